const { jestConfig } = require('@erp/config/jest');

module.exports = jestConfig();
