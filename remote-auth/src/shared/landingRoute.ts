import { AUTH_ROUTES } from './authTexts';

/** Where a freshly signed-in user lands: product-owner staff and master users go to the administration area. */
export function landingRoute(user: { isAvanco: boolean; master: boolean }): string {
  return user.isAvanco || user.master ? AUTH_ROUTES.adminDashboard : AUTH_ROUTES.dashboard;
}
