import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '@erp/server';
import { hostPageHead, stampHostPage } from '../hostPage';
import { cacheControlFor, contentTypeFor } from '../staticServer';

type Settings = Pick<ServerConfig, 'remotePublicUrls' | 'publicApiUrl' | 'releases'>;

/** Where objects go: the bucket (or its CDN's origin) as `put(key, body, headers)`. */
export interface Bucket {
  put(key: string, body: Buffer, headers: { contentType: string; cacheControl: string }): Promise<void>;
}

/**
 * Publishes a built host to a bucket under `prefix`, as a deployment's pipeline does: every file with its type and
 * cache policy (hashed files immutable, the page revalidated), the page stamped for this deployment (its CSP, API list
 * and preconnects), and the page last, so it never names a file not uploaded yet. Compressed copies and source maps
 * stay behind (a CDN compresses; maps are never published).
 */
export async function publishHost(
  distDir: string,
  bucket: Bucket,
  prefix: string,
  config: Settings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const files = fs
    .readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz|map)$/.test(entry.name))
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => Number(a === 'index.html') - Number(b === 'index.html'));
  for (const file of files) {
    const raw = fs.readFileSync(path.join(distDir, file));
    const body =
      file === 'index.html'
        ? Buffer.from(stampHostPage(raw.toString('utf8'), hostPageHead(config, env)))
        : raw;
    await bucket.put(`${prefix}${file.split(path.sep).join('/')}`, body, {
      contentType: contentTypeFor(file),
      cacheControl: cacheControlFor(file),
    });
  }
  return files.length;
}
