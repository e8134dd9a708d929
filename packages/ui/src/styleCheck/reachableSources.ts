import fs from 'node:fs';
import path from 'node:path';
import { walkGraph } from './walkGraph';

// `from './x'`, `import './x'` and `import('./x')`: every way a module pulls another into its chunks.
const RELATIVE = /(?:\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
// The same, naming a package: followed only into the workspace packages an app bundles.
const PACKAGE = /(?:\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*)['"]([^'"./][^'"]*)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const SHIPPED = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function resolve(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  return EXTENSIONS.map((ext) => base + ext).find(
    (file) => SHIPPED.test(file) && !TEST.test(file) && fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/**
 * The TypeScript files `entry` reaches through relative imports, itself included, and through imports of the
 * packages in `bundled` (name → entry file): the workspace packages compiled into the app's own chunks.
 */
export function reachableSources(
  entry: string,
  read: (file: string) => string,
  bundled: ReadonlyMap<string, string> = new Map(),
): string[] {
  return walkGraph(entry, (file) => {
    const source = read(file);
    return [
      ...[...source.matchAll(RELATIVE)].flatMap(([, request = '']) => resolve(file, request) ?? []),
      ...[...source.matchAll(PACKAGE)].flatMap(([, request = '']) => bundled.get(request) ?? []),
    ];
  }).sort();
}

/** The file a relative request from `from` names, if it is one of the app's TypeScript files. */
export function resolveSource(from: string, request: string): string | undefined {
  return request.startsWith('.') ? resolve(from, request) : undefined;
}

/** Whether `source` imports the package `name` (not one of its sub-paths). */
export function importsPackage(source: string, name: string): boolean {
  return [...source.matchAll(PACKAGE)].some(([, request]) => request === name);
}
