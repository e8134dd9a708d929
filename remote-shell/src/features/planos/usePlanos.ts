import { useCallback, useEffect, useState } from 'react';
import { getApi, isApiError, PlanoListSchema, type Plano } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';

/** Where the plans list stands. */
export type PlanosState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; planos: Plano[] };

/** The brand's plans (`GET Planos?filter=`), cheapest first. */
export function usePlanos(idConfig: number | null): PlanosState & { reload(): void } {
  const [state, setState] = useState<PlanosState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (idConfig === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getApi()
      .get('Planos', PlanoListSchema, {
        query: { filter: { where: { configWhiteLabel: idConfig } } },
        signal: controller.signal,
      })
      .then((planos) =>
        setState({ status: 'ready', planos: [...planos].sort((a, b) => a.valorMensal - b.valorMensal) }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: isApiError(error) ? error.message : MESSAGES.errors.generic });
      });
    return () => controller.abort();
  }, [idConfig, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
