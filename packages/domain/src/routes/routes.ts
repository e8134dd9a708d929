/** A hash route as the router sees it: the absolute path after `#`. */
export type HashPath = `/${string}`;

/** Where each area of spec 000 §2 is mounted; the host's route table matches `${MOUNTS.x}/*`. */
export const MOUNTS = {
  auth: '/auth',
  cadastrar: '/cadastrar',
  cadastrarErp: '/cadastrar-erp',
  pages: '/pages',
  administrador: '/administrador',
  planos: '/planos',
  sistemaIndisponivel: '/sistema-indisponivel',
  logout: '/logout',
} as const satisfies Record<string, HashPath>;

const token = (value: string): string => encodeURIComponent(value);

/** Builders of every hash route the code links to (spec 000 §2, spec 001 §2). */
export const routeTo = {
  dashboard: () => `${MOUNTS.pages}/dashboard`,
  adminDashboard: () => `${MOUNTS.administrador}/configuracoes/dashboard`,
  /** Where 'Voltar ao painel' returns from a client view. */
  adminUsuarios: () => `${MOUNTS.administrador}/configuracoes/usuarios`,
  exportarXmlNfe: () => `${MOUNTS.pages}/nfe/exportar-xml-nfe`,
  exportacoes: () => `${MOUNTS.pages}/relatorios/exportacoes`,
  /** `auth/login`, or `auth/login/{user_token}` which signs in with that token. */
  login: (userToken?: string) =>
    userToken === undefined ? `${MOUNTS.auth}/login` : `${MOUNTS.auth}/login/${token(userToken)}`,
  logout: () => `${MOUNTS.auth}/logout`,
  recuperarSenha: () => `${MOUNTS.auth}/recuperar-senha`,
  resetarSenha: (accessToken: string) => `${MOUNTS.auth}/resetar-senha/${token(accessToken)}`,
  /** Where the first-access invitation e-mailed to a new user leads: their first password. */
  primeiroAcesso: (accessToken: string) => `${MOUNTS.auth}/primeiro-acesso/${token(accessToken)}`,
  /** The sign-up inside the auth area (`auth/cadastrar`). */
  cadastrarNoAuth: () => `${MOUNTS.auth}/cadastrar`,
  cadastrar: () => MOUNTS.cadastrar,
  planos: () => MOUNTS.planos,
  sistemaIndisponivel: () => MOUNTS.sistemaIndisponivel,
} as const satisfies Record<string, (...args: never[]) => HashPath>;

/** `#/…`, for `window.location.hash`. */
export function hashOf(path: HashPath): `#${HashPath}` {
  return `#${path}`;
}

/** A full link for outside the app (e-mails, tests): the brand's origin, then the hash route. */
export function linkTo(origin: string, path: HashPath): string {
  return `${origin.replace(/\/+$/, '')}/${hashOf(path)}`;
}

/** After login, product-owner staff and master users land on the admin dashboard; everyone else on the dashboard. */
export function landingRoute(user: { isAvanco?: boolean; master?: boolean } | null | undefined): HashPath {
  return user?.isAvanco || user?.master ? routeTo.adminDashboard() : routeTo.dashboard();
}
