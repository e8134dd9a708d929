import { useRef, useState } from 'react';

/** A form's submit action with its busy state. */
export interface BusyAction<A extends unknown[]> {
  /** True while the action runs: the submit button reads 'Carregando...' and is disabled. */
  busy: boolean;
  /** Runs the action unless it is already running; a failure goes to `onError`, never to the caller. */
  run(...args: A): Promise<void>;
}

/**
 * The submit pattern every form repeats: a second submit while one runs is ignored, the form is busy meanwhile,
 * and a failure is reported through `onError` (a dialog, a field message) before the form is usable again.
 */
export function useBusyAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
  onError: (error: unknown) => void,
): BusyAction<A> {
  const [busy, setBusy] = useState(false);
  // The state lags a render behind; a double click lands in the same render, so the guard is a ref.
  const running = useRef(false);
  const run = async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action(...args);
    } catch (error) {
      onError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
