// Stands in for `@module-federation/enhanced/runtime` in the monolith build: the federation package's loader asks for
// `<container>/<module>` exactly as in the federated build, and gets the remote's exposed module from this same
// bundle (a lazy chunk) instead of from another origin.

type Exposed = () => Promise<unknown>;

/** Every module the remotes expose (their webpack.config.mjs `exposes`), by area. */
const EXPOSED: Record<string, Record<string, Exposed>> = {
  auth: { Routes: () => import('../../../remote-auth/src/exposes/Routes') },
  signup: { Routes: () => import('../../../remote-signup/src/exposes/Routes') },
  shell: { Routes: () => import('../../../remote-shell/src/exposes/Routes') },
  reports: {
    Routes: () => import('../../../remote-reports/src/exposes/Routes'),
    RelatoriosExportados: () => import('../../../remote-reports/src/exposes/RelatoriosExportados'),
  },
  admin: { Routes: () => import('../../../remote-admin/src/exposes/Routes') },
};

/** No share scope: every package is in the bundle once, nothing to load ahead. */
export function getInstance(): null {
  return null;
}

export async function loadShare(): Promise<false> {
  return false;
}

/** Nothing to register: every remote is already inside the bundle. */
export function registerRemotes(): void {}

/** The host's preload of the current route's remote: the same lever, here the route's lazy chunk. */
export async function preloadRemote(options: { nameOrAlias: string; exposes?: string[] }[]): Promise<void> {
  await Promise.all(
    options.flatMap((o) => (o.exposes ?? []).map((module) => loadRemote(`${o.nameOrAlias}/${module}`))),
  );
}

/**
 * `id` is `<container>/<module>`; a brand's container is `<area>_<brand>` (signup_acme) and is the same code in the
 * monolith (built once, with the default brand's look).
 */
export async function loadRemote<T>(id: string): Promise<T> {
  const [container = '', module = ''] = id.split('/');
  const load = EXPOSED[container.split('_')[0] ?? '']?.[module];
  if (!load) throw new Error(`O monólito não contém ${id}.`);
  return (await load()) as T;
}
