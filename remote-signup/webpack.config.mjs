import { createAppConfig } from '@erp/config/webpack';

export default createAppConfig(import.meta.dirname, {
  title: 'ERP - Cadastro',
  defaultPort: 8082,
  // The brand build (signup_acme) is the same code with another look; the container name comes from MF_CONTAINER_NAME.
  define: { SIGNUP_BRAND: process.env.SIGNUP_BRAND },
});
