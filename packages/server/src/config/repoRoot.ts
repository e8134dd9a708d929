import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `dir` that holds a package.json. */
function packageDirOf(dir: string): string {
  return fs.existsSync(path.join(dir, 'package.json')) || path.dirname(dir) === dir
    ? dir
    : packageDirOf(path.dirname(dir));
}

/**
 * Directory of this package (`packages/server`), wherever the process was started from and whether it runs from
 * `src/` or compiled into `dist/`.
 */
export const SERVER_PACKAGE_DIR = packageDirOf(path.dirname(fileURLToPath(import.meta.url)));

/** The workspace root: the nearest folder above this package holding `pnpm-workspace.yaml`. */
export function findRepoRoot(start = SERVER_PACKAGE_DIR): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    // Outside a workspace (e.g. a deployed copy of the package) the package folder itself is the root.
    if (parent === dir) return start;
    dir = parent;
  }
}
