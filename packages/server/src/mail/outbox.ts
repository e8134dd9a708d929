import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One outbox message as `GET /dev/outbox` answers it. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

/**
 * Writes `<stamp>.eml` (the real message, for any mail client) and `<stamp>.json` beside it (its fields, so the
 * development endpoint needs no MIME parser). The stamp sorts by time, then by write order.
 */
let sequence = 0;

export function writeToOutbox(dir: string, entry: OutboxEntry, raw: Buffer | string | unknown): void {
  fs.mkdirSync(dir, { recursive: true });
  // The sequence orders messages written within one millisecond (or under a frozen test clock).
  sequence = (sequence + 1) % 1_000_000;
  const stamp = `${entry.date.replace(/[-:.]/g, '')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(
    path.join(dir, `${stamp}.eml`),
    Buffer.isBuffer(raw) || typeof raw === 'string' ? raw : String(raw),
  );
  fs.writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify(entry, null, 2));
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['to', 'subject', 'text', 'html', 'date'].every((key) => typeof v[key] === 'string');
}

/** Every message of the outbox, newest first. */
export function readOutbox(dir: string): OutboxEntry[] {
  if (!fs.existsSync(dir)) return [];
  const entries: Array<{ file: string; entry: OutboxEntry }> = [];
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    try {
      const entry: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (isEntry(entry)) entries.push({ file, entry });
    } catch {
      // A half-written or foreign file is not a message.
    }
  }
  entries.sort((a, b) => b.entry.date.localeCompare(a.entry.date) || b.file.localeCompare(a.file));
  return entries.map(({ entry }) => ({
    to: entry.to,
    subject: entry.subject,
    text: entry.text,
    html: entry.html,
    date: entry.date,
  }));
}
