import { StockMovementType, type ReportKindId } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  lancamentosFinanceiros,
  locaisEstoque,
  movimentacoesEstoque,
  produtos,
  relatorios,
  saldosEstoque,
  usuarios,
  vendas,
} from '../../db/schema';
import { pdfText } from '../../reports/pdfText.testkit';
import { rowFeed } from '../../reports/jobs/rowFeed';
import { REPORT_SOURCES } from '../../reports/sources';
import type { ReportScope } from '../../reports/reportSource';
import { startTestServer, type TestServer } from '../../testing/testServer';

// March 2020 holds only the rows written here, so every figure below is known.
const PERIOD = { dataInicial: '2020-03-01', dataFinal: '2020-03-31' };

let t: TestServer;
let token: string;
let productName: string;
let stockProduct: string;
let branch: Pick<ReportScope, 'empresaId' | 'filialId'>;

beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin@demo.com.br');
  const db = t.server.db;
  const [user] = await db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.com.br'));
  const empresaId = user!.empresaId;
  const filialId = user!.filialSelecionadaId!;
  branch = { empresaId, filialId };
  const [local] = await db.select().from(locaisEstoque).where(eq(locaisEstoque.filialId, filialId)).limit(1);
  const [product] = await db.select().from(produtos).where(eq(produtos.empresaId, empresaId)).limit(1);
  productName = product!.descricao;
  const [balance] = await db
    .select({ descricao: produtos.descricao })
    .from(saldosEstoque)
    .innerJoin(produtos, eq(produtos.id, saldosEstoque.produtoId))
    .where(and(eq(saldosEstoque.filialId, filialId)))
    .orderBy(produtos.descricao)
    .limit(1);
  stockProduct = balance!.descricao;
  await db
    .update(produtos)
    .set({ updatedAt: new Date('2020-03-07T15:00:00Z') })
    .where(eq(produtos.id, product!.id));
  await db.insert(vendas).values({
    empresaId,
    filialId,
    numero: 987654,
    dataHora: new Date('2020-03-10T15:00:00Z'),
    subtotal: 1300,
    desconto: 65.44,
    total: 1234.56,
    formaPagamento: '01',
    status: 'finalizada',
    modelo: 65,
  });
  await db.insert(lancamentosFinanceiros).values({
    empresaId,
    filialId,
    tipo: 'pagar',
    descricao: 'Aluguel de teste',
    valor: 500,
    vencimento: '2020-03-10',
    status: 'aberto',
  });
  await db.insert(movimentacoesEstoque).values({
    empresaId,
    filialId,
    localEstoqueId: local!.id,
    produtoId: product!.id,
    tipo: StockMovementType.COMPRA,
    quantidade: 10,
    custoUnitario: 2.5,
    dataHora: new Date('2020-03-05T13:00:00Z'),
    origem: 'compra',
  });
});
afterAll(() => t.close());

async function generate(path: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Relatorios/gerar/${path}`,
    headers: { authorization: token },
    payload,
  });
  expect(res.statusCode).toBe(202);
  await t.server.context.reports.drain();
  const { id } = res.json<{ id: number }>();
  const [row] = await t.server.db.select().from(relatorios).where(eq(relatorios.id, id));
  expect(row!.status).toBe(1);
  const file = await t.app.inject({
    url: `/api/Relatorios/${id}/arquivo`,
    headers: { authorization: token },
  });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

async function sheetValues(path: string, payload: object): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await generate(path, payload)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const cases: [string, object, string, string[]][] = [
  [
    'vendas',
    PERIOD,
    'Vendas',
    ['987.654', 'Consumidor final', 'R$ 1.234,56', 'Total vendido:', 'Finalizada'],
  ],
  [
    'financeiro',
    PERIOD,
    'Financeiro',
    ['Aluguel de teste', 'Pagar', 'R$ 500,00', 'Vencido', '10/03/2020', 'Total a pagar:'],
  ],
  ['movimentacao-estoque', PERIOD, 'Movimentação de estoque', ['Compra', '05/03/2020 10:00', 'R$ 25,00']],
  ['entrada-nota-fiscal', PERIOD, 'Entrada de nota fiscal', ['05/03/2020', 'Sem documento', 'R$ 25,00']],
  ['produtos-alterados', PERIOD, 'Produtos alterados', ['07/03/2020 12:00', 'Produtos alterados:']],
  ['posicao-estoque', {}, 'Posição de estoque', ['Valor total do estoque:']],
  ['pessoas', { tipoPessoa: 1 }, 'Pessoas', ['Fornecedor', 'Ativo', 'Fornecedores:']],
];

describe('report content', () => {
  it.each(cases)('%s PDF has the header, the rows and the totals', async (kind, filters, title, texts) => {
    const pdf = await generate(`${kind}/pdf`, filters);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf);
    for (const expected of [
      title,
      'Mercado Demo Ltda',
      'Usuário: Ana Administradora',
      'Página 1 de',
      ...texts,
    ]) {
      expect(text).toContain(expected);
    }
    if (kind === 'produtos-alterados') expect(text).toContain(productName.slice(0, 20));
    if (kind === 'posicao-estoque') expect(text).toContain(stockProduct.slice(0, 20));
  });

  it('vendas XLSX carries numbers and dates as cells, with the summary', async () => {
    const rows = await sheetValues('vendas/xlsx', PERIOD);
    expect(rows[0]).toEqual(['Vendas']);
    expect(rows).toContainEqual([
      'Número',
      'Data',
      'Cliente',
      'Vendedor',
      'Subtotal',
      'Desconto',
      'Total',
      'Situação',
    ]);
    const sale = rows.find((r) => r[0] === 987654)!;
    expect(sale.slice(2, 8)).toEqual(['Consumidor final', undefined, 1300, 65.44, 1234.56, 'Finalizada']);
    // São Paulo wall-clock time as the cell's value: 15:00 UTC is 12:00 in the sheet.
    expect((sale[1] as Date).toISOString()).toBe('2020-03-10T12:00:00.000Z');
    expect(rows.find((r) => r[0] === 'Total vendido')?.[1]).toBe(1234.56);
  });

  it.each(cases.filter(([kind]) => kind !== 'vendas'))(
    '%s XLSX has its title and columns',
    async (kind, filters, title) => {
      const rows = await sheetValues(`${kind}/xlsx`, filters);
      expect(rows[0]).toEqual([title]);
      expect(rows[1]).toEqual(['Mercado Demo Ltda']);
      // Empty rows are skipped by eachRow: header, at least one data row and the summary follow the title lines.
      expect(rows).toContainEqual(REPORT_SOURCES[kind as ReportKindId].columns.map((c) => c.header));
      expect(rows.length).toBeGreaterThanOrEqual(9);
    },
  );

  // A report reads its rows in pages by (sort key, id); small pages cross many page boundaries, and a cursor that
  // skipped or repeated a row at one (a key read back at the wrong precision, ties on the key) would show here.
  it.each(Object.keys(REPORT_SOURCES) as ReportKindId[])(
    '%s reads the same rows in about twenty pages as in one',
    async (kind) => {
      const scope: ReportScope = { ...branch, filters: {}, now: new Date('2026-11-27T12:00:00Z') };
      const readAll = async (pageSize: number) => {
        const feed = rowFeed(t.server.db, REPORT_SOURCES[kind], scope, pageSize);
        const rows = [];
        for (let page = await feed.next(); page; page = await feed.next()) rows.push(...page);
        return rows;
      };
      const whole = await readAll(100_000);
      expect(whole.length).toBeGreaterThan(20);
      expect(await readAll(Math.ceil(whole.length / 20))).toEqual(whole);
    },
  );
});
