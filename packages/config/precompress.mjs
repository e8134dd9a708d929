// @ts-check
// Writes a brotli and a gzip copy beside every text file a build emits, so the static server sends compressed bytes
// from the first request on without compressing anything itself (it makes them lazily only for files built before).
import { Buffer } from 'node:buffer';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import webpack from 'webpack';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats a browser fetches; source maps are left to the server's lazy path (only devtools ask for them). */
const PRECOMPRESSED = /\.(js|mjs|css|json|html|svg)$/;

/** Below this, the compressed copy plus its header is rarely smaller (the static server uses the same figure). */
const MIN_BYTES = 512;

const NAME = 'PrecompressPlugin';

/**
 * The brotli quality of the copies: the format's best unless `BUILD_BROTLI_QUALITY` asks for less. The best costs
 * about 45 times the CPU of quality 5 for about 10% fewer bytes (the stack's seven builds: 23 CPU-s against 0.5,
 * 2,962 KB against 3,287 KB): worth it for what users download, not for builds nobody serves to users or measures
 * (the end-to-end suite's, which asks for 5).
 * @param {NodeJS.ProcessEnv} env
 */
export function brotliQuality(env = process.env) {
  const asked = env.BUILD_BROTLI_QUALITY?.trim() ? Number(env.BUILD_BROTLI_QUALITY) : NaN;
  const { BROTLI_MIN_QUALITY, BROTLI_MAX_QUALITY } = zlib.constants;
  return Number.isInteger(asked) && asked >= BROTLI_MIN_QUALITY && asked <= BROTLI_MAX_QUALITY
    ? asked
    : BROTLI_MAX_QUALITY;
}

/** @param {Buffer | Uint8Array} content @param {string} targetPath @param {number} quality */
async function writeCopies(content, targetPath, quality) {
  if (content.length < MIN_BYTES) return;
  const data = Buffer.from(content);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await fs.mkdir(path.dirname(targetPath), { recursive: true });
  await Promise.all([fs.writeFile(`${targetPath}.br`, br), fs.writeFile(`${targetPath}.gz`, gz)]);
}

export class PrecompressPlugin {
  /** @param {{ brotliQuality?: number }} [options] */
  constructor({ brotliQuality: quality = brotliQuality() } = {}) {
    this.quality = quality;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // A rebuild into the same folder does not write an unchanged file again (so no assetEmitted), and
    // `output.clean` removes what is not an asset: the copies of every unchanged file would be lost.
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      webpack.CleanPlugin.getCompilationHooks(compilation).keep.tap(NAME, (file) => {
        const original = file.replace(/\.(br|gz)$/, '');
        return original !== file && compilation.getAsset(original) ? true : undefined;
      });
    });
    compiler.hooks.assetEmitted.tapPromise(NAME, async (file, { content, targetPath }) => {
      if (PRECOMPRESSED.test(file)) await writeCopies(content, targetPath, this.quality);
    });
    // An unchanged file whose copies are missing (a folder built before this plugin kept them) gets them now; read
    // from disk, as webpack has let go of emitted sources by then.
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      for (const asset of compilation.getAssets()) {
        if (!PRECOMPRESSED.test(asset.name)) continue;
        const targetPath = path.join(outputPath, asset.name);
        const missing = await Promise.all(
          [`${targetPath}.br`, `${targetPath}.gz`].map((copy) =>
            fs.access(copy).then(
              () => false,
              () => true,
            ),
          ),
        );
        if (missing.some(Boolean)) await writeCopies(await fs.readFile(targetPath), targetPath, this.quality);
      }
    });
  }
}
