import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Text formats worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.map', '.txt']);

/** Below this, the compressed file plus its header is rarely smaller than the original. */
export const MIN_COMPRESSIBLE_BYTES = 512;

/** The sibling file that holds each encoding, written at build time (see `@erp/config/webpack`) or lazily here. */
export const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

export function isCompressible(filePath: string, size: number): boolean {
  return size >= MIN_COMPRESSIBLE_BYTES && COMPRESSIBLE.has(path.extname(filePath));
}

/**
 * The best encoding the client accepts: brotli, then gzip, then the file as it is. A coding with `q=0` is refused;
 * `*` stands for any coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses as hard as the format allows: the work is done once per file, the bytes are saved on every request. */
export function compress(data: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION });
}

const inFlight = new Map<string, Promise<string | null>>();

async function isFresh(variant: string, original: fs.Stats): Promise<boolean> {
  try {
    return (await fs.promises.stat(variant)).mtimeMs >= original.mtimeMs;
  } catch {
    return false;
  }
}

async function writeVariant(
  filePath: string,
  variant: string,
  encoding: 'br' | 'gzip',
): Promise<string | null> {
  try {
    const data = await compress(await fs.promises.readFile(filePath), encoding);
    // Written aside and renamed, so a concurrent reader never sees half a file.
    const temp = `${variant}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, variant);
    return variant;
  } catch {
    return null; // a read-only folder or a vanished file: the original is served as it is
  }
}

/**
 * The path of `filePath` compressed with `encoding`: the precompressed sibling when it is at least as new as the
 * file, else one made now, once (concurrent requests wait for the same work), and kept on disk for the next ones.
 * Null when none can be had.
 */
export async function encodedVariant(
  filePath: string,
  stat: fs.Stats,
  encoding: Exclude<Encoding, 'identity'>,
): Promise<string | null> {
  const variant = filePath + ENCODED_SUFFIX[encoding];
  if (await isFresh(variant, stat)) return variant;
  let pending = inFlight.get(variant);
  if (!pending) {
    pending = writeVariant(filePath, variant, encoding).finally(() => inFlight.delete(variant));
    inFlight.set(variant, pending);
  }
  return pending;
}
