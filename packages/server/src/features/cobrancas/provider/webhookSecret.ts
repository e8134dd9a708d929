import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The webhook's HMAC key: `BILLING_WEBHOOK_SECRET` when set (a real provider is given the same value); otherwise a
 * random one kept in `DATA_DIR/billing/webhook-secret` (owner-only), so every API process on the same data folder
 * signs and checks with the same key and no fixed, publicly known key ever exists.
 */
export function resolveWebhookSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'billing', 'webhook-secret');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written aside, then linked into place: link() fails if the name exists, so two processes starting together
    // agree on one key, and nobody ever reads a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
