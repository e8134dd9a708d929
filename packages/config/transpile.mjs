// @ts-check
// How every app build turns TypeScript into JavaScript. Types are stripped, never checked here (`pnpm typecheck`'s
// job, and under a dev server fork-ts-checker's): SWC does it for every build but a dev server's, for the same output
// as ts-loader's transpileOnly (ES2022, the tsconfig's target; JSX to `react/jsx-runtime`) in a fraction of its CPU.
// A dev server keeps ts-loader: React Fast Refresh needs registrations in each module, and SWC writes them only
// together with React's development JSX runtime (`react/jsx-dev-runtime`), which is not one of the shared singletons.
import { createRequire } from 'node:module';
import ReactRefreshTypeScript from 'react-refresh-typescript';

const require = createRequire(import.meta.url);

/** @param {boolean} tsx */
function swcOptions(tsx) {
  return {
    // Only these options: no .swcrc of a folder can change a build.
    swcrc: false,
    configFile: false,
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      // `development: false` in development builds too: swc-loader would otherwise pick the JSX runtime by mode.
      transform: { react: { runtime: 'automatic', development: false } },
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
  if (refresh)
    return [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('ts-loader'),
          options: {
            transpileOnly: true,
            onlyCompileBundledFiles: true,
            getCustomTransformers: () => ({ before: [ReactRefreshTypeScript()] }),
          },
        },
      },
    ];
  const loader = require.resolve('swc-loader');
  return [
    { test: /\.ts$/, exclude: /node_modules/, use: { loader, options: swcOptions(false) } },
    { test: /\.tsx$/, exclude: /node_modules/, use: { loader, options: swcOptions(true) } },
  ];
}
