import { ROUTES } from '@erp/domain';

/**
 * Texts of the auth area that neither spec words (spec 000 leaves these screens' labels and the logout
 * message "not shown"); every worded text comes from the domain's MESSAGES.
 */
export const AUTH_TEXTS = {
  email: 'E-mail',
  password: 'Senha',
  togglePassword: 'Mostrar ou ocultar a senha',
  loggingOut: 'Você saiu do sistema. Redirecionando para o login...',
  signingIn: 'Entrando no sistema...',
} as const;

// The domain's routes are relative hash paths; from inside the /auth mount they must be absolute.
const absolute = (route: string): string => `/${route}`;

/** Absolute hash routes the auth area sends users to. */
export const AUTH_ROUTES = {
  login: absolute(ROUTES.login),
  recovery: absolute(ROUTES.recoverPassword),
  signUp: absolute(`auth/${ROUTES.signup}`),
  dashboard: absolute(ROUTES.dashboard),
  unavailable: absolute(ROUTES.unavailable),
} as const;
