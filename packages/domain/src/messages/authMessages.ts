// Texts of spec 000 (sign-in, recovery, reset, sign-up), copied character for character.

export const LOGIN_MESSAGES = {
  submit: 'Entrar',
  loading: 'Carregando...',
  forgotPassword: 'ESQUECI MINHA SENHA',
  signUp: 'Cadastre-se',
  failureTitle: 'Falha ao entrar no sistema',
  invalidCredentials: 'Dados inválidos, verifique e-mail/senha e tente novamente.',
  /** The spec's other reading of the 401 default text. */
  invalidCredentialsAlt: 'favor verificar usuário ou senha.',
} as const;

export const RECOVERY_MESSAGES = {
  submit: 'Recuperar Senha',
  cancel: 'Cancelar',
  required: 'Campo obrigatório!',
  invalidEmail: 'E-mail inválido.',
  notFound: 'E-mail não encontrado para recuperação de senha!',
  sent: 'Instruções para recuperar a senha foram enviadas para o e-mail',
} as const;

/**
 * Labels of the auth screens that the spec does not word (spec 000 leaves these labels and the logout message
 * "not shown"): our wording, kept here so every screen uses the same.
 */
export const AUTH_FIELD_MESSAGES = {
  email: 'E-mail',
  password: 'Senha',
  togglePassword: 'Mostrar ou ocultar a senha',
  loggingOut: 'Você saiu do sistema. Redirecionando para o login...',
  signingIn: 'Entrando no sistema...',
} as const;

export const RESET_MESSAGES = {
  newPassword: 'Nova Senha',
  confirmPassword: 'Confirmar Senha',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  linkUsedTitle: 'Atenção!',
  linkUsed:
    'Não foi possível recuperar a sua senha pois o link de recuperação já foi utilizado. Solicite novamente a recuperação de sua senha.',
  success: 'Sua senha foi alterada com sucesso',
  // The API's answers for the other refused links (spec 000 §8 words only the used one).
  linkExpired: 'O link de recuperação de senha expirou. Solicite novamente a recuperação de sua senha.',
  linkUnknown: 'Link de recuperação de senha inválido. Solicite novamente a recuperação de sua senha.',
  mismatch: 'A confirmação de senha não confere com a nova senha.',
} as const;
