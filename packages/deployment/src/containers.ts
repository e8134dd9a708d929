import type { RemoteArea } from '@erp/domain';

/** A deployable Module Federation container: one build of one remote, served from its own origin. */
export interface Container {
  /** Module Federation name; also the folder its releases live in. */
  name: string;
  area: RemoteArea;
  /** The workspace folder it is built from. */
  sourceDir: string;
  /** Environment variable that overrides the port, and the CONTRACT's default. */
  portEnv: string;
  defaultPort: number;
  /** Extra build-time environment (a brand build of the same code base). */
  buildEnv: Record<string, string>;
}

/** Every container of the product (CONTRACT "Ports"). The host is not a container: it is built and served on its own. */
export const CONTAINERS: readonly Container[] = [
  {
    name: 'auth',
    area: 'auth',
    sourceDir: 'remote-auth',
    portEnv: 'AUTH_PORT',
    defaultPort: 8081,
    buildEnv: {},
  },
  {
    name: 'signup',
    area: 'signup',
    sourceDir: 'remote-signup',
    portEnv: 'SIGNUP_PORT',
    defaultPort: 8082,
    buildEnv: {},
  },
  {
    name: 'shell',
    area: 'shell',
    sourceDir: 'remote-shell',
    portEnv: 'SHELL_PORT',
    defaultPort: 8083,
    buildEnv: {},
  },
  {
    name: 'reports',
    area: 'reports',
    sourceDir: 'remote-reports',
    portEnv: 'REPORTS_PORT',
    defaultPort: 8084,
    buildEnv: {},
  },
  {
    name: 'admin',
    area: 'admin',
    sourceDir: 'remote-admin',
    portEnv: 'ADMIN_PORT',
    defaultPort: 8085,
    buildEnv: {},
  },
  {
    name: 'signup_acme',
    area: 'signup',
    sourceDir: 'remote-signup',
    portEnv: 'SIGNUP_ACME_PORT',
    defaultPort: 8086,
    buildEnv: { SIGNUP_BRAND: 'acme' },
  },
];

/** The container each area uses when a brand does not override it. */
export const DEFAULT_CONTAINER_BY_AREA: Record<RemoteArea, string> = {
  auth: 'auth',
  signup: 'signup',
  shell: 'shell',
  reports: 'reports',
  admin: 'admin',
};

export function findContainer(name: string): Container | undefined {
  return CONTAINERS.find((c) => c.name === name);
}

/** The container's port, honouring its environment variable. */
export function containerPort(container: Container, env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = Number(env[container.portEnv]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : container.defaultPort;
}
