// The monolith yardstick: the host and every remote compiled as ONE webpack app from the same sources, through the
// same factory (loaders, minifier, CSS extraction, compression), without Module Federation. The host's own start-up
// module is the entry (no async boundary is needed without shared-module negotiation), and the federation runtime
// is answered by static imports of the remotes' exposed modules (src/federationRuntime.ts), each its own lazy chunk
// as a route-split monolith would have it.
import { createMonolithConfig } from '@erp/config/webpack';

export default createMonolithConfig({
  name: 'monolith',
  dir: import.meta.dirname,
  title: 'ERP',
  port: Number(process.env.MONOLITH_PORT) || 9090,
  entry: '../../host/src/bootstrap.tsx',
  alias: {
    '@module-federation/enhanced/runtime$': `${import.meta.dirname}/src/federationRuntime.ts`,
  },
});
