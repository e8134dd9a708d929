import type { UserInfo } from '@erp/domain';
import { HEADER_ROUTES } from './headerTexts';

/** The administrative panel: the user's mode or any route under /administrador (spec 001 §1–2). */
export function isAdminPanel(user: Pick<UserInfo, 'painelAdministrativo'> | null, pathname: string): boolean {
  return (
    Boolean(user?.painelAdministrativo) ||
    pathname === HEADER_ROUTES.adminArea ||
    pathname.startsWith(`${HEADER_ROUTES.adminArea}/`)
  );
}
