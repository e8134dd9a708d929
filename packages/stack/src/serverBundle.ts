// How the API runs as a process (`pnpm start`, the benches and the tests that start it): compiled into
// packages/server/dist/, with the environment below. One ES module for the server and one for the report worker
// thread: our TypeScript (and the workspace packages it uses) bundled, npm packages left to node_modules. Running the
// sources under tsx instead cost ~100 MB of RSS for tsx's own transform of every module it loads (issue 17's API
// memory budget).
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import { REPO_ROOT } from './paths';

const SERVER_DIR = path.join(REPO_ROOT, 'packages/server');

/** Where the compiled API's entry lands. */
const SERVER_BUNDLE_MAIN = path.join(SERVER_DIR, 'dist', 'main.js');

/**
 * The server's own npm dependencies (and their subpaths) stay imports resolved from its node_modules. Everything
 * else is compiled in: our `@erp/*` TypeScript, and the few npm packages only a workspace package depends on
 * (`semver` of @erp/deployment), which dist/ could not resolve.
 */
function serverNpmDependencies(): string[] {
  const { dependencies = {} } = JSON.parse(
    fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'),
  ) as {
    dependencies?: Record<string, string>;
  };
  return Object.entries(dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
}

/**
 * Environment the API process should start with. glibc raises its mmap threshold to the size of the first large
 * block freed, so from then on argon2's 19 MiB buffers (one per hash, on libuv's threads) come from per-thread arenas
 * that keep the memory: a fixed 1 MiB threshold gives each buffer back when the hash ends (RSS after 1,000 logins
 * 302 -> 242 MB). A deployment sets the same in its service definition.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: String(1024 * 1024) };

/**
 * Compiles the API synchronously (~0.3 s): callers start the process right after. Each build goes to a folder of its
 * own and its files are then renamed into dist/, so two stacks starting at once never run a half-written file.
 * Returns the entry's path.
 */
export function bundleServer(): string {
  const outdir = path.dirname(SERVER_BUNDLE_MAIN);
  const staging = path.join(outdir, `.build-${process.pid}-${Date.now()}`);
  esbuild.buildSync({
    entryPoints: {
      main: path.join(SERVER_DIR, 'src/main.ts'),
      renderWorker: path.join(SERVER_DIR, 'src/reports/render/renderWorker.ts'),
    },
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    charset: 'utf8',
    // Bundled npm code may still call require() (CommonJS packages resolved from dist/).
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    external: serverNpmDependencies(),
    logLevel: 'warning',
  });
  for (const file of fs.readdirSync(staging))
    fs.renameSync(path.join(staging, file), path.join(outdir, file));
  fs.rmSync(staging, { recursive: true, force: true });
  return SERVER_BUNDLE_MAIN;
}
