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
