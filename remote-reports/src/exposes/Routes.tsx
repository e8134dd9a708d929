import { Navigate, Route, Routes } from 'react-router-dom';
import { ExportacoesPage } from '../features/exportacoes/ExportacoesPage';

/** Reports area, mounted by the shell under /pages/relatorios/*. */
export default function ReportsRoutes() {
  return (
    <Routes>
      <Route path="exportacoes" element={<ExportacoesPage />} />
      <Route path="*" element={<Navigate to="exportacoes" replace />} />
    </Routes>
  );
}
