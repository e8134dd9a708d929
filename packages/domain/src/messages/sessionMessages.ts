// Texts about sessions and the tokens that stand for them; the spec words none of them, these are ours.

export const SESSION_MESSAGES = {
  /** Asked before a token from a link (`?token=`, `#/auth/login/{token}`) replaces the session open in this browser. */
  replaceSession:
    'Este link vai entrar com outra conta e encerrar a sessão aberta neste navegador. Deseja continuar?',
  /** Leaving a client view from a session that is not one. */
  notClientView: 'Esta sessão não é uma visão do cliente.',
  /** A user with no branch to work in (none active, none allowed): the branch-scoped routes answer 404. */
  noBranch: 'Nenhuma filial disponível para o seu usuário. Fale com o administrador da sua empresa.',
} as const;

export const DOWNLOAD_MESSAGES = {
  /** A file address whose access_token is not a download link of that file and that user (a session token included). */
  linkInvalid: 'Link de download inválido. Baixe o arquivo novamente pelo sistema.',
  /** A download link older than its few minutes. */
  linkExpired: 'Link de download expirado. Baixe o arquivo novamente pelo sistema.',
} as const;
