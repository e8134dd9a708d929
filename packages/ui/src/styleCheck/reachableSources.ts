import fs from 'node:fs';
import path from 'node:path';

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
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, request = ''] of read(file).matchAll(RELATIVE)) {
      const target = resolve(file, request);
      if (target) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** The file a relative request from `from` names, if it is one of the app's TypeScript files. */
export function resolveSource(from: string, request: string): string | undefined {
  return request.startsWith('.') ? resolve(from, request) : undefined;
}
