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

/** Why an area could not be loaded (a `RemoteLoadError`'s message: the log, the console and the error's detail). */
export const REMOTE_LOAD_ERROR_TEXTS = {
  unpublished: (area: string): string => `Nenhuma versão publicada para a área "${area}".`,
  down: (area: string): string => `A área "${area}" está fora do ar; nova tentativa em breve.`,
  timeout: (area: string): string => `A área "${area}" não respondeu a tempo.`,
  notExposed: (area: string, module: string): string => `A área "${area}" não expõe "${module}".`,
} as const;
