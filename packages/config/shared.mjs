// @ts-check
// The one list of what host and remotes share at runtime. Everything here is a singleton: two Reacts, two session
// stores or two API clients on one page are bugs, never a feature. Versions are read from the installed packages so
// the list never drifts from the lockfile.
// Only what must be one instance is here. `@erp/domain` (pure functions, constants and texts, no classes or state)
// and `@mantine/form` (each form's state is its own) were shared too, which cost more than it saved: a shared
// module is provided whole and loaded as its own chunk, so the login route downloaded all of the domain package and
// waited for remote-auth's entry before it could even ask for the form library. Bundled, each app keeps the part it
// uses, inside chunks it already fetches. `@mantine/hooks` (stateless hooks and helpers) is bundled for the same
// reason: the host compiles all of Mantine for the main-area remotes, so its shared copy held 34 of the 38 hooks the
// workspace uses, and the login route downloaded them all; bundled, the login route's chunks hold the few it runs.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@mantine/core',
  '@mantine/notifications',
  '@mantine/modals',
  '@erp/session',
  '@erp/api-client',
  '@erp/ui',
  '@erp/federation',
];

/** @param {string} request */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The installed package as seen from an app's folder: its folder and its package.json.
 * @param {string} appDir
 * @param {string} pkg
 * @returns {{ dir: string, json: Record<string, any> }}
 */
export function installedPackage(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  // Walk up to the package's own package.json (entry points may live in sub-folders).
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (json.name === pkg) return { dir, json };
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find ${pkg} from ${appDir}`);
}

/**
 * Finds the installed version of a package as seen from an app's folder.
 * @param {string} appDir
 * @param {string} pkg
 */
function installedVersion(appDir, pkg) {
  return /** @type {string} */ (installedPackage(appDir, pkg).json.version);
}

/**
 * The Module Federation `shared` option for an app: every shared package it can resolve, as a singleton.
 * @param {string} appDir
 */
export function sharedFor(appDir) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string, strictVersion: boolean }>} */
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    let version;
    try {
      version = installedVersion(appDir, packageNameOf(request));
    } catch {
      continue; // the app does not depend on it
    }
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  return shared;
}

export { SHARED_PACKAGES };
