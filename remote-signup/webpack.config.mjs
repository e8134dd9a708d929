import { createFederatedConfig } from '@erp/config/webpack';

export default createFederatedConfig({
  name: 'signup',
  dir: import.meta.dirname,
  title: 'ERP - Cadastro',
  port: Number(process.env.SIGNUP_PORT) || 8082,
  exposes: { './Routes': './src/exposes/Routes.tsx' },
  // The brand build (signup_acme) is the same code with another look; the container name comes from MF_CONTAINER_NAME.
  define: { SIGNUP_BRAND: process.env.SIGNUP_BRAND },
});
