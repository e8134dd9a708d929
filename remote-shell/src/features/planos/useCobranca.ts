import { useCallback, useEffect, useRef } from 'react';
import { CobrancaListSchema, getApi } from '@erp/api-client';
import type { Cobranca } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { useLoad } from '@erp/ui';

/** While a charge waits for its payment, it is read again this often in case the socket missed the news. */
export const CHARGE_POLL_MS = 10_000;

const waitsForPayment = (charge: Cobranca | null): boolean =>
  charge?.status === 'aberta' || charge?.status === 'vencida';

/** The user info is cached for an hour: read it again so the branch's block and banner follow the payment. */
async function refreshUser(): Promise<void> {
  const api = getApi();
  api.invalidateCache('Usuarios/getUserInfo');
  sessionStore.getState().setUser(await api.getUserInfo());
}

/**
 * The selected branch's latest charge (`GET Cobrancas`, newest first), kept current: the socket's `cobranca` event
 * (sent when one of the company's charges is paid) and, while it waits for payment, a read every 10 s. When it turns
 * paid the user info is read again, which lifts the blocked state without a new login.
 */
export function useCobranca(filialId: number | null): {
  cobranca: Cobranca | null;
  /** Shows a charge the page has just issued, and reads the branch's list again. */
  issued(charge: Cobranca): void;
} {
  // No charge card is better than an error over the plans: a failed read shows nothing, and the plans still work.
  const charges = useLoad(
    `cobrancas:${filialId}`,
    (signal) => getApi().get('Cobrancas', CobrancaListSchema, { query: { filialId }, signal }),
    { enabled: filialId !== null },
  );
  const { reload, setData } = charges;
  const cobranca = charges.data?.[0] ?? null;

  const open = waitsForPayment(cobranca);
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(reload, CHARGE_POLL_MS);
    let stop = () => {};
    try {
      stop = getApi()
        .socket()
        .on('cobranca', (payload) => {
          // The event goes to the whole company: another branch's payment is not this page's news.
          const other = (payload as { filialId?: unknown } | null)?.filialId;
          if (typeof other === 'number' && other !== filialId) return;
          reload();
        });
    } catch (error) {
      console.error('[shell] realtime charges unavailable', error);
    }
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [open, filialId, reload]);

  // A charge seen waiting and then paid: the branch was just unblocked.
  const waiting = useRef<string | null>(null);
  useEffect(() => {
    if (!cobranca) return;
    if (waitsForPayment(cobranca)) waiting.current = cobranca.id;
    else if (cobranca.status === 'paga' && waiting.current === cobranca.id) {
      waiting.current = null;
      refreshUser().catch((error: unknown) => console.error('[shell] getUserInfo failed', error));
    }
  }, [cobranca]);

  const issued = useCallback(
    (charge: Cobranca) => {
      setData([charge]);
      reload();
    },
    [setData, reload],
  );
  return { cobranca, issued };
}
