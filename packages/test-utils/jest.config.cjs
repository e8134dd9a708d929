const path = require('node:path');
const { jestConfig } = require('@erp/config/jest');

module.exports = jestConfig({ dom: true, setupFiles: [path.join(__dirname, 'jest.setup.cjs')] });
