// @ts-check
// The host's chunks without twins. For each package it shares, Module Federation gives the host two async blocks
// holding the same modules: the provide (what other apps get) and its own consume's fallback. webpack only moves
// modules two chunks share into a chunk of their own above 20 KB, so a small package (the session store, the
// modals, react's own helpers) was emitted twice with the same code, and the runtime asks for both chunk ids at
// start-up: the login route downloaded ~8 KB twice. Any size is moved here, for installed and workspace packages.
// Remotes keep webpack's default: their provides and fallbacks are not what runs under a host.

/** @returns {import('webpack').Configuration['optimization']} */
export function hostSplitChunks() {
  return {
    splitChunks: {
      cacheGroups: {
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
