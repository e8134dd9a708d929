import { useCallback, useEffect, useRef, useState } from 'react';

/** What a screen shows of one load: the data once there, the error when it failed, and a way to load again. */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  /** True while a load runs; the previous data, if any, stays in `data` meanwhile. */
  loading: boolean;
  reload(): void;
  /** Shows data the screen already has (a write's answer, a pushed change) without loading again. */
  setData(data: T | ((current: T | undefined) => T)): void;
}

/** When a screen loads, and what it may already have. */
interface LoadOptions<T> {
  /** False: nothing is loaded (`loading` is false) until it turns true, as a closed modal or a missing id. */
  enabled?: boolean;
  /**
   * The data of the first key, when the screen already has it as it mounts (an answer read ahead of the screen): shown
   * in the first render and not loaded again for that key (`reload` and the next key load). Read on mount only.
   */
  initialData?: T;
}

interface Snapshot<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads data for a screen (TanStack Query's `useQuery` shape, without its cache): `fetcher` runs when `key` changes
 * and on `reload`, gets a signal that aborts when the key changes again or the screen goes, and an aborted or
 * superseded answer is never shown. Screens do not write their own AbortController, flags or try/catch.
 */
export function useLoad<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { enabled = true, initialData }: LoadOptions<T> = {},
): LoadState<T> {
  const [state, setState] = useState<Snapshot<T>>(() =>
    initialData === undefined
      ? { data: undefined, error: undefined, loading: enabled }
      : { data: initialData, error: undefined, loading: false },
  );
  // The key whose data came with the screen: its first effect has nothing to load.
  const given = useRef(initialData === undefined ? null : key);
  const [attempt, setAttempt] = useState(0);
  // The latest fetcher, without making every render's new function a reason to load again.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!enabled) {
      setState((current) => (current.loading ? { ...current, loading: false } : current));
      return;
    }
    const alreadyHad = given.current === key;
    given.current = null;
    if (alreadyHad) return;
    const controller = new AbortController();
    // Unchanged when already loading without an error (the first load of a screen as it mounts): the same state,
    // so React does not render the screen a second time for nothing.
    setState((current) =>
      current.loading && current.error === undefined
        ? current
        : { ...current, error: undefined, loading: true },
    );
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[load] failed', key, error);
        setState((current) => ({ ...current, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback<LoadState<T>['setData']>(
    (next) =>
      setState((current) => ({
        ...current,
        data: typeof next === 'function' ? (next as (current: T | undefined) => T)(current.data) : next,
      })),
    [],
  );
  return { ...state, reload, setData };
}
