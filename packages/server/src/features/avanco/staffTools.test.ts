import {
  AVANCO_FORBIDDEN,
  type AuditEntry,
  type Banco,
  type IbptImportResult,
  type IbptItem,
} from '@erp/domain';
import { and, count, countDistinct, eq } from 'drizzle-orm';
import { empresas, filiais, itensVenda, produtos, usuarios } from '../../db/schema';
import type { TestServer } from '../../testing/testServer';
import { call, databaseDigest, startStaffTestServer } from '../../testing/adminTestKit';

let t: TestServer;
let suporte: string;
let master: string;
beforeAll(async () => {
  ({ t, suporte, master } = await startStaffTestServer());
});
afterAll(() => t.close());

const lastAudit = async () =>
  (await call(t, suporte, 'GET', '/api/Admin/auditoria?filter=' + encodeURIComponent('{"limit":1}'))).json<
    AuditEntry[]
  >()[0]!;
const companyNamed = async (nome: string) =>
  (await t.server.db.select().from(empresas).where(eq(empresas.nome, nome)))[0]!;

describe('bancos', () => {
  it('creates, lists by code, renames and deletes a bank; refuses bad or repeated codes', async () => {
    const created = await call(t, suporte, 'POST', '/api/Admin/bancos', {
      codigo: '341',
      nome: 'Itaú Unibanco',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Banco>();
    await call(t, suporte, 'POST', '/api/Admin/bancos', { codigo: '001', nome: 'Banco do Brasil' });
    expect((await call(t, suporte, 'GET', '/api/Admin/bancos')).json<Banco[]>().map((b) => b.codigo)).toEqual(
      ['001', '341'],
    );
    const dup = await call(t, suporte, 'POST', '/api/Admin/bancos', { codigo: '001', nome: 'Outro' });
    expect([dup.statusCode, dup.json().error.message]).toEqual([409, 'Já existe um banco com este código.']);
    const bad = await call(t, suporte, 'POST', '/api/Admin/bancos', { codigo: '12', nome: 'Curto' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'O código do banco deve ter 3 dígitos.',
    ]);
    expect(
      (
        await call(t, suporte, 'PUT', `/api/Admin/bancos/${id}`, { codigo: '341', nome: 'Itaú' })
      ).json<Banco>().nome,
    ).toBe('Itaú');
    expect(await lastAudit()).toMatchObject({
      acao: 'banco.alterar',
      idConfig: null,
      de: { nome: 'Itaú Unibanco' },
      para: { nome: 'Itaú' },
    });
    expect((await call(t, suporte, 'DELETE', `/api/Admin/bancos/${id}`)).statusCode).toBe(204);
    expect((await call(t, suporte, 'DELETE', `/api/Admin/bancos/${id}`)).statusCode).toBe(404);
    const refused = await call(t, master, 'GET', '/api/Admin/bancos');
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, AVANCO_FORBIDDEN]);
  });
});

