import fs from 'node:fs';
import path from 'node:path';
import { walkGraph } from './walkGraph';

// `from './x'`, `import './x'` and `import('./x')`: every way a module pulls another into its chunks.
const RELATIVE = /(?:\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const SHIPPED = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function resolve(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  return EXTENSIONS.map((ext) => base + ext).find(
    (file) => SHIPPED.test(file) && !TEST.test(file) && fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** The app's own TypeScript files `entry` reaches through relative imports, itself included. */
export function reachableSources(entry: string, read: (file: string) => string): string[] {
  return walkGraph(entry, (file) =>
    [...read(file).matchAll(RELATIVE)].flatMap(([, request = '']) => resolve(file, request) ?? []),
  ).sort();
}

/** The file a relative request from `from` names, if it is one of the app's TypeScript files. */
export function resolveSource(from: string, request: string): string | undefined {
  return request.startsWith('.') ? resolve(from, request) : undefined;
}
