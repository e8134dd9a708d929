import { useEffect, useState } from 'react';

/**
 * Calls `onRetry` once `delayMs` has passed (nothing when it is null) and counts the whole seconds left, so the
 * fallback can say when the area will be asked again. The wait is fixed when the fallback mounts: re-renders neither
 * restart nor re-jitter it, and unmounting cancels it.
 */
export function useAutoRetry(delayMs: number | null, onRetry: () => void): number | null {
  const [deadline] = useState(() => (delayMs === null ? null : Date.now() + delayMs));
  const [secondsLeft, setSecondsLeft] = useState(() =>
    delayMs === null ? null : Math.max(1, Math.ceil(delayMs / 1000)),
  );

  useEffect(() => {
    if (deadline === null) return undefined;
    const retry = setTimeout(onRetry, Math.max(0, deadline - Date.now()));
    const tick = setInterval(
      () => setSecondsLeft(Math.max(1, Math.ceil((deadline - Date.now()) / 1000))),
      1000,
    );
    return () => {
      clearTimeout(retry);
      clearInterval(tick);
    };
    // onRetry changes identity on every render of the parent; the first one is the one scheduled.
  }, [deadline]);

  return secondsLeft;
}
