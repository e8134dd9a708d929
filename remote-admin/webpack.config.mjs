import { createFederatedConfig } from '@erp/config/webpack';

export default createFederatedConfig({
  name: 'admin',
  dir: import.meta.dirname,
  title: 'ERP - Administração',
  port: Number(process.env.ADMIN_PORT) || 8085,
  exposes: { './Routes': './src/exposes/Routes.tsx' },
});
