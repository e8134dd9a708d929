// What `@mantine/core` resolves to in jsdom tests (jest.preset.cjs): its index's exports, each module required on
// first use (jest.onDemandExports.cjs).
const { onDemandExports } = require('./jest.onDemandExports.cjs');

// Mapped to the real index by jest.preset.cjs: '@mantine/core' itself resolves to this file.
module.exports = onDemandExports(require.resolve('@mantine/core/index'), require);
