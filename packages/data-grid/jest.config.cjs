const { jestConfig } = require('@erp/config/jest');

const config = jestConfig({ dom: true });

module.exports = {
  ...config,
  moduleNameMapper: {
    ...config.moduleNameMapper,
    // jsdom resolves jspdf to its ES build, which Jest would have to transpile with its dependencies; the CommonJS
    // build is the same library.
    '^jspdf$': require.resolve('jspdf/dist/jspdf.node.min.js'),
  },
};
