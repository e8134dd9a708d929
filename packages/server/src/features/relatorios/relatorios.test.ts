import { JobStatus } from '@erp/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { categorias, empresas, relatorios, vendedores } from '../../db/schema';
import { pdfText } from '../../reports/pdfText.testkit';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
let admin: string;
let contador: string;
let acme: string;
let vendedor: string;

beforeAll(async () => {
  t = await startTestServer();
  [admin, contador, acme, vendedor] = await Promise.all([
    t.login('admin@demo.com.br'),
    t.login('contador@demo.com.br'),
    t.login('admin@acme.com.br'),
    t.login('vendedor@demo.com.br'),
  ]);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: token });

async function start(token: string, path: string, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Relatorios/gerar/${path}`,
    headers: auth(token),
    payload,
  });
}

/** Starts a report, lets the runner finish it and answers its row. */
async function generate(token: string, path: string, payload: object = {}) {
  const res = await start(token, path, payload);
  expect(res.statusCode).toBe(202);
  const { id, event } = res.json<{ id: number; event: string }>();
  expect(event).toBe(`relatorio-${id}`);
  await t.server.context.reports.drain();
  const [row] = await t.server.db.select().from(relatorios).where(eq(relatorios.id, id));
  return row!;
}

async function download(token: string, id: number) {
  return t.app.inject({ url: `/api/Relatorios/${id}/arquivo`, headers: auth(token) });
}

describe('Relatorios', () => {
  it('generates a report in a worker, lists it as finished and downloads it with the spec-style name', async () => {
    const row = await generate(admin, 'pessoas/pdf', { tipoPessoa: 0 });
    expect(row.status).toBe(JobStatus.FINALIZADO);
    const list = await t.app.inject({ url: '/api/Relatorios', headers: auth(admin) });
    expect(list.statusCode).toBe(200);
    const item = list.json<{ id: number }[]>().find((r) => r.id === row.id);
    expect(item).toEqual({
      id: row.id,
      descricao: 'Pessoas',
      tipo: 'pdf',
      status: 1,
      dataInclusao: row.dataInclusao.toISOString(),
      url: `/api/Relatorios/${row.id}/arquivo`,
      erro: null,
    });
    const file = await download(admin, row.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const day = new Date(row.dataInclusao.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(file.headers['content-disposition']).toBe(`inline; filename="pessoas-${day}.pdf"`);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Mercado Demo Ltda');
    expect(text).toContain('CNPJ: 11.222.333/0001-81');
    expect(text).toContain('Usuário: Ana Administradora');
    expect(text).toMatch(/Página 1 de \d+/);
    expect(text).toContain('Clientes');
    const count = await t.app.inject({
      url: `/api/Relatorios/count?where=${encodeURIComponent(JSON.stringify({ tipo: 'pdf', status: 1 }))}`,
      headers: auth(admin),
    });
    expect(count.json<{ count: number }>().count).toBeGreaterThanOrEqual(1);
  });

  it('gives a new tab a download link and refuses a missing or foreign one', async () => {
    const row = await generate(admin, 'posicao-estoque/xlsx');
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/Relatorios/${row.id}/arquivo/link`,
      headers: auth(admin),
    });
    expect(link.statusCode).toBe(200);
    const ok = await t.app.inject({ url: link.json<{ url: string }>().url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(ok.headers['content-disposition']).toMatch(
      /^attachment; filename="posicao-estoque-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect((await t.app.inject({ url: `/api/Relatorios/${row.id}/arquivo` })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/Relatorios/${row.id}/arquivo/link`,
      headers: auth(acme),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Relatório não encontrado.');
  });

  it('keeps every company inside its own reports; non-admins see only their own', async () => {
    const mine = await generate(contador, 'pessoas/xlsx');
    const adminRow = await generate(admin, 'pessoas/xlsx');
    const ids = async (token: string) =>
      (await t.app.inject({ url: '/api/Relatorios', headers: auth(token) }))
        .json<{ id: number }[]>()
        .map((r) => r.id);
    expect(await ids(acme)).not.toEqual(expect.arrayContaining([mine.id]));
    expect(await ids(acme)).not.toContain(adminRow.id);
    expect(await ids(contador)).toContain(mine.id);
    expect(await ids(contador)).not.toContain(adminRow.id);
    expect(await ids(admin)).toEqual(expect.arrayContaining([mine.id, adminRow.id]));
    expect((await download(acme, mine.id)).statusCode).toBe(404);
    expect((await download(contador, adminRow.id)).statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/Relatorios/${mine.id}`,
      headers: auth(acme),
    });
    expect(foreignDelete.statusCode).toBe(404);
    const acmeCount = await t.app.inject({ url: '/api/Relatorios/count', headers: auth(acme) });
    expect(acmeCount.json()).toEqual({ count: 0 });
    // The owner deletes: the row and its file go.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/Relatorios/${mine.id}`,
      headers: auth(contador),
    });
    expect(del.json()).toEqual({ count: 1 });
    expect((await download(contador, mine.id)).statusCode).toBe(404);
    expect(await t.server.context.storage.reports.head(mine.arquivo!)).toBeNull();
  });

  it('answers 406 while the same kind and format is processing for the user', async () => {
    const [empresaRow] = await t.server.db
      .select()
      .from(relatorios)
      .where(eq(relatorios.descricao, 'Pessoas'))
      .limit(1);
    // A job another runner holds (lease in the future) stays processing whatever this process does.
    const [held] = await t.server.db
      .insert(relatorios)
      .values({
        empresaId: empresaRow!.empresaId,
        filialId: empresaRow!.filialId,
        usuarioId: empresaRow!.usuarioId,
        relatorio: 'vendas',
        tipo: 'pdf',
        descricao: 'Vendas',
        filtros: {},
        lockedBy: 'outro-processo',
        leaseUntil: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const period = { dataInicial: '2025-01-01', dataFinal: '2025-01-31' };
    const again = await start(admin, 'vendas/pdf', period);
    expect(again.statusCode).toBe(406);
    expect(again.json().error.message).toBe('Relatório já está sendo processado');
    // Another format is another report.
    expect((await start(admin, 'vendas/xlsx', period)).statusCode).toBe(202);
    await t.server.context.reports.drain();
    await t.server.db.delete(relatorios).where(eq(relatorios.id, held!.id));
  });

  it.each([
    ['vendas/pdf', {}, 'Informe a data inicial e a data final do período.'],
    [
      'vendas/pdf',
      { dataInicial: '2025-01-01', dataFinal: '2026-06-01' },
      'O período do relatório deve ter no máximo 366 dias.',
    ],
    [
      'financeiro/xlsx',
      { dataInicial: '2025-02-01', dataFinal: '2025-01-01' },
      'A data inicial deve ser anterior ou igual à data final.',
    ],
    [
      'financeiro/xlsx',
      { dataInicial: '2025-02-30', dataFinal: '2025-03-01' },
      'A data inicial deve ser uma data válida no formato aaaa-mm-dd.',
    ],
    [
      'financeiro/pdf',
      { dataInicial: '2025-01-01', dataFinal: '2025-01-31', tipoLancamento: 'talvez' },
      'O tipo de lançamento deve ser receber ou pagar.',
    ],
    [
      'financeiro/pdf',
      { dataInicial: '2025-01-01', dataFinal: '2025-01-31', status: 'x' },
      'A situação deve ser aberto, pago ou vencido.',
    ],
    ['pessoas/pdf', { tipoPessoa: 5 }, 'O tipo de pessoa deve ser 0 (clientes) ou 1 (fornecedores).'],
    ['posicao-estoque/pdf', { filialId: 999999 }, 'A filial informada não está disponível para o usuário.'],
    ['posicao-estoque/pdf', { categoriaId: 999999 }, 'A categoria informada não foi encontrada.'],
    [
      'vendas/pdf',
      { dataInicial: '2025-01-01', dataFinal: '2025-01-31', vendedorId: 'um' },
      'O campo vendedorId deve ser um número inteiro positivo.',
    ],
    ['vendas/csv', {}, 'Formato de relatório inválido. Use pdf ou xlsx.'],
  ])('refuses %s %j with a Portuguese 400', async (path, body, message) => {
    const res = await start(admin, path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers 404 for an unknown report, 403 without report permission, 402 on a blocked branch', async () => {
    expect((await start(admin, 'balanco/pdf')).statusCode).toBe(404);
    const forbidden = await start(vendedor, 'pessoas/pdf');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Você não tem permissão para acessar os relatórios.');
    expect((await t.app.inject({ url: '/api/Relatorios', headers: auth(vendedor) })).statusCode).toBe(403);
    const expirado = await t.login('expirado@demo.com.br');
    expect((await start(expirado, 'pessoas/pdf')).statusCode).toBe(402);
  });

  it('writes a valid file saying so when the filters match nothing', async () => {
    const period = { dataInicial: '2001-01-01', dataFinal: '2001-01-31' };
    const pdf = await generate(admin, 'movimentacao-estoque/pdf', period);
    expect(pdfText((await download(admin, pdf.id)).rawPayload)).toContain(
      'Nenhum registro encontrado para os filtros informados.',
    );
    const xlsx = await generate(admin, 'movimentacao-estoque/xlsx', period);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(admin, xlsx.id)).rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getColumn(1).values;
    expect(values).toContain('Nenhum registro encontrado para os filtros informados.');
  });
});

