import { useCallback, useEffect, useRef, useState } from 'react';

/** What a screen shows of one load: the data once there, the error when it failed, and a way to load again. */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/**
 * Loads data for a screen (TanStack Query's `useQuery` shape, without its cache): `fetcher` runs when `key` changes
 * and on `reload`, gets a signal that aborts when the key changes again or the screen goes, and an aborted or
 * superseded answer is never shown. Screens do not write their own AbortController, flags or try/catch.
 */
export function useLoad<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  // The latest fetcher, without making every render's new function a reason to load again.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, error: undefined, loading: true }));
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
