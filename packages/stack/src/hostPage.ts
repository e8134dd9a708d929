import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '@erp/server';
import { frontendOrigins, hostPageContentSecurityPolicy } from './securityHeaders';

type Settings = Pick<ServerConfig, 'remotePublicUrls' | 'publicApiUrl' | 'releases'>;

/** What the deployment writes into the built page, between these markers, so a second stamp replaces the first. */
const START = '<!-- erp:deployment -->';
const END = '<!-- /erp:deployment -->';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Origins worth a preconnect from the host page: the API's (the API list and the brand are the first requests of
 * every visit) and, when every remote is published on one origin (a CDN), that origin. Remotes on several origins
 * get none: which one a visit needs depends on its route, and an unused preconnect only costs the browser a socket.
 */
function preconnectOrigins(config: Settings, env: NodeJS.ProcessEnv): string[] {
  const { api } = frontendOrigins(config, env);
  const remotes = [...new Set(Object.values(config.remotePublicUrls).map((url) => new URL(url).origin))];
  return [...new Set([...api, ...(remotes.length === 1 ? remotes : [])])];
}

/**
 * The API list the host starts from (spec 000 §2): `API_LIST_URL`, else beside the API's root
 * (`https://api.example.com/api/` → `https://api.example.com/api-list.json`). The host reads it from the page before
 * the address its build was made with (host/src/startup/apiListUrl.ts).
 */
export function apiListAddress(config: Settings, env: NodeJS.ProcessEnv = process.env): string {
  return env.API_LIST_URL?.trim() || new URL('../api-list.json', config.publicApiUrl).toString();
}

/** The tags the deployment's configuration puts in the host page's head: its CSP, its API and its preconnects. */
export function hostPageHead(config: Settings, env: NodeJS.ProcessEnv = process.env): string {
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${attribute(hostPageContentSecurityPolicy(config, env))}" />`,
    `<meta name="erp-api-list" content="${attribute(apiListAddress(config, env))}" />`,
    // `crossorigin`: the first requests to these origins are CORS fetches (API list, manifests), which use the
    // anonymous connection pool.
    ...preconnectOrigins(config, env).map(
      (origin) => `<link rel="preconnect" href="${attribute(origin)}" crossorigin />`,
    ),
  ];
  return [START, ...tags, END].join('');
}

/**
 * The built page with `head` in place: replacing an earlier stamp, else right after `<meta charset>` (a policy only
 * covers what follows it, so it goes before every script and stylesheet).
 */
export function stampHostPage(html: string, head: string): string {
  const start = html.indexOf(START);
  const end = html.indexOf(END);
  if (start >= 0 && end > start) return html.slice(0, start) + head + html.slice(end + END.length);
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('index.html do host sem <meta charset>: não há onde colocar a política');
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + head + html.slice(at);
}

/**
 * Stamps the built host in `distDir` for this configuration (the same build serves any deployment: the page is
 * stamped where it is published). Stale compressed copies are removed; the static server makes new ones.
 * Answers whether the page changed.
 */
export function stampHostDist(
  distDir: string,
  config: Settings,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const file = path.join(distDir, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const stamped = stampHostPage(html, hostPageHead(config, env));
  if (stamped === html) return false;
  fs.writeFileSync(file, stamped);
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`, { force: true });
  return true;
}
