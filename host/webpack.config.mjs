import { createFederatedConfig } from '@erp/config/webpack';

export default createFederatedConfig({
  name: 'host',
  dir: import.meta.dirname,
  title: 'ERP',
  port: Number(process.env.HOST_PORT) || 8080,
  // The API list is the one address the host knows before it knows anything else (spec 000 §2 start-up).
  define: {
    API_LIST_URL:
      process.env.API_LIST_URL || `http://localhost:${process.env.API_PORT || 3000}/api-list.json`,
  },
});
