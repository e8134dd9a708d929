import zlib from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

/** The sign-up remote's own JavaScript on the wire, beyond the singletons the host shares (issue 16: ≤ 60 KB). */
const BUDGET_BYTES = 60 * 1024;

/** Each sign-up build, on the origin of the brand that serves it. */
const BUILDS = [
  { container: 'signup', origin: 'http://localhost:8080' },
  { container: 'signup_acme', origin: 'http://127.0.0.1:8080' },
] as const;

interface Manifest {
  metaData: { name: string };
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

interface SignupShare {
  container: string;
  url: string;
  version: string;
  ownFiles: number;
  ownGzipBytes: number;
  /** The same files as the server actually sent them (compressed only if it compresses). */
  ownWireBytes: number;
  /** Singleton copies fetched from the remote instead of the host: should be none. */
  sharedFromRemote: string[];
  pageGzipBytes: number;
}

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

/**
 * Loads `#/cadastrar` of one brand in a fresh context and splits the JavaScript it downloaded: the files of the sign-up
 * release (found through its `mf-manifest.json`) that its manifest does not list as shared are the remote's own.
 */
async function measureBuild(browser: Browser, build: (typeof BUILDS)[number]): Promise<SignupShare> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Array<{ url: string; body: Promise<Buffer>; wire: Promise<number> }> = [];
  const manifests: Array<{ url: string; body: Promise<Manifest> }> = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    const request = response.request();
    if (request.resourceType() === 'script')
      scripts.push({
        url,
        body: response.body(),
        wire: response.finished().then(async () => (await request.sizes()).responseBodySize),
      });
    else if (url.endsWith('/mf-manifest.json'))
      manifests.push({ url, body: response.json() as Promise<Manifest> });
  });
  const url = `${build.origin}/#/cadastrar`;
  await page.goto(url);
  await page.getByRole('heading', { name: /^Experimente / }).waitFor();
  await page.waitForLoadState('networkidle');

  let release: { base: string; manifest: Manifest } | undefined;
  for (const m of manifests) {
    const manifest = await m.body;
    if (manifest.metaData.name === build.container)
      release = { base: m.url.slice(0, m.url.lastIndexOf('/') + 1), manifest };
  }
  if (!release) throw new Error(`${url} não carregou o manifesto de ${build.container}`);
  const shared = new Set(release.manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));

  let ownFiles = 0;
  let ownGzipBytes = 0;
  let ownWireBytes = 0;
  let pageGzipBytes = 0;
  const sharedFromRemote: string[] = [];
  for (const script of scripts) {
    const size = gzipSize(await script.body);
    pageGzipBytes += size;
    if (!script.url.startsWith(release.base)) continue;
    const file = script.url.slice(release.base.length);
    if (shared.has(file)) {
      sharedFromRemote.push(file);
      continue;
    }
    ownFiles += 1;
    ownGzipBytes += size;
    ownWireBytes += await script.wire;
  }
  await context.close();
  const version = release.base.split('/').filter(Boolean).pop() ?? '?';
  return {
    container: build.container,
    url,
    version,
    ownFiles,
    ownGzipBytes,
    ownWireBytes,
    sharedFromRemote,
    pageGzipBytes,
  };
}

/**
 * Prints, for each sign-up build, its own gzip JS on `#/cadastrar` against the 60 KB budget (PASS/FAIL) and answers
 * whether every build is within it. Needs a running stack on the CONTRACT ports.
 */
export async function printSignupShare(browser: Browser): Promise<boolean> {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  let pass = true;
  console.log('\nSign-up remote on #/cadastrar: its own JS beyond the shared singletons (gzip -9)');
  for (const build of BUILDS) {
    const share = await measureBuild(browser, build);
    const ok = share.ownGzipBytes <= BUDGET_BYTES && share.sharedFromRemote.length === 0;
    pass &&= ok;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${share.container} ${share.version} (${share.url}): ${share.ownFiles} files, ` +
        `${kb(share.ownGzipBytes)} of ${kb(BUDGET_BYTES)} (as sent by the server: ${kb(share.ownWireBytes)}); ` +
        `whole page ${kb(share.pageGzipBytes)}` +
        (share.sharedFromRemote.length
          ? `; singletons fetched from the remote: ${share.sharedFromRemote.join(', ')}`
          : ''),
    );
  }
  return pass;
}
