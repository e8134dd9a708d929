import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A part of the product whose Mantine stylesheets load together. */
export interface StyleArea {
  /** What messages call it: `remote-auth`, or `every page` for the shared list. */
  name: string;
  /** Its package folder: imports in its sources resolve from here. */
  dir: string;
  /**
   * Modules that import their stylesheet list first (a module of `import '….css'` lines), so the CSS arrives with
   * their chunks; each list must cover what its entries reach.
   */
  entries: string[];
}

export interface StyleWorkspace {
  root: string;
  /**
   * packages/ui/src/styles.ts, loaded by every page before any remote's chunk: the global base, what the host and
   * the shipped packages render, and the sheets other components build on.
   */
  shared: StyleArea & { listFile: string; sourceDirs: string[] };
  /** Each remote, through its exposed modules. */
  remotes: StyleArea[];
  /**
   * The workspace packages the apps bundle rather than share (`@erp/charts`…), by name → entry file: each app keeps
   * its own copy inside its chunks, so what they render belongs to the areas that import them, not to every page.
   */
  bundled: Map<string, string>;
}

const SOURCE = /\.tsx?$/;
const NOT_SHIPPED = /\.test\.tsx?$|\.d\.ts$/;
// Test helpers and this check itself are never bundled.
const NOT_SHIPPED_FOLDERS = new Set(['test', 'node_modules', 'styleCheck', '__mocks__']);

/** The shipped TypeScript files under `dir`. */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_SHIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(file));
    } else if (SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name)) files.push(file);
  }
  return files.sort();
}

function manifest(dir: string): { name: string; dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function remoteArea(root: string, folder: string): StyleArea {
  const dir = path.join(root, folder);
  const exposes = path.join(dir, 'src/exposes');
  return {
    name: folder,
    dir,
    entries: sourceFiles(exposes).filter((file) => path.dirname(file) === exposes),
  };
}

/**
 * The shared singletons of the build (packages/config/shared.mjs, the list webpack's Module Federation reads), asked
 * of Node itself: the file is an ES module, which Jest's CommonJS runtime cannot load.
 */
function sharedPackages(root: string): Set<string> {
  const script =
    "import('@erp/config/shared').then((m) => process.stdout.write(JSON.stringify(m.SHARED_PACKAGES)))";
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(root, 'packages/ui'),
    encoding: 'utf8',
  });
  return new Set(JSON.parse(output) as string[]);
}

/** A workspace package's entry file (its package.json `main`), if it has TypeScript sources. */
function entryOf(dir: string): string | undefined {
  const main = (manifest(dir) as { main?: string }).main;
  const file = main ? path.join(dir, main) : undefined;
  return file && /\.tsx?$/.test(file) && fs.existsSync(file) ? file : undefined;
}

/**
 * Every remote, what every page loads (the host and the shared workspace packages), and the workspace packages the
 * apps bundle per area.
 */
export function erpWorkspace(root: string): StyleWorkspace {
  const remotes = fs
    .readdirSync(root)
    .filter((folder) => folder.startsWith('remote-'))
    .sort()
    .map((folder) => remoteArea(root, folder));
  const host = path.join(root, 'host');
  const packagesDir = path.join(root, 'packages');
  const byName = new Map(
    fs.readdirSync(packagesDir).map((folder) => [manifest(path.join(packagesDir, folder)).name, folder]),
  );
  // The workspace packages the apps ship (dependencies, not the test helpers of devDependencies). Only the shared
  // ones are on every page: the host provides them before any remote runs. The others are compiled into each app that
  // imports them, so their stylesheets go with that app's modules.
  const singletons = sharedPackages(root);
  const shipped = new Set<string>(['@erp/ui']);
  for (const dir of [host, ...remotes.map((remote) => remote.dir)])
    for (const dependency of Object.keys(manifest(dir).dependencies ?? {}))
      if (byName.has(dependency)) shipped.add(dependency);
  const dirOf = (name: string) => path.join(packagesDir, byName.get(name)!);
  const bundled = new Map<string, string>();
  for (const name of shipped) {
    const entry = singletons.has(name) ? undefined : entryOf(dirOf(name));
    if (entry) bundled.set(name, entry);
  }
  const ui = path.join(packagesDir, 'ui');
  return {
    root,
    shared: {
      name: 'every page',
      dir: ui,
      sourceDirs: [
        path.join(host, 'src'),
        ...[...shipped]
          .filter((name) => singletons.has(name))
          .sort()
          .map((name) => path.join(dirOf(name), 'src'))
          .filter((dir) => fs.existsSync(dir)),
      ],
      listFile: path.join(ui, 'src/styles.ts'),
      entries: [path.join(ui, 'src/providers/ErpProviders.tsx')],
    },
    remotes,
    bundled,
  };
}
