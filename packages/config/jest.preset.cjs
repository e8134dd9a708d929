// One Jest setup for every package: SWC transpiles TypeScript/TSX (type-checking is `typecheck`'s job).
const os = require('node:os');
const path = require('node:path');

// jest.mantineCore.cjs stands in for @mantine/core's index in jsdom tests; it finds the real index under this name.
const MANTINE_CORE_ON_DEMAND = {
  '^@mantine/core$': path.join(__dirname, 'jest.mantineCore.cjs'),
  '^@mantine/core/index$': require.resolve('@mantine/core', { paths: [path.join(__dirname, '../ui')] }),
};

/**
 * @param {{ dom?: boolean, setupFiles?: string[], jspdfFrom?: string }} options `jspdfFrom`: the folder of a package
 *   whose tests load jspdf (its `__dirname`).
 */
function jestConfig(options = {}) {
  return {
    testEnvironment: options.dom ? path.join(__dirname, 'jest.jsdom-env.cjs') : 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only dependencies must be transpiled too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|valibot|@brazilian-utils)[@/+])'],
    moduleNameMapper: {
      '\\.(css|less)$': require.resolve('identity-obj-proxy'),
      ...(options.dom ? MANTINE_CORE_ON_DEMAND : {}),
      // jsdom resolves jspdf to its ES build, which Jest would have to transpile with its dependencies; the CommonJS
      // build is the same library (resolved from the package that depends on it).
      ...(options.jspdfFrom
        ? { '^jspdf$': require.resolve('jspdf/dist/jspdf.node.min.js', { paths: [options.jspdfFrom] }) }
        : {}),
    },
    setupFilesAfterEnv: [
      ...(options.dom ? [path.join(__dirname, 'jest.dom-setup.cjs')] : []),
      ...(options.setupFiles ?? []),
    ],
    clearMocks: true,
    // Jest's default is one worker fewer than the cores: on CI's two cores that is one, and the whole unit stage ran on
    // one core while the other idled. Test runs are the machine's only work there.
    // (In the repository's one-run config, jest.config.cjs at the root, this is set once for the whole run.)
    ...(process.env.ERP_JEST_ONE_RUN ? {} : { maxWorkers: os.availableParallelism() }),
    // Screen tests type with user-event and wait out debounces: 5 s (Jest's default) is too tight for a whole form on a
    // busy two-core machine, and a timeout there says nothing about the behaviour under test.
    ...(options.dom ? { testTimeout: 15_000 } : {}),
  };
}

module.exports = { jestConfig };
