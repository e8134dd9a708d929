// @ts-check
// The host's start-up chunks announced in its HTML, so the browser fetches them side by side with `main` instead of
// after it: the federated host's entry only holds the runtime and the `import('./bootstrap')` hop, and the shared
// singletons and the bootstrap code (react-dom, the router, Mantine, the ERP packages) are in `startup-<level>`
// chunks (splitChunks.mjs) that `main` would ask for once it has run. One level less in the request chain of every
// first visit.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { startupGroups } from './startupGroups.mjs';

/**
 * Files of the chunks start-up needs below the entry (startupGroups.mjs), except the entry's own.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entry
 */
export function startupFiles(compilation, entry) {
  const own = new Set(compilation.namedChunkGroups.get(entry)?.chunks ?? []);
  /** @type {Set<string>} */
  const files = new Set();
  for (const group of startupGroups(compilation, entry)) {
    for (const chunk of group.chunks) {
      if (own.has(chunk)) continue;
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    }
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
