import { createFederatedConfig } from '@erp/config/webpack';

export default createFederatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  title: 'ERP - Área principal',
  port: Number(process.env.SHELL_PORT) || 8083,
  exposes: { './Routes': './src/exposes/Routes.tsx' },
});
