// The one lint setup. Each package's eslint.config.mjs calls erpEslint() with the boundaries it lives under,
// so the rules travel with the package instead of depending on where ESLint is started from.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const deepImports = {
  // Two named second entries are allowed: @erp/config's build-tool entry points (eslint, webpack, jest), and the React
  // half of the test doubles (kept apart so React-free tests never load Mantine and Testing Library).
  group: ['@erp/*/*', '!@erp/config/*', '!@erp/test-doubles/react'],
  message: 'Import a package through its public index (`@erp/x`), never a file inside it.',
};
const appImports = {
  group: ['**/host/**', '**/remote-*/**', 'host', 'remote-*'],
  message: 'Apps never import each other: share code through a package, or load a remote at runtime.',
};
const reactImports = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mantine/*', 'react-router-dom'],
  message: 'This package stays framework-free: no React or Mantine here.',
};
const zustandImports = {
  group: ['zustand', 'zustand/*'],
  message: 'Only @erp/session owns zustand: use its store and hooks.',
};

/**
 * @param {{ react?: boolean, zustand?: boolean, node?: boolean }} [boundaries]
 *   react: may import React/Mantine (default true); zustand: may import zustand (only @erp/session).
 */
export function erpEslint(boundaries = {}) {
  const { react = true, zustand = false } = boundaries;
  const patterns = [deepImports, appImports];
  if (!react) patterns.push(reactImports);
  if (!zustand) patterns.push(zustandImports);
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'node_modules/**',
        'coverage/**',
        '**/*.cjs',
        'test-results/**',
        'playwright-report/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,mts,mjs}'],
      languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        eqeqeq: ['error', 'smart'],
      },
    },
    {
      // Build-tool files are plain JavaScript run by Node.
      files: ['**/*.mjs'],
      languageOptions: {
        globals: {
          process: 'readonly',
          console: 'readonly',
          URL: 'readonly',
          setTimeout: 'readonly',
          clearTimeout: 'readonly',
        },
      },
    },
    {
      files: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [appImports, ...(react ? [] : [reactImports])] }],
      },
    },
  );
}
