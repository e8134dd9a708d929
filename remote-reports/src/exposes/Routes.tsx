// First: this area's Mantine stylesheets come before its components' own CSS.
import '../mantineStyles';
import { Navigate, Route, Routes } from 'react-router-dom';
import { REPORT_KINDS } from '@erp/domain';
import { PtBrDates } from '../dates/PtBrDates';
import { ExportacoesPage } from '../features/exportacoes/ExportacoesPage';
import { EstoquePage } from '../features/relatorios/EstoquePage';
import { ReportPage } from '../features/relatorios/ReportPage';

/** Reports area, mounted by the shell under /pages/relatorios/*. */
export default function ReportsRoutes() {
  return (
    <PtBrDates>
      <Routes>
        <Route path="exportacoes" element={<ExportacoesPage />} />
        <Route path="estoque/*" element={<EstoquePage />} />
        <Route path="pessoas" element={<ReportPage kind={REPORT_KINDS.pessoas} />} />
        <Route path="vendas" element={<ReportPage kind={REPORT_KINDS.vendas} />} />
        <Route path="financeiro" element={<ReportPage kind={REPORT_KINDS.financeiro} />} />
        <Route path="*" element={<Navigate to="exportacoes" replace />} />
      </Routes>
    </PtBrDates>
  );
}
