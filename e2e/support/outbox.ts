import { hashOf } from '@erp/domain';
import { escapeRegExp, routeTo } from './routes';
import { API_ORIGIN } from './ports';

// A reset link as the server e-mails it: any origin, then the reset route and its token.
const RESET_LINK = new RegExp(`https?://\\S+${escapeRegExp(hashOf(routeTo.resetarSenha('')))}[A-Za-z0-9_-]+`);

/** One message of the development outbox (CONTRACT "E-mail"). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export async function outbox(): Promise<OutboxMessage[]> {
  const res = await fetch(`${API_ORIGIN}/dev/outbox`);
  if (!res.ok) throw new Error(`/dev/outbox answered ${res.status}`);
  return (await res.json()) as OutboxMessage[];
}

/** Waits for the newest message to `to` that arrived after `since`, and returns its reset link. */
export async function waitForResetLink(to: string, since: Date, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = (await outbox()).find(
      (m) => m.to.includes(to) && new Date(m.date).getTime() >= since.getTime() - 1000,
    );
    const link = message?.text.match(RESET_LINK)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset e-mail to ${to}`);
}
