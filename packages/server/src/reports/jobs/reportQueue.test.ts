import { JobStatus } from '@erp/domain';
import { eq, inArray } from 'drizzle-orm';
import { relatorios, usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { Worker } from 'node:worker_threads';
import { createRenderPool } from './renderPool';
import { claimJob, REPORT_INTERRUPTED } from './reportQueue';
import { createReportRunner } from './reportRunner';
import type { ReportRenderer } from './runReportJob';

let t: TestServer;
let owner: { empresaId: number; filialId: number; usuarioId: number };

beforeAll(async () => {
  t = await startTestServer();
  const [user] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.com.br'));
  owner = { empresaId: user!.empresaId, filialId: user!.filialSelecionadaId!, usuarioId: user!.id };
});
const pool = createRenderPool({ idleMs: 60_000 });
afterAll(async () => {
  await pool.close();
  await t.close();
});

type NewRow = Partial<typeof relatorios.$inferInsert>;
let kindIndex = 0;
const KINDS = [
  'pessoas',
  'posicao-estoque',
  'vendas',
  'financeiro',
  'movimentacao-estoque',
  'produtos-alterados',
] as const;

async function insertJob(extra: NewRow = {}) {
  const [row] = await t.server.db
    .insert(relatorios)
    .values({
      ...owner,
      // Distinct kinds/formats, so the one-processing-per-user index lets the rows coexist.
      relatorio: KINDS[kindIndex % KINDS.length]!,
      tipo: Math.floor(kindIndex++ / KINDS.length) % 2 ? 'xlsx' : 'pdf',
      descricao: 'Pessoas',
      filtros: {},
      ...extra,
    })
    .returning();
  return row!;
}

function runner(render: ReportRenderer = (job, feed) => pool.render(job, feed)) {
  return createReportRunner({
    db: t.server.db,
    io: t.server.io,
    clock: t.clock,
    log: t.app.log,
    storage: t.server.context.storage.reports,
    settings: t.config.reports,
    render: (job, feed) => render(job, feed),
  });
}

describe('report queue', () => {
  it('hands each job to exactly one of two racing runners', async () => {
    const rows = await Promise.all(Array.from({ length: 4 }, () => insertJob()));
    // Parallel inserts on PostgreSQL may answer out of id order.
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const now = new Date(t.clock());
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claimJob(t.server.db, i % 2 ? 'runner-a' : 'runner-b', now, 60_000),
      ),
    );
    const taken = claims.filter((c) => c !== null).map((c) => c.id);
    expect(taken.sort((a, b) => a - b)).toEqual(ids);
    const stored = await t.server.db.select().from(relatorios).where(inArray(relatorios.id, ids));
    expect(stored.every((r) => r.lockedBy === 'runner-a' || r.lockedBy === 'runner-b')).toBe(true);
    await t.server.db.delete(relatorios).where(inArray(relatorios.id, ids));
  });

  it('declares interrupted at start-up a job whose runner died (lease expired), never leaving it Processando', async () => {
    const dead = await insertJob({ lockedBy: 'morto', leaseUntil: new Date(t.clock() - 1000) });
    const waiting = await insertJob({ relatorio: 'pessoas', tipo: 'xlsx', filtros: { tipoPessoa: 1 } });
    const fresh = runner();
    await fresh.start();
    const [after] = await t.server.db.select().from(relatorios).where(eq(relatorios.id, dead.id));
    expect(after!.status).toBe(JobStatus.ERRO);
    expect(after!.erro).toBe('O relatório foi interrompido. Gere-o novamente.');
    expect(REPORT_INTERRUPTED).toBe(after!.erro);
    // A job no runner had taken yet is still queued, and is then generated.
    await fresh.drain();
    const [done] = await t.server.db.select().from(relatorios).where(eq(relatorios.id, waiting.id));
    expect(done!.status).toBe(JobStatus.FINALIZADO);
    expect(await t.server.context.storage.reports.head(done!.arquivo!)).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await fresh.stop();
  });

  it('marks the job Erro when its worker is killed mid-job', async () => {
    const job = await insertJob({ relatorio: 'posicao-estoque', tipo: 'xlsx' });
    const killing = runner((renderJob, feed) =>
      pool.render(renderJob, feed, { onWorker: (worker) => void worker.terminate() }),
    );
    await killing.drain();
    const [after] = await t.server.db.select().from(relatorios).where(eq(relatorios.id, job.id));
    expect(after!.status).toBe(JobStatus.ERRO);
    expect(after!.erro).toBe('O relatório foi interrompido. Gere-o novamente.');
    const left = [];
    for await (const item of t.server.context.storage.reports.list(`${owner.empresaId}/${job.id}-`))
      left.push(item);
    expect(left).toEqual([]);
    await killing.stop();
  });

  it('removes reports and files older than the retention', async () => {
    const file = `${owner.empresaId}/antigo.pdf`;
    await t.server.context.storage.reports.put(file, Buffer.from('%PDF-1.3'), {
      contentType: 'application/pdf',
    });
    const old = await insertJob({
      status: JobStatus.FINALIZADO,
      arquivo: file,
      dataInclusao: new Date(t.clock() - 8 * 86_400_000),
    });
    const recent = await insertJob({
      status: JobStatus.FINALIZADO,
      dataInclusao: new Date(t.clock() - 86_400_000),
    });
    const sweeping = runner();
    await sweeping.start();
    const left = await t.server.db
      .select({ id: relatorios.id })
      .from(relatorios)
      .where(inArray(relatorios.id, [old.id, recent.id]));
    expect(left.map((r) => r.id)).toEqual([recent.id]);
    expect(await t.server.context.storage.reports.head(file)).toBeNull();
    await sweeping.stop();
  });

  it('reuses a worker for the next job, but never one that died', async () => {
    const seen: Worker[] = [];
    const watching = runner((renderJob, feed) =>
      pool.render(renderJob, feed, { onWorker: (worker) => void seen.push(worker) }),
    );
    const first = await insertJob({ relatorio: 'pessoas', tipo: 'pdf' });
    await watching.drain();
    const second = await insertJob({ relatorio: 'pessoas', tipo: 'xlsx' });
    await watching.drain();
    const done = await t.server.db
      .select()
      .from(relatorios)
      .where(inArray(relatorios.id, [first.id, second.id]));
    expect(done.map((r) => r.status)).toEqual([JobStatus.FINALIZADO, JobStatus.FINALIZADO]);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.threadId).toBe(seen[0]!.threadId);

    const killed = await insertJob({ relatorio: 'posicao-estoque', tipo: 'pdf' });
    const killing = runner((renderJob, feed) =>
      pool.render(renderJob, feed, {
        onWorker: (worker) => {
          seen.push(worker);
          void worker.terminate();
        },
      }),
    );
    await killing.drain();
    const [after] = await t.server.db.select().from(relatorios).where(eq(relatorios.id, killed.id));
    expect(after!.status).toBe(JobStatus.ERRO);
    await insertJob({ relatorio: 'posicao-estoque', tipo: 'xlsx' });
    await watching.drain();
    expect(seen).toHaveLength(4);
    expect(seen[3]!.threadId).not.toBe(seen[2]!.threadId);
    await Promise.all([watching.stop(), killing.stop()]);
  });
});
