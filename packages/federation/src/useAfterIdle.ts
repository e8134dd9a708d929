import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * False until the browser has been idle once since the component mounted, or until `now()` is called (the user
 * asked for it first): for work that the page's first drawing should neither wait for nor compete with, such as
 * loading a remote's component that is not shown yet.
 */
export function useAfterIdle(): readonly [ready: boolean, now: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const now = useCallback(() => setReady(true), []);
  return [ready, now] as const;
}
