const { jestConfig } = require('@erp/config/jest');

// jsdom for the React half (`src/react`); the environment also carries Node's fetch, so the fake API's tests run the same.
module.exports = jestConfig({ dom: true });
