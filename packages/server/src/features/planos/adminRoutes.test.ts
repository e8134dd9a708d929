import { ADMIN_FORBIDDEN, type AuditEntry, type Plano } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { filiais, planos } from '../../db/schema';
import type { TestServer } from '../../testing/testServer';
import { call, databaseDigest, startStaffTestServer } from '../../testing/adminTestKit';

let t: TestServer;
let suporte: string;
let master: string;
beforeAll(async () => {
  ({ t, suporte, master } = await startStaffTestServer());
});
afterAll(() => t.close());

const novo = {
  configWhiteLabel: 1,
  idExterno: 'PLANO-PREMIUM',
  nome: 'Premium',
  descricao: 'Tudo incluso',
  valorMensal: 249.9,
  modulos: [{ id: 1, nome: 'Financeiro', visivel: true }],
};

describe('plan writes', () => {
  it('creates, reads (inactive too), updates and deletes a plan of the master’s brand, auditing each', async () => {
    const created = await call(t, master, 'POST', '/api/Planos', novo);
    expect(created.statusCode).toBe(201);
    const plano = created.json<Plano>();
    expect(plano).toMatchObject({ ...novo, ativo: true });
    const customer = await t.login('admin@demo.com.br');
    const seen = await call(t, customer, 'GET', `/api/Planos/${plano.id}`);
    expect(seen.json<Plano>().nome).toBe('Premium');

    const updated = await call(t, master, 'PUT', `/api/Planos/${plano.id}`, {
      valorMensal: 199.9,
      ativo: false,
    });
    expect(updated.json<Plano>()).toMatchObject({ valorMensal: 199.9, ativo: false, nome: 'Premium' });
    expect((await call(t, customer, 'GET', `/api/Planos/${plano.id}`)).statusCode).toBe(404);
    const all = (await call(t, master, 'GET', '/api/Admin/planos?idConfig=1')).json<Plano[]>();
    expect(all.find((p) => p.id === plano.id)?.ativo).toBe(false);

    expect((await call(t, master, 'DELETE', `/api/Planos/${plano.id}`)).statusCode).toBe(204);
    const audit = (
      await call(
        t,
        master,
        'GET',
        '/api/Admin/auditoria?filter=' + encodeURIComponent('{"where":{"acao":{"like":"plano.%"}}}'),
      )
    ).json<AuditEntry[]>();
    expect(audit.map((a) => a.acao)).toEqual(['plano.excluir', 'plano.alterar', 'plano.criar']);
    expect(audit[1]).toMatchObject({ de: { valorMensal: 249.9 }, para: { valorMensal: 199.9 } });
  });

  it('refuses to delete a plan a branch signed', async () => {
    const [used] = await t.server.db
      .select({ planoId: filiais.planoId })
      .from(filiais)
      .where(eq(filiais.nome, 'Matriz'));
    const planoId = used?.planoId ?? (await t.server.db.select().from(planos).limit(1))[0]!.id;
    await t.server.db.update(filiais).set({ planoId }).where(eq(filiais.nome, 'Matriz'));
    const res = await call(t, suporte, 'DELETE', `/api/Planos/${planoId}`);
    expect([res.statusCode, res.json().error.message]).toEqual([
      409,
      'Não é possível excluir um plano usado por uma filial.',
    ]);
  });

  it.each([19.99, 1.1, 4.35, 0.07, 1234567.89])(
    'takes a price in reais with cents, such as %s',
    async (valorMensal) => {
      const res = await call(t, suporte, 'POST', '/api/Planos', {
        ...novo,
        idExterno: `cents-${valorMensal}`,
        valorMensal,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().valorMensal).toBe(valorMensal);
    },
  );

  it.each([
    [{ ...novo, valorMensal: -1 }, 'O campo valorMensal não pode ser negativo.'],
    [{ ...novo, valorMensal: 1.234 }, 'O campo valorMensal deve ter no máximo 2 casas decimais.'],
    [{ ...novo, nome: '' }, 'O campo nome é obrigatório.'],
    [{ ...novo, modulos: 'todos' }, 'O campo modulos deve ser uma lista.'],
  ])('refuses a bad plan with a Portuguese 400 (%#)', async (body, message) => {
    const before = await databaseDigest(t.server.db);
    const res = await call(t, master, 'POST', '/api/Planos', body);
    expect([res.statusCode, res.json().error.message]).toEqual([400, message]);
    expect(await databaseDigest(t.server.db)).toBe(before);
  });

  it("keeps a master out of another brand's plans and refuses a duplicate external id", async () => {
    const other = await call(t, master, 'POST', '/api/Planos', { ...novo, configWhiteLabel: 2 });
    expect([other.statusCode, other.json().error.message]).toEqual([403, ADMIN_FORBIDDEN]);
    const [acmePlan] = await t.server.db.select().from(planos).where(eq(planos.configWhiteLabel, 2)).limit(1);
    expect((await call(t, master, 'PUT', `/api/Planos/${acmePlan!.id}`, { nome: 'x' })).statusCode).toBe(403);
    expect((await call(t, master, 'DELETE', `/api/Planos/${acmePlan!.id}`)).statusCode).toBe(403);
    const dup = await call(t, suporte, 'POST', '/api/Planos', {
      ...novo,
      configWhiteLabel: 2,
      idExterno: acmePlan!.idExterno,
    });
    expect([dup.statusCode, dup.json().error.message]).toEqual([
      409,
      'Já existe um plano com este idExterno nesta configuração.',
    ]);
  });
});
