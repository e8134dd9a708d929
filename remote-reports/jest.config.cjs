const { jestConfig } = require('@erp/config/jest');

module.exports = jestConfig({ dom: true, jspdfFrom: __dirname });
