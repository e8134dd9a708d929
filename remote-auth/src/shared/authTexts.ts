/**
 * The auth area's own Portuguese texts, word for word from spec 000 §2 and §8.
 * Generic field messages come from the domain's catalogue instead (see `fieldRules.ts`).
 */
export const AUTH_TEXTS = {
  loginFailedTitle: 'Falha ao entrar no sistema',
  loginFailedDefault: 'Dados inválidos, verifique e-mail/senha e tente novamente.',
  attentionTitle: 'Atenção!',
  recoverySent: 'Instruções para recuperar a senha foram enviadas para o e-mail',
  recoveryNotFound: 'E-mail não encontrado para recuperação de senha!',
  resetDone: 'Sua senha foi alterada com sucesso',
  resetLinkUsed:
    'Não foi possível recuperar a sua senha pois o link de recuperação já foi utilizado. Solicite novamente a recuperação de sua senha.',
  loggingOut: 'Você saiu do sistema. Redirecionando para o login...',
  signingIn: 'Entrando no sistema...',
} as const;

/** Button and link labels of the auth screens (spec 000 §2). */
export const AUTH_LABELS = {
  enter: 'Entrar',
  busy: 'Carregando...',
  forgotPassword: 'ESQUECI MINHA SENHA',
  signUp: 'Cadastre-se',
  recover: 'Recuperar Senha',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  newPassword: 'Nova Senha',
  confirmPassword: 'Confirmar Senha',
  email: 'E-mail',
  password: 'Senha',
} as const;

/** Absolute hash routes the auth area leaves to (the host owns them). */
export const AUTH_ROUTES = {
  login: '/auth/login',
  recovery: '/auth/recuperar-senha',
  signUp: '/auth/cadastrar',
  dashboard: '/pages/dashboard',
  adminDashboard: '/administrador/configuracoes/dashboard',
  unavailable: '/sistema-indisponivel',
} as const;
