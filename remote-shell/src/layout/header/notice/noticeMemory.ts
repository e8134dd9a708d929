import { NOTICE_VERSION } from '@erp/domain';
import { STORAGE_PREFIX } from '@erp/session';

// Kept outside the expiring cache on purpose: a logout clears the cache, and a notice already read must not
// come back at the next sign-in.
const keyOf = (noticeId: string): string => `${STORAGE_PREFIX}novidades:${noticeId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this notice was already finished on this browser under the current version flag. */
export function hasSeenNotice(noticeId: string): boolean {
  try {
    return storage()?.getItem(keyOf(noticeId)) === NOTICE_VERSION;
  } catch {
    return false;
  }
}

/** Remembers the notice under the version flag, so it is shown once. */
export function rememberNotice(noticeId: string): void {
  try {
    storage()?.setItem(keyOf(noticeId), NOTICE_VERSION);
  } catch {
    // A full or disabled storage only means the notice may show again.
  }
}
