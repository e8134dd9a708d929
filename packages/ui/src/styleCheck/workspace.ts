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

/** Every remote, and what every page loads: the host and the workspace packages the apps ship. */
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
  // The workspace packages the apps bundle (dependencies, not the test helpers of devDependencies).
  const shipped = new Set<string>(['@erp/ui']);
  for (const dir of [host, ...remotes.map((remote) => remote.dir)])
    for (const dependency of Object.keys(manifest(dir).dependencies ?? {}))
      if (byName.has(dependency)) shipped.add(dependency);
  const ui = path.join(packagesDir, 'ui');
  return {
    root,
    shared: {
      name: 'every page',
      dir: ui,
      sourceDirs: [
        path.join(host, 'src'),
        ...[...shipped]
          .sort()
          .map((name) => path.join(packagesDir, byName.get(name)!, 'src'))
          .filter((dir) => fs.existsSync(dir)),
      ],
      listFile: path.join(ui, 'src/styles.ts'),
      entries: [path.join(ui, 'src/providers/ErpProviders.tsx')],
    },
    remotes,
  };
}
