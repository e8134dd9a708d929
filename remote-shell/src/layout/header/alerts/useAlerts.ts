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

/** `list` with `pushed` on top (newest push first), each alert once. */
function withPushes(list: Alerta[], pushed: Alerta[]): Alerta[] {
  const ids = new Set(pushed.map((alerta) => alerta.id));
  return [...[...pushed].reverse(), ...list.filter((alerta) => !ids.has(alerta.id))];
}

/**
 * Loads the alerts at start and follows the socket's `alerta`: a pushed alert with an id is prepended, anything
 * else means "the list changed" and reloads it (spec 001 §4).
 */
export function useAlerts(): AlertsState {
  const [alertas, setAlertas] = useState<Alerta[]>([]);
  const mounted = useRef(true);
  // A list read from the server is a snapshot of the moment it was read: an answer that arrives after a newer
  // reload started is dropped, and alerts pushed while a reload is in flight are kept on top of its answer (the
  // push can overtake the read: the server sends it the moment the row is written).
  const latestReload = useRef(0);
  const pushedDuringReload = useRef<Alerta[]>([]);

  const reload = useCallback(async () => {
    const attempt = ++latestReload.current;
    pushedDuringReload.current = [];
    try {
      const list = await loadList();
      if (!mounted.current || attempt !== latestReload.current) return;
      setAlertas(withPushes(list, pushedDuringReload.current));
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
          if (!pushed) return void reload();
          pushedDuringReload.current.push(pushed);
          setAlertas((list) => withPushes(list, [pushed]));
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
