import { createFederatedConfig } from '@erp/config/webpack';

export default createFederatedConfig({
  name: 'host',
  dir: import.meta.dirname,
  title: 'ERP',
  port: Number(process.env.HOST_PORT) || 8080,
});
