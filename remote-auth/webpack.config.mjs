import { createFederatedConfig } from '@erp/config/webpack';

export default createFederatedConfig({
  name: 'auth',
  dir: import.meta.dirname,
  title: 'ERP - Acesso',
  port: Number(process.env.AUTH_PORT) || 8081,
  exposes: { './Routes': './src/exposes/Routes.tsx' },
});
