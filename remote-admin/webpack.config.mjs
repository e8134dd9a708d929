import { createAppConfig } from '@erp/config/webpack';

export default createAppConfig(import.meta.dirname, { title: 'ERP - Administração', defaultPort: 8085 });
