import { LIST_PAGES, MESSAGES, type ListName } from '@erp/domain';
import { and, count, eq } from 'drizzle-orm';
import { empresas, locaisEstoque, movimentacoesEstoque, usuarios, vendedores } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';

// The choices of the lists' filters (`GET /api/<resource>/opcoes/<field>`): the stock lists' depósito filter and
// the sales lists' seller filter, read in the caller's scope like the rows they narrow.

let t: TestServer;
let admin: string;
let acme: string;
let trial: string;

type Choice = { id: number; nome: string };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const get = (token: string, url: string) => t.app.inject({ url, headers: { authorization: token } });
const choicesUrl = (name: ListName, field: string) => `/api/${LIST_PAGES[name].resource}/opcoes/${field}`;

async function choices(token: string, name: ListName, field: string): Promise<Choice[]> {
  const res = await get(token, choicesUrl(name, field));
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<Choice[]>();
}

async function scopeOf(email: string): Promise<{ empresaId: number; filialId: number }> {
  const [user] = await t.server.db
    .select({ empresaId: usuarios.empresaId, filialId: usuarios.filialSelecionadaId })
    .from(usuarios)
    .where(eq(usuarios.email, email));
  return { empresaId: user!.empresaId!, filialId: user!.filialId! };
}

beforeAll(async () => {
  t = await startTestServer();
  [admin, acme, trial] = await Promise.all([
    t.login('admin@demo.com.br'),
    t.login('admin@acme.com.br'),
    t.login('trial@demo.com.br'),
  ]);
});
afterAll(() => t.close());

describe('the depósito filter of the stock lists', () => {
  it.each(['depositos', 'movimentacoes'] as const)(
    '%s: offers exactly the selected branch’s stock locations, by name, and no other company’s',
    async (name) => {
      const scope = await scopeOf('admin@demo.com.br');
      const own = await t.server.db
        .select({ id: locaisEstoque.id, nome: locaisEstoque.nome })
        .from(locaisEstoque)
        .where(and(eq(locaisEstoque.empresaId, scope.empresaId), eq(locaisEstoque.filialId, scope.filialId)));
      const offered = await choices(admin, name, 'localEstoqueId');
      expect(offered.length).toBeGreaterThan(1);
      expect([...offered].sort((a, b) => a.id - b.id)).toEqual([...own].sort((a, b) => a.id - b.id));
      const names = offered.map((choice) => choice.nome);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
      for (const other of [acme, trial]) {
        const res = await get(other, choicesUrl(name, 'localEstoqueId'));
        if (res.statusCode === 403) continue;
        expect(res.statusCode).toBe(200);
        const theirs = res.json<Choice[]>().map((choice) => choice.id);
        expect(theirs.filter((id) => offered.some((choice) => choice.id === id))).toEqual([]);
      }
    },
  );

  it('narrows the movements to the chosen location on the server, and another company’s location to nothing', async () => {
    const [location] = await choices(admin, 'movimentacoes', 'localEstoqueId');
    const where = { localEstoqueId: location!.id };
    const rows = (await get(admin, `/api/MovimentacoesEstoque?filter=${q({ where, limit: 100 })}`)).json<
      Array<{ localEstoqueId: number; deposito: string }>
    >();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.localEstoqueId === location!.id && row.deposito === location!.nome)).toBe(
      true,
    );
    const [expected] = await t.server.db
      .select({ n: count() })
      .from(movimentacoesEstoque)
      .where(eq(movimentacoesEstoque.localEstoqueId, location!.id));
    const counted = await get(admin, `/api/MovimentacoesEstoque/count?where=${q(where)}`);
    expect(counted.json()).toEqual({ count: expected!.n });

    const [acmeLocation] = await choices(acme, 'movimentacoes', 'localEstoqueId');
    const foreign = await get(
      admin,
      `/api/MovimentacoesEstoque/count?where=${q({ localEstoqueId: acmeLocation!.id })}`,
    );
    expect(foreign.json()).toEqual({ count: 0 });
  });

  it('refuses a location that is not a number, and a field without choices, in Portuguese', async () => {
    const bad = await get(admin, `/api/SaldosEstoque?filter=${q({ where: { localEstoqueId: 'Loja' } })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Valor inválido para o campo "localEstoqueId" no filtro.');
    const unknown = await get(admin, choicesUrl('depositos', 'empresaId'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'O campo "empresaId" não tem opções de filtro em saldos por depósito.',
    );
    // An inherited property of a plain object is not a field with choices either.
    expect((await get(admin, choicesUrl('depositos', 'constructor'))).statusCode).toBe(400);
  });
});

describe('the seller filter of the sales lists', () => {
  it('offers the company’s sellers to whoever may list sales, the salesperson included', async () => {
    const [company] = await t.server.db
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.nome, 'Mercado Demo Ltda'));
    const own = await t.server.db
      .select({ id: vendedores.id })
      .from(vendedores)
      .where(eq(vendedores.empresaId, company!.id));
    const seller = await t.login('vendedor@demo.com.br');
    for (const token of [admin, seller]) {
      const offered = await choices(token, 'pedidosVenda', 'vendedorId');
      expect(offered.map((choice) => choice.id).sort((a, b) => a - b)).toEqual(
        own.map((row) => row.id).sort((a, b) => a - b),
      );
    }
  });

  it('answers 403 to a user whose menus do not offer the list, and 401 without a session', async () => {
    const seller = await t.login('vendedor@demo.com.br');
    const res = await get(seller, choicesUrl('depositos', 'localEstoqueId'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGES.errors.forbiddenPage);
    expect((await t.app.inject({ url: choicesUrl('depositos', 'localEstoqueId') })).statusCode).toBe(401);
  });
});
