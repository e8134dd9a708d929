// @ts-check
// A Node.js process that runs production builds of the workspace's apps one after another, asked over its IPC channel
// (`child_process.fork`; packages/stack's build.ts keeps two of them for its two build slots). What webpack-cli did
// per build, once per process: starting Node and loading webpack, Module Federation, the loaders and the minimizers
// (~1.5 CPU-s), the workspace's shared-import scan of sharedExports.mjs (~2.6 CPU-s: every source file parsed) and
// the remotes' runtime provider (runtimeProvider.mjs, ~1 CPU-s), the same for every app. A build is the app's
// webpack.config.mjs with the job's environment, as `webpack --mode production` in the app's folder would run it.
//
// Message in: { appDir, env } (the app's folder; variables set for this build only). Message out: { ok: true } or
// { ok: false, error }. The process ends when its parent lets go of the channel.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

/**
 * Module Federation writes the runtime entry it generates into `<working folder>/node_modules/.federation`, that
 * folder read once, when it loads; the entry's path is part of the container entry's module id, and so of the order
 * and bytes of the files. webpack-cli ran each build in its app's folder: each build here gets its app's folder too
 * (set on the constants module that Module Federation's runtime plugin reads it from at each build), so a build is
 * the same byte for byte whichever app the worker built before.
 */
const federationConstants = require(
  path.join(path.dirname(require.resolve('@module-federation/enhanced')), 'lib/container/constant.js'),
);
if (typeof federationConstants.TEMP_DIR !== 'string') {
  throw new Error('@module-federation/enhanced moved TEMP_DIR: see buildWorker.mjs');
}
const FEDERATION_TEMP_DIR = path.relative(process.cwd(), federationConstants.TEMP_DIR);

/** The environment the process started with: every build starts from it. */
const BASE_ENV = { ...process.env };
let builds = 0;

/** @param {Record<string, string>} env */
function useEnvironment(env) {
  for (const key of Object.keys(process.env)) if (!(key in BASE_ENV)) delete process.env[key];
  Object.assign(process.env, BASE_ENV, env);
}

/**
 * The app's configuration under the job's environment. An app's config module reads build variables when it is
 * evaluated (remote-signup's brand), so each build imports it anew; what it imports (@erp/config) stays loaded.
 * @param {string} appDir
 * @returns {Promise<import('webpack').Configuration>}
 */
async function configOf(appDir) {
  builds += 1;
  const url = `${pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href}?build=${builds}`;
  const { default: createConfig } = await import(url);
  return createConfig({}, { mode: 'production' });
}

/** @param {import('webpack').Configuration} config @returns {Promise<void>} */
function run(config) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((runError, stats) => {
      compiler.close((closeError) => {
        if (stats && (stats.hasErrors() || stats.hasWarnings())) console.error(stats.toString(config.stats));
        const error =
          runError ?? closeError ?? (stats?.hasErrors() ? new Error('webpack reported errors') : undefined);
        if (error) reject(error);
        else resolve();
      });
    });
  });
}

process.on('message', async (/** @type {{ appDir: string, env: Record<string, string> }} */ job) => {
  try {
    useEnvironment(job.env);
    // In the app's folder, as webpack-cli ran: Module Federation's stats file names paths relative to it.
    process.chdir(job.appDir);
    federationConstants.TEMP_DIR = path.join(job.appDir, FEDERATION_TEMP_DIR);
    await run(await configOf(job.appDir));
    process.send?.({ ok: true });
  } catch (error) {
    process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
