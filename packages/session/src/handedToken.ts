import { MESSAGES } from '@erp/domain';

/**
 * Whether a session token handed over by a link (`?token=` at start-up, the route `#/auth/login/{token}`) may become
 * this browser's session. Anyone can craft such a link (login CSRF: the victim would keep working inside the
 * attacker's account), so it never silently replaces a different session already signed in here: the user is asked
 * first (`MESSAGES.session.replaceSession`). With no session open there is nothing to lose and nothing is asked; the
 * same token again is no change.
 */
export function acceptHandedToken(
  current: string | null,
  incoming: string | null,
  ask: (question: string) => boolean,
): boolean {
  if (!incoming) return false;
  if (!current || current === incoming) return true;
  return ask(MESSAGES.session.replaceSession);
}
