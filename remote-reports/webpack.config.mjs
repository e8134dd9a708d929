import { createFederatedConfig } from '@erp/config/webpack';

export default createFederatedConfig({
  name: 'reports',
  dir: import.meta.dirname,
  title: 'ERP - Relatórios',
  port: Number(process.env.REPORTS_PORT) || 8084,
  exposes: {
    './Routes': './src/exposes/Routes.tsx',
    // The exported reports modal, opened from the shell's header (contract: ExposedModuleProps['reports']).
    './RelatoriosExportados': './src/exposes/RelatoriosExportados.tsx',
  },
});
