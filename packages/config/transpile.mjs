// @ts-check
// How every app build turns TypeScript into JavaScript. Types are stripped, never checked here (`pnpm typecheck`'s
// job, and under a dev server fork-ts-checker's): SWC does it, for the same output as ts-loader's transpileOnly
// (ES2022, the tsconfig's target; JSX to `react/jsx-runtime`) in a fraction of its CPU. Under a dev server SWC also
// writes React Fast Refresh's registrations in each module, which it does only together with React's development
// JSX runtime (`react/jsx-dev-runtime`): that module is bundled by each app, and its `react` is the shared singleton,
// so every element still comes from the page's one React.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param {boolean} tsx
 * @param {boolean} refresh
 */
function swcOptions(tsx, refresh) {
  return {
    // Only these options: no .swcrc of a folder can change a build.
    swcrc: false,
    configFile: false,
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      // swc-loader would otherwise pick the JSX runtime by mode: the development one only where refresh needs it.
      transform: { react: { runtime: 'automatic', development: refresh, refresh } },
    },
  };
}

/**
 * The module rules for `.ts` and `.tsx` files outside node_modules. With SWC, one rule per extension: in a `.ts`
 * file `<T>x` is a type assertion, not JSX.
 * @param {{ refresh: boolean }} options `refresh`: React Fast Refresh (a dev server).
 * @returns {import('webpack').RuleSetRule[]}
 */
export function typeScriptRules({ refresh }) {
  const loader = require.resolve('swc-loader');
  return [
    { test: /\.ts$/, exclude: /node_modules/, use: { loader, options: swcOptions(false, refresh) } },
    { test: /\.tsx$/, exclude: /node_modules/, use: { loader, options: swcOptions(true, refresh) } },
  ];
}
