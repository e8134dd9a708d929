// First: this area's Mantine stylesheets come before its components' own CSS.
import '../mantineStyles';
import type { ExposedModuleProps } from '@erp/domain';
import { RelatoriosExportadosModal } from '../features/relatoriosExportados/RelatoriosExportadosModal';

/** The exported reports modal, loaded at runtime by the shell's header (spec 001 §2). */
export default function RelatoriosExportados(props: ExposedModuleProps['reports']['RelatoriosExportados']) {
  return <RelatoriosExportadosModal {...props} />;
}
