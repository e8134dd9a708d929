import { MESSAGES } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { arquivosEnviados, brands } from '../db/schema';
import { HttpError } from '../http/httpError';

/** The storage areas whose files count against a brand's quota. */
export type UploadArea = 'avatars' | 'brandImages';

/** A file that counts against a brand's quota. */
export interface UploadRecord {
  area: UploadArea;
  key: string;
  brandId: number;
  userId: number;
  bytes: number;
}

type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

const MB = 1024 * 1024;

/** Bytes of the brand's files in use. */
async function usedBytes(db: Executor, brandId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${arquivosEnviados.bytes}), 0)` })
    .from(arquivosEnviados)
    .where(eq(arquivosEnviados.brandId, brandId));
  return Number(row?.total ?? 0);
}

const quotaExceeded = (quota: number) =>
  new HttpError(413, MESSAGES.uploads.quotaExceeded(Math.floor(quota / MB)));

/** 413 when the brand's quota is already used up: refused before anything is written. */
export async function assertQuotaLeft(db: Executor, brandId: number, quota: number): Promise<void> {
  if ((await usedBytes(db, brandId)) >= quota) throw quotaExceeded(quota);
}

/**
 * Locks the brand's row for the rest of the transaction, so parallel uploads of one brand count and swap one after
 * the other and cannot all squeeze under the quota.
 */
export async function lockBrandFiles(tx: Executor, brandId: number): Promise<void> {
  await tx.execute(sql`select ${brands.id} from ${brands} where ${brands.id} = ${brandId} for update`);
}

/** Counts a new file against its brand (inside the transaction that swaps it in). */
export async function recordUpload(tx: Executor, record: UploadRecord): Promise<void> {
  await tx.insert(arquivosEnviados).values({
    area: record.area,
    chave: record.key,
    brandId: record.brandId,
    usuarioId: record.userId,
    bytes: record.bytes,
  });
}

/** 413 (the caller's transaction rolls back) when the brand's files in use, swap included, exceed the quota. */
export async function assertWithinQuota(db: Executor, brandId: number, quota: number): Promise<void> {
  if ((await usedBytes(db, brandId)) > quota) throw quotaExceeded(quota);
}

/** The file no longer counts (it was replaced). */
export async function forgetUpload(tx: Executor, area: UploadArea, key: string): Promise<void> {
  await tx
    .delete(arquivosEnviados)
    .where(and(eq(arquivosEnviados.area, area), eq(arquivosEnviados.chave, key)));
}
