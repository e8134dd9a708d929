import type { Transaction } from '../db/database';
import type { AppContext } from '../http/context';
import {
  assertQuotaLeft,
  assertWithinQuota,
  forgetUpload,
  lockBrandFiles,
  recordUpload,
  type UploadRecord,
} from './uploadLedger';

/** A new file to keep, and how it becomes the current one. */
export interface NewUpload extends UploadRecord {
  body: Buffer;
  contentType: string;
  /**
   * Makes the new file the current one (the user's avatar, the brand's logo) inside the transaction, with the row it
   * changes locked, and answers the key of the file it replaced when that one is ours (null otherwise).
   */
  swap(tx: Transaction): Promise<string | null>;
}

/**
 * Stores an uploaded file and swaps it in, so that exactly one file stays in use whatever runs in parallel: the bytes
 * go to storage first (a row never names a missing file), then one transaction, holding the brand's lock, records
 * them, swaps the row, forgets the replaced file and checks the quota on the result (a replacement frees what it
 * replaces); the replaced file is deleted once that has committed. A refused or failed swap deletes the new file
 * again, so nothing is kept.
 */
export async function storeUpload(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  upload: NewUpload,
): Promise<void> {
  const quota = ctx.config.uploads.quotaBytesPerBrand;
  const storage = ctx.storage[upload.area];
  // A brand already at its quota is refused before anything is written.
  await assertQuotaLeft(ctx.db, upload.brandId, quota);
  await storage.put(upload.key, upload.body, {
    contentType: upload.contentType,
    cacheControl: 'public, max-age=86400, immutable',
  });
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      await lockBrandFiles(tx, upload.brandId);
      await recordUpload(tx, upload);
      const previous = await upload.swap(tx);
      if (previous) await forgetUpload(tx, upload.area, previous);
      await assertWithinQuota(tx, upload.brandId, quota);
      return previous;
    });
  } catch (error) {
    // The refusal is the answer; a delete that fails too (storage down) leaves an orphan, never a wrong answer.
    await storage.delete(upload.key).catch(() => undefined);
    throw error;
  }
  // Committed: the new file is in use whatever happens to the old one (an orphan costs bytes, not correctness).
  if (replaced && replaced !== upload.key) await storage.delete(replaced).catch(() => undefined);
}

/** A file that stopped being in use some other way (avatar removed, logo set to an outside URL): gone from both. */
export async function releaseUpload(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  area: UploadRecord['area'],
  key: string,
): Promise<void> {
  await forgetUpload(ctx.db, area, key);
  await ctx.storage[area].delete(key);
}
