import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { routeTo } from '@erp/domain';
import { useSession } from '@erp/session';

/** Accountants work on fiscal exports: their home is the XML export, not the dashboard (spec 001 §2). */
export function AccountantHome({ children }: { children: ReactNode }) {
  const isContador = useSession((s) => s.user?.isContador ?? false);
  if (isContador) return <Navigate to={routeTo.exportarXmlNfe()} replace />;
  return <>{children}</>;
}
