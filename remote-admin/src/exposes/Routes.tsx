import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from '../features/dashboard/AdminDashboardPage';

/** Administration area, mounted by the shell under /administrador/configuracoes/*. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<AdminDashboardPage />} />
      <Route path="*" element={<Navigate to="dashboard" replace />} />
    </Routes>
  );
}
