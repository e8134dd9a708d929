import { CONTAINERS, containerPort, type Container } from './containers';

/**
 * Where browsers fetch each container's releases: its public base URL, under which a version lives at
 * `<base>/<version>/mf-manifest.json`. Chosen per container, first match wins:
 *
 * 1. `PUBLIC_URL_<CONTAINER>` (the name in capitals: `PUBLIC_URL_REPORTS`, `PUBLIC_URL_SIGNUP_ACME`) — one area on
 *    its own address;
 * 2. `REMOTES_PUBLIC_BASE` + `/<container>` — every remote under one CDN origin and path
 *    (`https://cdn.example.com/erp/remotes` → `https://cdn.example.com/erp/remotes/reports/<version>/…`);
 * 3. `http://<REMOTE_PUBLIC_HOST or localhost>:<port>` — each container on its own port, as `pnpm start` serves them.
 *
 * The registry answers these URLs, and the CSP, the host page's preconnects and the API's CORS are derived from
 * them, so a remote is never announced at an address the pages are not allowed to load.
 */
export type PublicUrls = Record<string, string>;

type Env = Record<string, string | undefined>;

/** The variable that gives one container its own public base URL. */
export function publicUrlVariable(container: Pick<Container, 'name'>): string {
  return `PUBLIC_URL_${container.name.toUpperCase()}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A base URL as given (trailing slashes dropped), or a Portuguese error naming the variable: an absolute http(s) URL
 * with no credentials, query or fragment, and https in production unless it is this machine (an https page would
 * block an http remote as mixed content).
 */
export function parsePublicUrl(variable: string, raw: string, production: boolean): string {
  const fail = (why: string) => new Error(`Variável de ambiente ${variable} inválida: "${raw}" (${why}).`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail('esperado um endereço como https://cdn.exemplo.com.br/remotes');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fail('use http:// ou https://');
  if (url.username || url.password || url.search || url.hash) {
    throw fail('sem usuário, senha, parâmetros ou fragmento');
  }
  if (production && url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw fail('em produção o endereço público precisa ser https://');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** One container's public base URL (see {@link PublicUrls} for the order of the variables). */
export function containerPublicUrl(container: Container, env: Env = process.env): string {
  const production = env.NODE_ENV === 'production';
  const own = text(env, publicUrlVariable(container));
  if (own) return parsePublicUrl(publicUrlVariable(container), own, production);
  const base = text(env, 'REMOTES_PUBLIC_BASE');
  if (base) return `${parsePublicUrl('REMOTES_PUBLIC_BASE', base, production)}/${container.name}`;
  const host = text(env, 'REMOTE_PUBLIC_HOST') ?? 'localhost';
  return `http://${host}:${containerPort(container, env as NodeJS.ProcessEnv)}`;
}

/** Every container's public base URL, by container name. */
export function remotePublicUrls(env: Env = process.env): PublicUrls {
  return Object.fromEntries(CONTAINERS.map((c) => [c.name, containerPublicUrl(c, env)]));
}

/** The URL of a version's manifest: what the registry hands the host. */
export function manifestUrl(base: string, version: string): string {
  return `${base}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/**
 * The CSP source that covers everything under a base URL: the origin alone when the base is an origin, else the
 * path with a trailing slash (CSP matches it as a prefix), so a CDN shared with other content lends the pages
 * nothing outside the remotes' folder.
 */
export function cspSourceFor(base: string): string {
  const url = new URL(base);
  return url.pathname === '/' ? url.origin : `${url.origin}${url.pathname}/`;
}
