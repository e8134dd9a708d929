/** Hash routes the areas send users to (spec 000 §2, 001 §2). */
export const ROUTES = {
  dashboard: 'pages/dashboard',
  adminDashboard: 'administrador/configuracoes/dashboard',
  accountantHome: 'pages/nfe/exportar-xml-nfe',
  login: 'auth/login',
  logout: 'auth/logout',
  recoverPassword: 'auth/recuperar-senha',
  resetPassword: 'auth/resetar-senha',
  signup: 'cadastrar',
  plans: 'planos',
  unavailable: 'sistema-indisponivel',
  exportedReports: 'pages/relatorios/exportacoes',
} as const;

/** After login, product-owner staff and master users land on the admin dashboard; everyone else on the dashboard. */
export function landingRoute(user: { isAvanco?: boolean; master?: boolean } | null | undefined): string {
  return user?.isAvanco || user?.master ? ROUTES.adminDashboard : ROUTES.dashboard;
}
