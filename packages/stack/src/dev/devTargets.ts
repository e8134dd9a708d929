import { CONTAINERS, containerPort, type Container } from '@erp/deployment';

/** What `pnpm dev` may be asked for: a container (an area's build), the host, or the API. */
export const DEV_TARGETS = ['host', 'api', ...CONTAINERS.map((c) => c.name)] as const;

/** What one `pnpm dev …` serves in development: the containers on dev servers, and whether the API restarts on edits. */
export interface DevTargets {
  containers: Container[];
  /** The API is rebuilt and restarted on every change under packages/server (and the packages it compiles in). */
  api: boolean;
}

/** Reads `pnpm dev`'s arguments; an unknown name is an error that lists the known ones. */
export function parseDevTargets(args: readonly string[]): DevTargets {
  const names = args.filter((a) => !a.startsWith('-'));
  if (!names.length)
    throw new Error(`Diga o que servir em desenvolvimento: pnpm dev <${DEV_TARGETS.join('|')}…>`);
  const unknown = names.filter((n) => !(DEV_TARGETS as readonly string[]).includes(n));
  if (unknown.length)
    throw new Error(`Desconhecido: ${unknown.join(', ')}. Use um ou mais de: ${DEV_TARGETS.join(', ')}.`);
  return {
    containers: CONTAINERS.filter((c) => names.includes(c.name)),
    api: names.includes('api'),
  };
}

/** Dev servers listen 1000 above the container's own port (shell 8083 → 9083): both may run at once. */
export const DEV_PORT_OFFSET = 1000;

/** The dev server's port of a container (`DEV_PORT_OFFSET` above its CONTRACT port, which honours its variable). */
export function devServerPort(container: Container, env: NodeJS.ProcessEnv = process.env): number {
  return containerPort(container, env) + DEV_PORT_OFFSET;
}

/** The manifest a container's dev server publishes. */
export function devServerEntry(container: Container, env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${devServerPort(container, env)}/mf-manifest.json`;
}

/**
 * The remote overrides the development host applies on every page: `container@manifest` pairs, the same form as the
 * browser's `?remote-override=` (one way to load a remote from somewhere else).
 */
export function devRemoteOverrides(
  containers: readonly Container[],
  env: NodeJS.ProcessEnv = process.env,
): string {
  return containers.map((c) => `${c.name}@${devServerEntry(c, env)}`).join(',');
}
