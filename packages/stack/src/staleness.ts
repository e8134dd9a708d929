import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time of any file under the given paths (node_modules and build output skipped). */
export function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === 'dist') return;
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** True when `output` is missing or older than any of its sources. */
export function isStale(output: string, sources: readonly string[]): boolean {
  if (!fs.existsSync(output)) return true;
  return newestMtime(sources) > fs.statSync(output).mtimeMs;
}
