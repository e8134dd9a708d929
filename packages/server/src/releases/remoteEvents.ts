import { findContainer } from '@erp/deployment';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../admin';
import { remoteCanaries, remoteEventos } from '../db/schema';
import type { AppContext } from '../http/context';
import { errorRate } from './brandRemoteRows';

/** One report of a browser: a container version loaded, or failed to load or render. */
export interface RemoteEvent {
  container: string;
  versao: string;
  tipo: 'carregado' | 'erro';
  mensagem?: string | undefined;
}

interface Tally {
  container: string;
  versao: string;
  carregamentos: number;
  erros: number;
  ultimoErro: string | null;
}

/** Sums a batch per container and version; versions not on disk are dropped (nothing to count them against). */
function tally(ctx: AppContext, eventos: readonly RemoteEvent[]): Tally[] {
  const byKey = new Map<string, Tally>();
  for (const e of eventos) {
    const key = `${e.container}\u0000${e.versao}`;
    const t = byKey.get(key) ?? {
      container: e.container,
      versao: e.versao,
      carregamentos: 0,
      erros: 0,
      ultimoErro: null,
    };
    if (e.tipo === 'carregado') t.carregamentos += 1;
    else {
      t.erros += 1;
      t.ultimoErro = e.mensagem?.slice(0, 500) ?? t.ultimoErro;
    }
    byKey.set(key, t);
  }
  // Checked once per container and version, not per event: each check reads the container's folder.
  return [...byKey.values()].filter(
    (t) => findContainer(t.container) && ctx.deployment.isBuilt(t.container, t.versao),
  );
}

/**
 * Counts a batch of reports for a brand and rolls back an active canary of a reported version whose error rate passed
 * the threshold (over enough reports to judge): its visitors get the brand's version on their next load.
 */
export async function recordRemoteEvents(
  ctx: AppContext,
  brand: { id: number; idConfig: number },
  eventos: readonly RemoteEvent[],
): Promise<void> {
  const brandId = brand.id;
  const { canaryMaxErrorRate, canaryMinLoads } = ctx.config.releases;
  const now = new Date(ctx.clock());
  for (const t of tally(ctx, eventos)) {
    await ctx.db
      .insert(remoteEventos)
      .values({ brandId, ...t, updatedAt: now })
      .onConflictDoUpdate({
        target: [remoteEventos.brandId, remoteEventos.container, remoteEventos.versao],
        set: {
          carregamentos: sql`${remoteEventos.carregamentos} + ${t.carregamentos}`,
          erros: sql`${remoteEventos.erros} + ${t.erros}`,
          ultimoErro: sql`coalesce(${t.ultimoErro}, ${remoteEventos.ultimoErro})`,
          updatedAt: now,
        },
      });
    const canaryKey = and(
      eq(remoteCanaries.brandId, brandId),
      eq(remoteCanaries.container, t.container),
      eq(remoteCanaries.versao, t.versao),
    );
    const [canary] = await ctx.db
      .update(remoteCanaries)
      .set({
        carregamentos: sql`${remoteCanaries.carregamentos} + ${t.carregamentos}`,
        erros: sql`${remoteCanaries.erros} + ${t.erros}`,
      })
      .where(canaryKey)
      .returning();
    if (!canary) continue;
    const taxaErro = errorRate(canary.carregamentos, canary.erros);
    if (canary.carregamentos + canary.erros < canaryMinLoads || taxaErro <= canaryMaxErrorRate) continue;
    await ctx.db.transaction(async (tx) => {
      // Only the request that deletes the row writes the audit: two reports at once roll back once.
      const [gone] = await tx.delete(remoteCanaries).where(canaryKey).returning();
      if (!gone) return;
      await recordAudit(tx, {
        // The audit log names a user; the automatic rollback ends the trial the one who started it.
        usuarioId: gone.iniciadoPor,
        brandId,
        acao: 'canary.rollback-automatico',
        alvo: `remotes/${brand.idConfig}/${findContainer(t.container)?.area}/${t.container}`,
        de: {
          versao: gone.versao,
          percentual: gone.percentual,
          carregamentos: gone.carregamentos,
          erros: gone.erros,
          taxaErro,
        },
        para: null,
      });
    });
  }
}
