// First: the modal's Mantine stylesheets (the shell loads it on every page: not the whole area's).
import '../features/relatoriosExportados/mantineStyles';
import type { ExposedModuleProps } from '@erp/domain';
import { RelatoriosExportadosModal } from '../features/relatoriosExportados/RelatoriosExportadosModal';

/** The exported reports modal, loaded at runtime by the shell's header (spec 001 §2). */
export default function RelatoriosExportados(props: ExposedModuleProps['reports']['RelatoriosExportados']) {
  return <RelatoriosExportadosModal {...props} />;
}
