const { jestConfig } = require('@erp/config/jest');

// PGlite's CommonJS build loads its WebAssembly through dynamic import(), which Jest's VM only allows with Node's
// --experimental-vm-modules flag: the `test` script sets it; the shared CJS swc preset is otherwise unchanged.
module.exports = {
  ...jestConfig(),
  testTimeout: 30_000,
};
