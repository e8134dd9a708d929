// @ts-check
// The host's chunks: few start-up files, and no twins.
// - Start-up: Module Federation gives every shared package its own chunks, so the login route fetched ~30 files,
//   which a browser takes six at a time over HTTP/1.1 and which compress worse apart. What start-up loads
//   (startupGroups.mjs: the bootstrap hop, the shared modules the host consumes itself, their fallbacks) is merged
//   into one chunk per level of the shared modules' order (`startup-0`: React; `startup-1`: what needs only React;
//   ...). Merging across levels would deadlock: a chunk would wait for a shared module whose own loading waits for
//   that chunk. The remotes' parts (tiers.mjs) are not start-up: they are fetched when a remote asks for them.
// - The other parts (tiers.mjs: the shell's, the union): each into one chunk, `shared-shell` and `shared-union`,
//   instead of one per combination of the provides holding a module (the shell's part came as 11 files of ~0.5 KB).
//   The host's own code consumes only start-up keys, so these chunks wait for nothing but start-up.
// - No twins: for each package it shares, Module Federation gives the host two async blocks holding the same
//   modules (the provide and its own consume's fallback). webpack only moves modules two chunks share into a chunk
//   of their own above 20 KB, so a small package was emitted twice and the runtime asked for both chunk ids. Any
//   size is moved here, for installed and workspace packages.
// Remotes keep webpack's default: their provides and fallbacks are not what runs under a host.
import { kindOf, shareKeyOf, startupGroups, startupLevels } from './startupGroups.mjs';
import { TIERS, tierOfShareKey } from './tiers.mjs';

/** The parts the host provides for remotes besides what start-up runs, in the order a session meets them. */
const REMOTE_PARTS = [...Object.keys(TIERS).filter((tier) => tier !== 'login'), 'union'];

const NAME = 'StartupChunksPlugin';

/**
 * A cache group taking every module of async chunks that `place` gives a place, into the chunk named after it.
 * @param {(chunks: Iterable<import('webpack').Chunk>) => string | number | undefined} place
 * @param {string} prefix
 * @param {number} priority
 */
function placedBy(place, prefix, priority) {
  return {
    chunks: /** @type {const} */ ('async'),
    test: (/** @type {import('webpack').Module} */ module, /** @type {any} */ { chunkGraph }) =>
      place(chunkGraph.getModuleChunksIterable(module)) !== undefined,
    name: (/** @type {unknown} */ _module, /** @type {import('webpack').Chunk[]} */ chunks) =>
      `${prefix}-${place(chunks)}`,
    enforce: true,
    priority,
  };
}

/** Reads the start-up groups' levels before webpack splits chunks; the host's `startup` cache group names by them. */
export class StartupChunksPlugin {
  /** @param {string} [entry] */
  constructor(entry = 'main') {
    this.entry = entry;
    /** @type {Map<import('webpack').ChunkGroup, number>} */
    this.levels = new Map();
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: -100 }, () => {
        this.levels = startupLevels(compilation, startupGroups(compilation, this.entry));
      });
    });
  }

  /**
   * The lowest level among the start-up groups the chunks belong to; undefined when none is loaded at start-up.
   * @param {Iterable<import('webpack').Chunk>} chunks
   * @returns {number | undefined}
   */
  lowestLevel(chunks) {
    let lowest;
    for (const chunk of chunks) {
      for (const group of chunk.groupsIterable) {
        const level = this.levels.get(group);
        if (level !== undefined && (lowest === undefined || level < lowest)) lowest = level;
      }
    }
    return lowest;
  }

  /**
   * The earliest part (REMOTE_PARTS) among the remote-only provides the chunks belong to; undefined when none.
   * @param {Iterable<import('webpack').Chunk>} chunks
   */
  partOf(chunks) {
    let earliest = Infinity;
    for (const chunk of chunks) {
      for (const group of chunk.groupsIterable) {
        if (this.levels.has(group)) continue;
        for (const origin of group.origins) {
          if (kindOf(origin) !== 'ProvideSharedModule') continue;
          const index = REMOTE_PARTS.indexOf(tierOfShareKey(shareKeyOf(origin.module)));
          if (index >= 0) earliest = Math.min(earliest, index);
        }
      }
    }
    return REMOTE_PARTS[earliest];
  }

  /** @returns {import('webpack').Configuration['optimization']} */
  optimization() {
    return {
      splitChunks: {
        cacheGroups: {
          // Every async chunk holding a module start-up loads gives it up, the other parts' included: a remote then
          // reuses what start-up already loaded instead of downloading a second copy. A module goes to the lowest
          // level that needs it: every group above that level loads it too.
          startup: placedBy((chunks) => this.lowestLevel(chunks), 'startup', 10),
          parts: placedBy((chunks) => this.partOf(chunks), 'shared', 5),
          sharedPackages: {
            chunks: 'async',
            test: /[\\/](node_modules|packages)[\\/]/,
            minChunks: 2,
            minSize: 0,
            priority: -5,
            reuseExistingChunk: true,
          },
        },
      },
    };
  }
}
