// The texts a user sees when a remote area cannot be shown. The spec words none of them; these are ours.
export const REMOTE_FALLBACK_TEXTS = {
  title: 'Esta área está indisponível no momento',
  body: 'Não foi possível carregar esta parte do sistema. O restante continua funcionando.',
  retry: 'Tentar novamente',
  loading: 'Carregando...',
  retryingIn: (seconds: number): string =>
    `Tentando novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}...`,
  retrying: 'Tentando novamente...',
} as const;