describe('pdv-versao', () => {
  it('is null until set, then answers what was saved; refuses a bad version', async () => {
    expect((await call(t, suporte, 'GET', '/api/Admin/pdv-versao')).json()).toBeNull();
    const body = { versao: '2.4.1', url: 'https://downloads.example/pdv-2.4.1.exe', obrigatoria: true };
    expect((await call(t, suporte, 'PUT', '/api/Admin/pdv-versao', body)).json()).toEqual(body);
    expect((await call(t, suporte, 'GET', '/api/Admin/pdv-versao')).json()).toEqual(body);
    const bad = await call(t, suporte, 'PUT', '/api/Admin/pdv-versao', { ...body, versao: '2.4' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'A versão deve estar no formato 1.2.3.',
    ]);
    const badUrl = await call(t, suporte, 'PUT', '/api/Admin/pdv-versao', {
      ...body,
      url: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
  });
});

describe('sequencia-filial', () => {
  it('defaults to the branch count + 1, saves a higher number and refuses a lower one', async () => {
    const demo = await companyNamed('Mercado Demo Ltda');
    const get = async () =>
      (await call(t, suporte, 'GET', `/api/Admin/sequencia-filial?empresaId=${demo.id}`)).json();
    expect(await get()).toEqual({ empresaId: demo.id, proximo: 3 });
    expect(
      (await call(t, suporte, 'PUT', '/api/Admin/sequencia-filial', { empresaId: demo.id, proximo: 10 }))
        .statusCode,
    ).toBe(200);
    expect(await get()).toEqual({ empresaId: demo.id, proximo: 10 });
    const low = await call(t, suporte, 'PUT', '/api/Admin/sequencia-filial', {
      empresaId: demo.id,
      proximo: 2,
    });
    expect([low.statusCode, low.json().error.message]).toEqual([
      400,
      'O próximo número deve ser maior que o último usado.',
    ]);
  });
});

describe('excluir-produtos and excluir-filial', () => {
  it('asks for the exact company name, then deletes the unsold products only, audited', async () => {
    const demo = await companyNamed('Mercado Demo Ltda');
    const total = async () =>
      Number(
        (await t.server.db.select({ n: count() }).from(produtos).where(eq(produtos.empresaId, demo.id)))[0]!
          .n,
      );
    const sold = Number(
      (
        await t.server.db
          .select({ n: countDistinct(produtos.id) })
          .from(produtos)
          .where(eq(produtos.empresaId, demo.id))
          .innerJoin(itensVenda, eq(itensVenda.produtoId, produtos.id))
      )[0]!.n,
    );
    const acme = await companyNamed('Acme Comércio');
    const acmeTotal = async () =>
      Number(
        (await t.server.db.select({ n: count() }).from(produtos).where(eq(produtos.empresaId, acme.id)))[0]!
          .n,
      );
    const acmeBefore = await acmeTotal();
    const before = await databaseDigest(t.server.db);
    for (const confirmacao of ['mercado demo ltda', 'Mercado Demo', '']) {
      const res = await call(t, suporte, 'POST', '/api/Admin/excluir-produtos', {
        empresaId: demo.id,
        confirmacao,
      });
      expect([res.statusCode, res.json().error.message]).toEqual([
        400,
        'Digite o nome da empresa para confirmar.',
      ]);
    }
    expect(await databaseDigest(t.server.db)).toBe(before);
    const initial = await total();
    const res = await call(t, suporte, 'POST', '/api/Admin/excluir-produtos', {
      empresaId: demo.id,
      confirmacao: 'Mercado Demo Ltda',
    });
    expect(res.statusCode).toBe(200);
    const { excluidos } = res.json<{ excluidos: number }>();
    expect(excluidos).toBeGreaterThan(0);
    expect(await total()).toBe(initial - excluidos);
    // Sold products stay (sales history); every other product of the company is gone.
    expect(await total()).toBe(sold);
    expect(await lastAudit()).toMatchObject({ acao: 'produtos.excluir', idConfig: 1, para: { excluidos } });
    expect(await acmeTotal()).toBe(acmeBefore);
  });

  it("deletes a second branch (users move to another) but not a company's only branch", async () => {
    const demo = await companyNamed('Mercado Demo Ltda');
    const [centro] = await t.server.db
      .select()
      .from(filiais)
      .where(and(eq(filiais.empresaId, demo.id), eq(filiais.nome, 'Filial Centro')));
    await t.server.db
      .update(usuarios)
      .set({ filialSelecionadaId: centro!.id })
      .where(eq(usuarios.email, 'admin@demo.com.br'));
    const wrong = await call(t, suporte, 'POST', '/api/Admin/excluir-filial', {
      filialId: centro!.id,
      confirmacao: 'Filial Centro',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call(t, suporte, 'POST', '/api/Admin/excluir-filial', {
      filialId: centro!.id,
      confirmacao: 'Mercado Demo Ltda',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.server.db.select().from(filiais).where(eq(filiais.id, centro!.id))).toEqual([]);
    const [ana] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.com.br'));
    expect(ana?.filialSelecionadaId).not.toBe(centro!.id);
    expect(await lastAudit()).toMatchObject({ acao: 'filial.excluir', de: { filial: 'Filial Centro' } });
    const [matriz] = await t.server.db.select().from(filiais).where(eq(filiais.empresaId, demo.id));
    const only = await call(t, suporte, 'POST', '/api/Admin/excluir-filial', {
      filialId: matriz!.id,
      confirmacao: 'Mercado Demo Ltda',
    });
    expect([only.statusCode, only.json().error.message]).toEqual([
      409,
      'Não é possível excluir a única filial da empresa.',
    ]);
  });
});

function csvForm(csv: string | Buffer) {
  const b = 'ibpt';
  const payload = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="TabelaIBPTaxSP.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return {
    payload,
    headers: { authorization: suporte, 'content-type': `multipart/form-data; boundary=${b}` },
  };
}

describe('IBPT import', () => {
  const header =
    'codigo;ex;tipo;descricao;nacionalfederal;importadosfederal;estadual;municipal;vigenciainicio;vigenciafim;chave;versao;fonte';

  it('imports NCM rows, ignores NBS rows, reports bad lines by number, and updates on a second import', async () => {
    const csv = [
      header,
      '01012100;;0;Reprodutores de raça pura;13,45;15,45;18,00;0,00;01/01/2025;30/06/2025;A1B2;25.1.A;IBPT',
      '01012900;;0;Outros cavalos;13.45;15.45;18;0;01/01/2025;30/06/2025;A1B2;25.1.A;IBPT',
      '0101;;0;Código curto;1;1;1;1;;;;;',
      '01013000;;0;Asininos;abc;1;1;1;;;;;',
      '01.01;;1;Serviço NBS;1;1;1;1;;;;;',
      'só duas;colunas',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ibpt/ncm',
      ...csvForm(Buffer.from(csv, 'latin1')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<IbptImportResult>()).toEqual({
      importados: 2,
      ignorados: 1,
      erros: [
        { linha: 4, mensagem: 'Código inválido.' },
        { linha: 5, mensagem: 'Alíquota inválida.' },
        { linha: 7, mensagem: 'Quantidade de colunas diferente do layout do IBPT.' },
      ],
    });
    const found = (await call(t, suporte, 'GET', '/api/Admin/ibpt/ncm?busca=0101')).json<IbptItem[]>();
    expect(found.map((i) => [i.codigo, i.nacionalFederal, i.estadual])).toEqual([
      ['01012100', 13.45, 18],
      ['01012900', 13.45, 18],
    ]);
    expect(found[0]?.descricao).toBe('Reprodutores de raça pura');
    await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ibpt/ncm',
      ...csvForm(`${header}\n01012100;;0;Reprodutores;10;15;18;0;;;;25.2.A;IBPT`),
    });
    const updated = (await call(t, suporte, 'GET', '/api/Admin/ibpt/ncm?busca=01012100')).json<IbptItem[]>();
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ nacionalFederal: 10, versao: '25.2.A' });
  });

  it('refuses a file that is not an IBPT table, a missing file and an unknown kind', async () => {
    const before = await databaseDigest(t.server.db);
    const notCsv = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ibpt/cest',
      ...csvForm('nome,idade\nAna,3'),
    });
    expect([notCsv.statusCode, notCsv.json().error.message]).toEqual([
      400,
      'O arquivo CSV está vazio ou não segue o layout do IBPT.',
    ]);
    const kind = await t.app.inject({ method: 'POST', url: '/api/Admin/ibpt/nbs', ...csvForm(header) });
    expect([kind.statusCode, kind.json().error.message]).toEqual([
      400,
      'O tipo de importação deve ser ncm ou cest.',
    ]);
    expect(await databaseDigest(t.server.db)).toBe(before);
  });
});

describe('financeiro-whitelabel', () => {
  it("counts a brand's paying branches for a month times the fee set for the brand", async () => {
    expect(
      (
        await call(t, suporte, 'PUT', '/api/Admin/financeiro-whitelabel', {
          idConfig: 2,
          valorPorFilial: 39.9,
        })
      ).statusCode,
    ).toBe(200);
    const res = await call(t, suporte, 'GET', '/api/Admin/financeiro-whitelabel?idConfig=2&mes=2099-12');
    expect(res.json()).toEqual({ empresasAtivas: 1, filiaisAtivas: 1, valorPorFilial: 39.9, total: 39.9 });
    const before = (
      await call(t, suporte, 'GET', '/api/Admin/financeiro-whitelabel?idConfig=2&mes=2000-01')
    ).json();
    expect(before).toMatchObject({ filiaisAtivas: 0, total: 0 });
    const bad = await call(t, suporte, 'GET', '/api/Admin/financeiro-whitelabel?idConfig=2&mes=2025-13');
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'O mês deve estar no formato aaaa-MM.']);
  });
});
