import { useCallback, useEffect, useRef, useState } from 'react';

/** A read the screen shows: its data, whether it is loading or failed, and how to read it again. */
export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  reload(): Promise<void>;
  /** Replaces the shown data (after a write answered the new state). */
  setData(data: T): void;
}

/** Reads `load()` now and whenever `key` changes; an answer to an older key never overwrites a newer one. */
export function useLoad<T>(load: () => Promise<T>, key: unknown): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    const request = (latest.current += 1);
    setLoading(true);
    try {
      const value = await loadRef.current();
      if (request !== latest.current) return;
      setData(value);
      setFailed(false);
    } catch (error) {
      if (request !== latest.current) return;
      console.error('[admin] read failed', error);
      setFailed(true);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, key]);

  return { data, loading, failed, reload, setData };
}
