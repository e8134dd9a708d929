import { createAppConfig } from '@erp/config/webpack';

export default createAppConfig(import.meta.dirname, { title: 'ERP - Área principal', defaultPort: 8083 });
