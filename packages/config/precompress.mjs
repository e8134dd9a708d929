// @ts-check
// Writes a brotli and a gzip copy beside every text file a build emits, so the static server sends compressed bytes
// from the first request on without compressing anything itself (it makes them lazily only for files built before).
import { Buffer } from 'node:buffer';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats a browser fetches; source maps are left to the server's lazy path (only devtools ask for them). */
const PRECOMPRESSED = /\.(js|mjs|css|json|html|svg)$/;

/** Below this, the compressed copy plus its header is rarely smaller (the static server uses the same figure). */
const MIN_BYTES = 512;

export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.assetEmitted.tapPromise('PrecompressPlugin', async (file, { content, targetPath }) => {
      if (!PRECOMPRESSED.test(file) || content.length < MIN_BYTES) return;
      const data = Buffer.from(content);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await fs.mkdir(path.dirname(targetPath), { recursive: true });
      await Promise.all([fs.writeFile(`${targetPath}.br`, br), fs.writeFile(`${targetPath}.gz`, gz)]);
    });
  }
}