/** The choices of a report filter (`GET /api/Relatorios/opcoes/<list>`). */
const options = (token: string, list: 'vendedores' | 'categorias') =>
  t.app.inject({ url: `/api/Relatorios/opcoes/${list}`, headers: auth(token) });

async function companyId(nome: string): Promise<number> {
  const [row] = await t.server.db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nome, nome));
  return row!.id;
}

describe('Relatorios/opcoes', () => {
  it("lists the company's own sellers, by name, as { id, nome }", async () => {
    const res = await options(admin, 'vendedores');
    expect(res.statusCode).toBe(200);
    const sellers = res.json<Array<{ id: number; nome: string }>>();
    const own = await t.server.db
      .select({ id: vendedores.id })
      .from(vendedores)
      .where(eq(vendedores.empresaId, await companyId('Mercado Demo Ltda')));
    expect(sellers.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      own.map((s) => s.id).sort((a, b) => a - b),
    );
    expect(sellers.length).toBeGreaterThan(0);
    const names = sellers.map((s) => s.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('lists categories as their hierarchy path (spec 001 §3), only of the caller’s company', async () => {
    const demo = await companyId('Mercado Demo Ltda');
    const parent = await t.server.db
      .insert(categorias)
      .values({ empresaId: demo, descricao: 'Bebidas Teste' })
      .returning({ id: categorias.id });
    const [child] = await t.server.db
      .insert(categorias)
      .values({ empresaId: demo, descricao: 'Refrigerantes', parentId: parent[0]!.id })
      .returning({ id: categorias.id });
    const res = await options(admin, 'categorias');
    expect(res.statusCode).toBe(200);
    const list = res.json<Array<{ id: number; nome: string }>>();
    expect(list).toContainEqual({ id: child!.id, nome: 'Bebidas Teste - Refrigerantes' });

    const other = (await options(acme, 'categorias')).json<Array<{ id: number }>>();
    expect(other.map((c) => c.id)).not.toContain(child!.id);
    const acmeSellers = (await options(acme, 'vendedores')).json<Array<{ id: number }>>();
    const demoSellers = (await options(admin, 'vendedores')).json<Array<{ id: number }>>();
    expect(acmeSellers.filter((s) => demoSellers.some((d) => d.id === s.id))).toEqual([]);
  });

  it('is refused without the reports permission, and without a session', async () => {
    const refused = await options(vendedor, 'vendedores');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Você não tem permissão para acessar os relatórios.');
    expect((await t.app.inject({ url: '/api/Relatorios/opcoes/categorias' })).statusCode).toBe(401);
  });
});
