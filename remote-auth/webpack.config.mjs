import { createAppConfig } from '@erp/config/webpack';

export default createAppConfig(import.meta.dirname, { title: 'ERP - Acesso', defaultPort: 8081 });
