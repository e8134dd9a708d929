import { cspSourceFor } from '@erp/deployment';
import type { ServerConfig } from '@erp/server';

type Settings = Pick<ServerConfig, 'remotePublicUrls' | 'publicApiUrl' | 'releases'>;

/**
 * Under `pnpm dev`, a build on this machine on any port: the dev servers, and whatever local build a developer points
 * an area at with a remote override (the API lets anyone do that outside production; the page must then let it in).
 */
const LOOPBACK_ANY_PORT = ['http://localhost:*', 'http://127.0.0.1:*'];

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The socket.io origin of an HTTP origin (CSP does not let `http:` sources cover `ws:`). */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * Where the registry hands out containers (each public base URL, from the same settings the API's registry reads:
 * an origin, or a CDN path) and the API's origins: the only places a page of ours may take code or data from.
 */
export function frontendOrigins(config: Settings, env: NodeJS.ProcessEnv = process.env) {
  const remotes = [...new Set(Object.values(config.remotePublicUrls).map(cspSourceFor))];
  const api = [
    ...new Set([originOf(config.publicApiUrl), originOf(env.API_LIST_URL ?? '')].filter((o) => o !== null)),
  ];
  return { remotes, api };
}

type Directive = [name: string, sources: string[]];

function serialise(directives: readonly Directive[]): string {
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The Content-Security-Policy of the host's and the remotes' pages.
 * - Scripts only from this origin, the registry's origins and the preview origins staff allowed: no inline script (the
 *   host's page has none), no eval. Under `pnpm dev`, also any port of this machine (dev servers, local builds).
 * - Styles also inline: Mantine writes its CSS variables in a <style> element and style props as attributes.
 * - Data (API, socket.io, manifests) only from the API and the registry's origins.
 * - Images and the auth cover's frame also from any https address: a brand's logo, favicon or cover may live on its
 *   own CDN (spec 000 "cover image, an embedded frame"); an image or a framed page cannot reach this page's data.
 * - Framed only by this origin, plus the sites named in FRAME_ANCESTORS: spec 000 lets a brand open the sign-up inside
 *   its own site ("opened inside a parent window"), which only works if that site may frame the host.
 */
function frontendDirectives(
  config: Settings,
  env: NodeJS.ProcessEnv,
  development?: DevelopmentSources,
): Directive[] {
  const { remotes, api } = frontendOrigins(config, env);
  const devServers = development ? [...development.devServers, ...LOOPBACK_ANY_PORT] : [];
  // A team's preview build that product-owner staff may load in place of an area (REMOTE_PREVIEW_ORIGINS): the API
  // allows that override only for staff; without its origin here, the page would refuse the code the API allowed.
  const code = ["'self'", ...remotes, ...config.releases.previewOrigins, ...devServers];
  // The dev servers' hot-update sockets, and their modules' eval source maps (`pnpm dev` only).
  const devSockets = devServers.map(socketOrigin);
  const devEval = development ? ["'unsafe-eval'"] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', [...code, ...devEval]],
    ['style-src', [...code, "'unsafe-inline'"]],
    ['font-src', [...code, 'data:']],
    ['img-src', [...code, ...api, 'data:', 'blob:', 'https:']],
    ['connect-src', [...code, ...api, ...api.map(socketOrigin), ...devSockets]],
    ['frame-src', ["'self'", ...api, 'https:']],
    ['frame-ancestors', ["'self'", ...list(env.FRAME_ANCESTORS)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** The policy as a header: what the stack's static servers send, and what a CDN in front of the host should send. */
export function frontendContentSecurityPolicy(
  config: Settings,
  env: NodeJS.ProcessEnv = process.env,
  development?: DevelopmentSources,
): string {
  return serialise(frontendDirectives(config, env, development));
}

/**
 * The same policy for the host page's own `<meta http-equiv>`, which travels with the HTML wherever it is served
 * (a bucket behind a CDN sends no policy of its own). A meta policy cannot say who may frame the page (browsers
 * ignore `frame-ancestors` there, with a console error), so that directive stays a header's job.
 */
export function hostPageContentSecurityPolicy(
  config: Settings,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return serialise(frontendDirectives(config, env).filter(([name]) => name !== 'frame-ancestors'));
}

/** What the host's page also lets in under `pnpm dev`. */
export interface DevelopmentSources {
  /** The dev servers' origins (`http://localhost:9083`): code, manifests, hot updates and their sockets. */
  devServers: readonly string[];
}

/** Headers every answer of the host's and the remotes' static servers (or the host's dev server) carries. */
export function frontendSecurityHeaders(
  config: Settings,
  env: NodeJS.ProcessEnv = process.env,
  development?: DevelopmentSources,
): Record<string, string> {
  return {
    'Content-Security-Policy': frontendContentSecurityPolicy(config, env, development),
    'X-Content-Type-Options': 'nosniff',
    // The hash route carries tokens (reset links, `?token=`); the fragment is never sent, and other sites see only
    // our origin, never a path.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
