import type { ExposedModuleProps, RemoteArea } from '@erp/domain';

/** The modules whoever mounts an area (the host's routes, the shell, the auth area) loads from it. */
type ModulesOf<A extends RemoteArea> = ReadonlyArray<keyof ExposedModuleProps[A] & string>;

/**
 * What each area must expose, read by the contract check. `RemoteModule` callers are typed by `ExposedModuleProps`;
 * this table is checked against it both ways below, so a module added to the contract cannot be forgotten here.
 */
export const EXPOSED_MODULES = {
  auth: ['Routes'],
  signup: ['Routes'],
  shell: ['Routes'],
  reports: ['Routes', 'RelatoriosExportados'],
  admin: ['Routes'],
} as const satisfies { [A in RemoteArea]: ModulesOf<A> };

// Compile-time completeness: every key of ExposedModuleProps[A] is listed for each area.
type Unlisted = {
  [A in RemoteArea]: Exclude<keyof ExposedModuleProps[A], (typeof EXPOSED_MODULES)[A][number]>;
}[RemoteArea];
const everyModuleListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyModuleListed;
