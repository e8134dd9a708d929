import type { ApiClient } from './apiClient';

/** What a browser reports about a remote it loaded: it loaded, or it failed to load or render. */
export interface RemoteEventReport {
  container: string;
  versao: string;
  tipo: 'carregado' | 'erro';
  /** The error's message (errors only); the server keeps the last one per version. */
  mensagem?: string;
  /** The ticket the registry served this version with: without it the report does not count for a canary. */
  ticket?: string;
}

/** The most reports one call carries (the server refuses more). */
export const MAX_REMOTE_EVENTS_PER_CALL = 50;

/**
 * `POST remotes/eventos` (public): the host's load reports, counted per version for canaries' error rates. `visitante`
 * is the id the registry was asked with: the reports' tickets are bound to it.
 */
export function sendRemoteEvents(
  api: ApiClient,
  idConfig: number,
  visitante: string,
  eventos: readonly RemoteEventReport[],
): Promise<void> {
  return api.send('POST', 'remotes/eventos', { idConfig, visitante, eventos }, { public: true });
}
