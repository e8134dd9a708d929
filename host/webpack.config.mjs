import { createAppConfig } from '@erp/config/webpack';

export default createAppConfig(import.meta.dirname, { title: 'ERP', defaultPort: 8080 });
