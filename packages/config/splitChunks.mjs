// @ts-check
// The host's chunks: start-up in one file, few files for the remotes' parts, and no twins.
// - Start-up: the host's own shared modules are eager (tiers.mjs), so React, Mantine's login tier, the ERP packages
//   and the host's code are all in its entry chunk, `main`, as in a monolith. Only what the host merely provides
//   for the remotes, and its own `import()`s (socket.io-client, DOMPurify, the override panel), are async chunks.
// - The other parts (tiers.mjs: the shell's, the union): each into one chunk, `shared-shell` and `shared-union`,
//   instead of one per combination of the provides holding a module (the shell's part came as 11 files of ~0.5 KB).
//   What `main` already holds is not repeated in them.
// - No twins: for each package it shares, Module Federation gives the host two async blocks holding the same
//   modules (the provide and its own consume's fallback). webpack only moves modules two chunks share into a chunk
//   of their own above 20 KB, so a small package was emitted twice and the runtime asked for both chunk ids. Any
//   size is moved here, for installed and workspace packages.
// Remotes keep webpack's default: their provides and fallbacks are not what runs under a host.
import { kindOf, shareKeyOf } from './sharedModules.mjs';
import { TIERS, tierOfShareKey } from './tiers.mjs';

/** The parts the host provides for remotes besides its own, in the order a session meets them. */
const REMOTE_PARTS = [...Object.keys(TIERS).filter((tier) => tier !== 'login'), 'union'];

/**
 * The earliest part (REMOTE_PARTS) among the provides whose chunk groups the chunks belong to; undefined when none.
 * @param {Iterable<import('webpack').Chunk>} chunks
 * @returns {string | undefined}
 */
export function partOf(chunks) {
  let earliest = Infinity;
  for (const chunk of chunks) {
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        if (kindOf(origin) !== 'ProvideSharedModule') continue;
        const index = REMOTE_PARTS.indexOf(tierOfShareKey(shareKeyOf(origin.module)));
        if (index >= 0) earliest = Math.min(earliest, index);
      }
    }
  }
  return REMOTE_PARTS[earliest];
}

/** The host's `optimization.splitChunks`. @returns {import('webpack').Configuration['optimization']} */
export function hostSplitChunks() {
  return {
    splitChunks: {
      cacheGroups: {
        // Every module of a remote part's chunks, into the chunk of the earliest part that holds it.
        parts: {
          chunks: 'async',
          test: (/** @type {import('webpack').Module} */ module, /** @type {any} */ { chunkGraph }) =>
            partOf(chunkGraph.getModuleChunksIterable(module)) !== undefined,
          name: (/** @type {unknown} */ _module, /** @type {import('webpack').Chunk[]} */ chunks) =>
            `shared-${partOf(chunks)}`,
          enforce: true,
          priority: 5,
        },
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
