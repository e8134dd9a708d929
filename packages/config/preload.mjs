// @ts-check
// The host's start-up chunks announced in its HTML, so the browser fetches them side by side with `main` instead of
// after it: the federated host's entry only holds the runtime and the `import('./bootstrap')` hop, and every shared
// singleton (react-dom, the router, Mantine, the ERP packages) is a separate chunk that `main` would ask for once it
// has run. One level less in the request chain of every first visit.
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * A chunk group that start-up needs: the entry's own async children (the `import('./bootstrap')` hop and the shared
 * modules the host provides), and below them only the fallbacks of shared modules they consume. An `import()` of
 * the code itself (socket.io-client on first use, a lazy page) is left for when it runs: announcing it made every
 * first visit download it.
 * @param {import('webpack').ChunkGroup} group
 * @param {boolean} directChild
 */
function neededAtStartup(group, directChild) {
  if (directChild) return true;
  return group.origins.some((origin) => origin.module?.constructor?.name === 'ConsumeSharedModule');
}

/**
 * Files of the chunks start-up needs below the entry (see `neededAtStartup`), except the entry's own.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entry
 */
export function startupFiles(compilation, entry) {
  const group = compilation.namedChunkGroups.get(entry);
  if (!group) return [];
  const own = new Set(group.chunks);
  /** @type {Set<import('webpack').ChunkGroup>} */
  const seen = new Set();
  /** @type {Array<[import('webpack').ChunkGroup, boolean]>} */
  const queue = group.getChildren().map((child) => [child, true]);
  /** @type {Set<string>} */
  const files = new Set();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [current, directChild] = next;
    if (seen.has(current) || !neededAtStartup(current, directChild)) continue;
    seen.add(current);
    for (const chunk of current.chunks) {
      if (own.has(chunk)) continue;
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    }
    for (const child of current.getChildren()) queue.push([child, false]);
  }
  return [...files].sort();
}

export class StartupPreloadPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor(options = {}) {
    this.entry = options.entry ?? 'main';
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const links = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}
