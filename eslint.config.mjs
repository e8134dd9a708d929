// `pnpm lint`: ESLint once over the workspace. Each package keeps its own rules in its eslint.config.mjs (which
// boundaries it lives under); here every package's config applies from the package's folder (`basePath`), so one
// process loads the parser and plugins once instead of twenty-two times. `pnpm --filter <pkg> lint` still lints one.
import { workspaceDirs } from './packages/config/workspaceDirs.cjs';

const packageDirs = workspaceDirs(import.meta.dirname, 'eslint.config.mjs');

const perPackage = await Promise.all(
  packageDirs.map(async (dir) => {
    const { default: configs } = await import(`./${dir}/eslint.config.mjs`);
    // typescript-eslint finds a package's root from where its config was called, which here is this file for all.
    const root = {
      languageOptions: { parserOptions: { tsconfigRootDir: new URL(`./${dir}`, import.meta.url).pathname } },
    };
    return [...configs, root].map((config) => ({ ...config, basePath: dir }));
  }),
);

export default [{ ignores: ['**/node_modules/**', '**/dist/**', '.data*/**'] }, ...perPackage.flat()];
