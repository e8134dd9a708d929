import { useEffect, useMemo, useRef } from 'react';
import { readListAhead } from './readListAhead';

/**
 * How long the pointer rests on a menu entry before its list's first page is asked for: a pointer swept over a
 * menu group on its way elsewhere (~10-30 ms per entry) asks nothing; one that stops on an entry, which a click
 * follows 100-300 ms later, still has the answer before the page is drawn.
 */
export const READ_AHEAD_INTENT_MS = 60;

/** The handlers of a menu entry leading to `path` that read its list's first page ahead once the user means it. */
export interface ReadAheadHandlers {
  onPointerEnter(): void;
  onPointerLeave(): void;
  onPointerDown(): void;
  onFocus(): void;
}

/**
 * Reads the first page of the list a menu entry leads to when the pointer has rested on it `READ_AHEAD_INTENT_MS`,
 * when it is pressed (a quick click) or focused (the keyboard reaches an entry on purpose). Other pages: nothing.
 */
export function useReadAheadIntent(path: string): ReadAheadHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const readNow = () => {
      cancel();
      readListAhead(path);
    };
    return {
      onPointerEnter: () => {
        cancel();
        timer.current = setTimeout(readNow, READ_AHEAD_INTENT_MS);
      },
      onPointerLeave: cancel,
      onPointerDown: readNow,
      onFocus: readNow,
    };
  }, [path]);
}
