// @ts-check
// Mantine's ScrollArea imports one hook from @floating-ui/react. That module is tree-shaken as a whole for the
// compilation, so it holds every floating-ui function any chunk uses (the main area's popovers, menus, tooltips),
// and it lands wherever ScrollArea does: on the login route, through the Modal of the login failure dialog. Only
// ScrollArea's import of it is sent to the same hook in shims/useMergeRefs.mjs; every other importer keeps
// floating-ui.
import path from 'node:path';

const SHIM = path.join(import.meta.dirname, 'shims', 'useMergeRefs.mjs');
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

export class ScrollAreaRefsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'ScrollAreaRefsPlugin';
    /** Where ScrollArea resolves its imports from: the shim's own `react` is resolved from there too. */
    let scrollAreaDir = '';
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (data) => {
        const issuer = data.contextInfo.issuer ?? '';
        if (data.request === '@floating-ui/react' && SCROLL_AREA.test(issuer)) {
          scrollAreaDir = path.dirname(issuer);
          data.request = SHIM;
        } else if (issuer === SHIM && data.request === 'react' && scrollAreaDir) {
          // The build's React (the shared one, or the monolith's only copy), not one of its own.
          data.context = scrollAreaDir;
        }
        return undefined;
      });
    });
  }
}
