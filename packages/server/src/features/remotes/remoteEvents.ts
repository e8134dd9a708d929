import { findContainer } from '@erp/deployment';
import { and, count, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../admin';
import { remoteCanaries, remoteCanaryVisitantes, remoteEventos } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { errorRate } from './brandRemoteRows';
import { networkDigest } from './reportingAddress';
import { loadReleaseCatalog } from '../../releases/releaseCatalog';
import { ticketProves } from './visitorTickets';

/** One report of a browser: a container version loaded, or failed to load or render, with the registry's ticket. */
export interface RemoteEvent {
  container: string;
  versao: string;
  tipo: 'carregado' | 'erro';
  mensagem?: string | undefined;
  ticket?: string | undefined;
}

/** Who sent a batch: the visitor id its tickets were issued to, and the address it came from. */
export interface Reporter {
  visitante: string | null;
  ip: string;
}

interface Proven {
  container: string;
  versao: string;
  carregou: boolean;
  falhou: boolean;
  ultimoErro: string | null;
}

/**
 * The reports of a batch that prove themselves, one per container version: the container exists, the version is
 * published, and the ticket says the registry served that version to this visitor. Everything else is dropped before
 * anything is counted or stored (a made-up version costs nothing).
 */
async function provenReports(
  ctx: AppContext,
  brandId: number,
  visitante: string | null,
  eventos: readonly RemoteEvent[],
): Promise<Proven[]> {
  if (!visitante) return [];
  const catalog = await loadReleaseCatalog(ctx.db);
  const byVersion = new Map<string, Proven>();
  for (const e of eventos) {
    if (!e.ticket || !findContainer(e.container) || !catalog.isPublished(e.container, e.versao)) continue;
    const served = { brandId, container: e.container, versao: e.versao, visitante };
    if (!(await ticketProves(ctx.signer, served, e.ticket))) continue;
    const key = `${e.container}\u0000${e.versao}`;
    const p = byVersion.get(key) ?? {
      container: e.container,
      versao: e.versao,
      carregou: false,
      falhou: false,
      ultimoErro: null,
    };
    if (e.tipo === 'carregado') p.carregou = true;
    else {
      p.falhou = true;
      p.ultimoErro = e.mensagem?.slice(0, 500) ?? p.ultimoErro;
    }
    byVersion.set(key, p);
  }
  return [...byVersion.values()];
}

/**
 * Counts a visitor for the brand's canary of this version, once however often it reports, and at most
 * `canaryVisitorsPerAddress` visitors per network: visitor ids cost nothing to make, addresses do. Then judges the
 * canary on its distinct visitors and rolls it back past the threshold (its visitors get the brand's version on their
 * next load).
 */
async function countCanaryVisitor(
  ctx: AppContext,
  brand: { id: number; idConfig: number },
  visitante: string,
  enderecoHash: string,
  p: Proven,
): Promise<void> {
  const brandId = brand.id;
  const canaryKey = and(
    eq(remoteCanaries.brandId, brandId),
    eq(remoteCanaries.container, p.container),
    eq(remoteCanaries.versao, p.versao),
  );
  const [canary] = await ctx.db.select().from(remoteCanaries).where(canaryKey).limit(1);
  if (!canary) return;
  const ofCanary = and(
    eq(remoteCanaryVisitantes.brandId, brandId),
    eq(remoteCanaryVisitantes.container, p.container),
    eq(remoteCanaryVisitantes.versao, p.versao),
  );
  const [known] = await ctx.db
    .select({ visitante: remoteCanaryVisitantes.visitante })
    .from(remoteCanaryVisitantes)
    .where(and(ofCanary, eq(remoteCanaryVisitantes.visitante, visitante)))
    .limit(1);
  if (!known) {
    const [fromHere] = await ctx.db
      .select({ n: count() })
      .from(remoteCanaryVisitantes)
      .where(and(ofCanary, eq(remoteCanaryVisitantes.enderecoHash, enderecoHash)));
    if ((fromHere?.n ?? 0) >= ctx.config.releases.canaryVisitorsPerAddress) return;
  }
  await ctx.db
    .insert(remoteCanaryVisitantes)
    .values({
      brandId,
      container: p.container,
      versao: p.versao,
      visitante,
      enderecoHash,
      carregou: p.carregou,
      falhou: p.falhou,
    })
    .onConflictDoUpdate({
      target: [
        remoteCanaryVisitantes.brandId,
        remoteCanaryVisitantes.container,
        remoteCanaryVisitantes.versao,
        remoteCanaryVisitantes.visitante,
      ],
      set: {
        carregou: sql`${remoteCanaryVisitantes.carregou} or ${p.carregou}`,
        falhou: sql`${remoteCanaryVisitantes.falhou} or ${p.falhou}`,
      },
    });
  // A visitor who saw the version fail counts as an error, however many times it also loaded.
  const [tally] = await ctx.db
    .select({
      erros: sql<number>`count(*) filter (where ${remoteCanaryVisitantes.falhou})`.mapWith(Number),
      carregamentos: sql<number>`count(*) filter (where not ${remoteCanaryVisitantes.falhou})`.mapWith(
        Number,
      ),
    })
    .from(remoteCanaryVisitantes)
    .where(ofCanary);
  const { carregamentos = 0, erros = 0 } = tally ?? {};
  await ctx.db.update(remoteCanaries).set({ carregamentos, erros }).where(canaryKey);
  const { canaryMaxErrorRate, canaryMinLoads } = ctx.config.releases;
  const taxaErro = errorRate(carregamentos, erros);
  if (carregamentos + erros < canaryMinLoads || taxaErro <= canaryMaxErrorRate) return;
  await ctx.db.transaction(async (tx) => {
    // Only the request that deletes the row writes the audit: two reports at once roll back once.
    const [gone] = await tx.delete(remoteCanaries).where(canaryKey).returning();
    if (!gone) return;
    await tx.delete(remoteCanaryVisitantes).where(ofCanary);
    await recordAudit(tx, {
      // The audit log names a user; the automatic rollback ends the trial the one who started it.
      usuarioId: gone.iniciadoPor,
      brandId,
      acao: 'canary.rollback-automatico',
      alvo: `remotes/${brand.idConfig}/${findContainer(p.container)?.area}/${p.container}`,
      de: { versao: gone.versao, percentual: gone.percentual, carregamentos, erros, taxaErro },
      para: null,
    });
  });
}

/**
 * Counts a batch of reports for a brand: the versions' load/error figures (the administration screen's), and the
 * distinct visitors of an active canary, which decide its automatic rollback. Only proven reports count.
 */
export async function recordRemoteEvents(
  ctx: AppContext,
  brand: { id: number; idConfig: number },
  reporter: Reporter,
  eventos: readonly RemoteEvent[],
): Promise<void> {
  const proven = await provenReports(ctx, brand.id, reporter.visitante, eventos);
  if (!reporter.visitante || proven.length === 0) return;
  const now = new Date(ctx.clock());
  const enderecoHash = networkDigest(reporter.ip);
  for (const p of proven) {
    const carregamentos = p.carregou ? 1 : 0;
    const erros = p.falhou ? 1 : 0;
    await ctx.db
      .insert(remoteEventos)
      .values({
        brandId: brand.id,
        container: p.container,
        versao: p.versao,
        carregamentos,
        erros,
        ultimoErro: p.ultimoErro,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [remoteEventos.brandId, remoteEventos.container, remoteEventos.versao],
        set: {
          carregamentos: sql`${remoteEventos.carregamentos} + ${carregamentos}`,
          erros: sql`${remoteEventos.erros} + ${erros}`,
          ultimoErro: sql`coalesce(${p.ultimoErro}, ${remoteEventos.ultimoErro})`,
          updatedAt: now,
        },
      });
    await countCanaryVisitor(ctx, brand, reporter.visitante, enderecoHash, p);
  }
}
