import { localCache } from '@erp/session';

/** Ctrl+F5 is the user's way to say "forget what you cached" (spec 000 §2); the browser then reloads by itself. */
export function clearCacheOnHardReload(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('keydown', (event: KeyboardEvent) => {
    if (event.ctrlKey && event.key === 'F5') localCache.clear();
  });
}
