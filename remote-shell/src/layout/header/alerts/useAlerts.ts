import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertaListSchema, getApi, parseAlerta } from '@erp/api-client';
import type { Alerta } from '@erp/domain';
import { showApiError } from '@erp/ui';

/** The header's alerts: the list, its unread count and what the dropdown does with them. */
export interface AlertsState {
  alertas: Alerta[];
  naoLidos: number;
  /** Marks every unread alert as read (opening the dropdown). */
  markAllRead(): void;
  /** Deletes an alert, then reloads the list (spec 001 §4). */
  remove(alerta: Alerta): Promise<void>;
}

const loadList = async (): Promise<Alerta[]> => getApi().get('Alertas/obter', AlertaListSchema);

/**
 * Loads the alerts at start and follows the socket's `alerta`: a pushed alert with an id is prepended, anything
 * else means "the list changed" and reloads it (spec 001 §4).
 */
export function useAlerts(): AlertsState {
  const [alertas, setAlertas] = useState<Alerta[]>([]);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    try {
      const list = await loadList();
      if (mounted.current) setAlertas(list);
    } catch (error) {
      // A header that cannot read alerts still works; the list stays as it was.
      console.error('[shell] Alertas/obter failed', error);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    const stops: Array<() => void> = [];
    try {
      const socket = getApi().socket();
      stops.push(
        socket.on('alerta', (payload) => {
          const pushed = parseAlerta(payload);
          if (pushed) setAlertas((list) => [pushed, ...list.filter((a) => a.id !== pushed.id)]);
          else void reload();
        }),
        // Pushes only reach an authenticated socket: whatever was sent before it (re)authenticated — between the
        // first load and the handshake, or while the connection was down — is read again from the list.
        socket.on('authenticated', () => void reload()),
      );
    } catch (error) {
      console.error('[shell] realtime alerts unavailable', error);
    }
    return () => {
      mounted.current = false;
      for (const stop of stops) stop();
    };
  }, [reload]);

  const markAllRead = useCallback(() => {
    const unread = alertas.filter((a) => !a.lido);
    if (unread.length === 0) return;
    setAlertas((list) => list.map((a) => (a.lido ? a : { ...a, lido: true })));
    for (const alerta of unread) {
      (async () => getApi().send('PUT', `Alertas/${alerta.id}`, { lido: true }))().catch((error: unknown) =>
        console.error('[shell] marking alert as read failed', error),
      );
    }
  }, [alertas]);

  const remove = useCallback(
    async (alerta: Alerta) => {
      try {
        await getApi().delete(`Alertas/${alerta.id}`);
      } catch (error) {
        showApiError(error);
      }
      await reload();
    },
    [reload],
  );

  return { alertas, naoLidos: alertas.filter((a) => !a.lido).length, markAllRead, remove };
}
