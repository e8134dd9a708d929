import fs from 'node:fs';
import path from 'node:path';

/** The file that makes a release whole: uploaded last, so a release without it never was finished. */
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * A file path inside a release as the deploy API accepts it: relative, `/`-separated, plain characters, no `.` or
 * `..` segment, so no upload can name a key outside its own version.
 */
export function isReleaseFilePath(file: string): boolean {
  if (file.length === 0 || file.length > 300) return false;
  if (!/^[A-Za-z0-9._@+~-]+(?:\/[A-Za-z0-9._@+~-]+)*$/.test(file)) return false;
  return file.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/** Every file of a built release, relative and `/`-separated, with the manifest last (the deploy API's rule). */
export function releaseFilesOf(dir: string): string[] {
  const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const rest = files.filter((file) => file !== MANIFEST_FILE);
  return files.includes(MANIFEST_FILE) ? [...rest, MANIFEST_FILE] : rest;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.br': 'application/octet-stream',
  '.gz': 'application/octet-stream',
};

/** The Content-Type a release file is stored and served with (a bucket serves what it was given). */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The Cache-Control a release file is stored with, which a bucket's HTTP endpoint or a CDN sends: the files that name
 * other files (manifest, entry, pages) are revalidated on every use; everything else lives in an immutable version
 * folder and is cached for a year (the stack's static server answers the same).
 */
export function cacheControlOf(file: string): string {
  const base = path.basename(file);
  if (base === MANIFEST_FILE || base === 'remoteEntry.js' || base.endsWith('.html')) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}
