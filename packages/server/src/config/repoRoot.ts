import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Directory of this package (`packages/server`), wherever the process was started from. */
export const SERVER_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
