import { createAppConfig } from '@erp/config/webpack';

export default createAppConfig(import.meta.dirname, {
  title: 'ERP - Relatórios',
  defaultPort: 8084,
  // The exported reports modal, opened from the shell's header (contract: ExposedModuleProps['reports']).
  exposes: { './RelatoriosExportados': './src/exposes/RelatoriosExportados.tsx' },
});
