import fs from 'node:fs';
import path from 'node:path';

/** A part of the product with its own Mantine stylesheet list. */
export interface StyleArea {
  /** What messages call it: `host`, `remote-auth`, `@erp/ui`. */
  name: string;
  /** Its package folder: imports in its sources resolve from here. */
  dir: string;
  /** Source folders whose Mantine components it renders. */
  sourceDirs: string[];
  /** The one file importing its stylesheets. */
  listFile: string;
  /** Modules that import the list file before anything else, so the CSS arrives with their chunks. */
  entries: string[];
}

export interface StyleWorkspace {
  root: string;
  /** @erp/ui: the stylesheets every app loads first, for the packages' components and the shared base. */
  shared: StyleArea;
  /** The host and each remote. */
  apps: StyleArea[];
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

function appArea(root: string, folder: string): StyleArea {
  const dir = path.join(root, folder);
  const exposes = path.join(dir, 'src/exposes');
  const entries =
    folder === 'host'
      ? [path.join(dir, 'src/bootstrap.tsx')]
      : sourceFiles(exposes).filter((file) => path.dirname(file) === exposes);
  return {
    name: folder,
    dir,
    sourceDirs: [path.join(dir, 'src')],
    listFile: path.join(dir, 'src/mantineStyles.ts'),
    entries,
  };
}

/** The host, every remote, and the workspace packages they ship that render Mantine components. */
export function erpWorkspace(root: string): StyleWorkspace {
  const apps = fs
    .readdirSync(root)
    .filter((folder) => folder === 'host' || folder.startsWith('remote-'))
    .sort()
    .map((folder) => appArea(root, folder));
  const packagesDir = path.join(root, 'packages');
  const byName = new Map(
    fs.readdirSync(packagesDir).map((folder) => [manifest(path.join(packagesDir, folder)).name, folder]),
  );
  // The workspace packages the apps bundle (dependencies, not the test helpers of devDependencies).
  const shipped = new Set<string>(['@erp/ui']);
  for (const app of apps)
    for (const dependency of Object.keys(manifest(app.dir).dependencies ?? {}))
      if (byName.has(dependency)) shipped.add(dependency);
  const ui = path.join(packagesDir, 'ui');
  return {
    root,
    shared: {
      name: '@erp/ui',
      dir: ui,
      sourceDirs: [...shipped]
        .sort()
        .map((name) => path.join(packagesDir, byName.get(name)!, 'src'))
        .filter((dir) => fs.existsSync(dir)),
      listFile: path.join(ui, 'src/styles.ts'),
      entries: [path.join(ui, 'src/providers/ErpProviders.tsx')],
    },
    apps,
  };
}
