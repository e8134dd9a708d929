/** What the user reads before a link from another system replaces the session already open in this browser. */
export const REPLACE_SESSION_QUESTION =
  'Este link vai entrar com outra conta e encerrar a sessão aberta neste navegador. Deseja continuar?';

/**
 * Whether a `?token=` of the address may become the session (spec 000 §2 start-up). A link can be crafted by anyone
 * (login CSRF: the victim would keep working inside the attacker's account), so a token never silently replaces a
 * different session already signed in here: the user is asked first. With no session open there is nothing to lose
 * and nothing is asked; the same token again is no change.
 */
export function acceptQueryToken(
  current: string | null,
  incoming: string | null,
  ask: (question: string) => boolean,
): boolean {
  if (!incoming) return false;
  if (!current || current === incoming) return true;
  return ask(REPLACE_SESSION_QUESTION);
}
