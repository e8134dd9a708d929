import { ADMIN_FORBIDDEN, AVANCO_FORBIDDEN, MESSAGES, type AuditEntry, type BrandUser } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { usuarios } from '../../db/schema';
import type { TestServer } from '../../testing/testServer';
import { call, databaseDigest, signInBrand2Master, startStaffTestServer } from '../../testing/adminTestKit';

let t: TestServer;
let suporte: string;
let master: string;
beforeAll(async () => {
  ({ t, suporte, master } = await startStaffTestServer());
});
afterAll(() => t.close());

const list = (token: string, idConfig: number, params: unknown) =>
  call(
    t,
    token,
    'GET',
    `/api/Usuarios/usuarios-whitelabel/${idConfig}?params=${encodeURIComponent(JSON.stringify(params))}`,
  );
const countOf = async (token: string, where: unknown) =>
  call(t, token, 'GET', `/api/Usuarios/count?where=${encodeURIComponent(JSON.stringify(where))}`);
const userId = async (email: string) =>
  (await t.server.db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!.id;

describe('brand users list and count', () => {
  it("lists brand 1's users by name with company and selected branch, paged and searchable", async () => {
    const res = await list(suporte, 1, { busca: '', skip: 0, limit: 50 });
    expect(res.statusCode).toBe(200);
    const users = res.json<BrandUser[]>();
    const names = users.map((u) => u.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(users.map((u) => u.email)).not.toContain('admin@acme.com.br');
    const ana = users.find((u) => u.email === 'admin@demo.com.br');
    expect(ana).toMatchObject({
      nome: 'Ana Administradora',
      ativo: true,
      perfilAdmin: true,
      empresa: { nome: 'Mercado Demo Ltda' },
    });
    expect(ana?.filial).toMatchObject({ nome: expect.any(String), trial: false, bloqueada: false });
    const page = (await list(suporte, 1, { skip: 1, limit: 2 })).json<BrandUser[]>();
    expect(page.map((u) => u.id)).toEqual(users.slice(1, 3).map((u) => u.id));
    const found = (await list(suporte, 1, { busca: 'expirada' })).json<BrandUser[]>();
    expect(found.map((u) => u.email)).toEqual(['expirado@demo.com.br']);
    expect(found[0]?.filial).toMatchObject({ trial: true, bloqueada: true });
    const total = (await countOf(suporte, { idConfig: 1, busca: '' })).json<{ count: number }>().count;
    expect(total).toBe(users.length);
  });

  it('treats search text literally (no LIKE wildcards) and refuses bad params in Portuguese', async () => {
    expect((await list(suporte, 1, { busca: '%' })).json()).toEqual([]);
    const bad = await list(suporte, 1, { limit: 1000 });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'O campo limit deve ser no máximo 100.',
    ]);
    const badJson = await call(t, suporte, 'GET', '/api/Usuarios/usuarios-whitelabel/1?params={x');
    expect([badJson.statusCode, badJson.json().error.message]).toEqual([
      400,
      'O parâmetro "params" não é um JSON válido.',
    ]);
  });

  it("keeps a master to their own brand's users", async () => {
    expect((await list(master, 1, {})).statusCode).toBe(200);
    const other = await list(master, 2, {});
    expect([other.statusCode, other.json().error.message]).toEqual([403, ADMIN_FORBIDDEN]);
    expect((await countOf(master, { idConfig: 2 })).statusCode).toBe(403);
  });
});

describe('PUT /api/Usuarios/:id/ativo', () => {
  it('blocks a user (their sessions end at once), audits it, and unblocks', async () => {
    const victim = await t.login('vendedor@demo.com.br');
    const id = await userId('vendedor@demo.com.br');
    const res = await call(t, master, 'PUT', `/api/Usuarios/${id}/ativo`, { ativo: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<BrandUser>()).toMatchObject({ id, ativo: false, email: 'vendedor@demo.com.br' });
    expect((await call(t, victim, 'GET', '/api/Usuarios/getUserInfo')).statusCode).toBe(401);
    const [audit] = (await call(t, master, 'GET', '/api/Admin/auditoria')).json<AuditEntry[]>();
    expect(audit).toMatchObject({
      acao: 'usuario.bloquear',
      alvo: `Usuarios/${id}`,
      de: { ativo: true },
      para: { ativo: false },
    });
    expect(
      (await call(t, master, 'PUT', `/api/Usuarios/${id}/ativo`, { ativo: true })).json<BrandUser>().ativo,
    ).toBe(true);
    expect((await countOf(suporte, { idConfig: 1, ativo: false })).json<{ count: number }>().count).toBe(0);
  });

  it("refuses another brand's user, a staff account to a master, oneself, and a bad body", async () => {
    const acme = await userId('admin@acme.com.br');
    const before = await databaseDigest(t.server.db);
    expect((await call(t, master, 'PUT', `/api/Usuarios/${acme}/ativo`, { ativo: false })).statusCode).toBe(
      403,
    );
    const staff = await call(t, master, 'PUT', `/api/Usuarios/${await userId('suporte@demo.com.br')}/ativo`, {
      ativo: false,
    });
    expect([staff.statusCode, staff.json().error.message]).toEqual([403, AVANCO_FORBIDDEN]);
    const self = await call(t, master, 'PUT', `/api/Usuarios/${await userId('master@demo.com.br')}/ativo`, {
      ativo: false,
    });
    expect([self.statusCode, self.json().error.message]).toEqual([
      400,
      'Você não pode bloquear o seu próprio acesso.',
    ]);
    const bad = await call(t, master, 'PUT', `/api/Usuarios/${await userId('trial@demo.com.br')}/ativo`, {
      ativo: 'não',
    });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'O campo ativo deve ser verdadeiro ou falso.',
    ]);
    expect((await call(t, suporte, 'PUT', '/api/Usuarios/999999/ativo', { ativo: false })).statusCode).toBe(
      404,
    );
    expect(await databaseDigest(t.server.db)).toBe(before);
    const otherMaster = await signInBrand2Master(t);
    const cross = await call(
      t,
      otherMaster,
      'PUT',
      `/api/Usuarios/${await userId('trial@demo.com.br')}/ativo`,
      { ativo: false },
    );
    expect(cross.statusCode).toBe(403);
  });
});

describe('POST /api/Usuarios/:id/reenviarPrimeiroAcesso', () => {
  it('e-mails a new first-access link that works, and the older one no longer does', async () => {
    const [acme] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, 'admin@acme.com.br'));
    const [invited] = await t.server.db
      .insert(usuarios)
      .values({ email: 'convidado@acme.com.br', nome: 'Carlos Convidado', empresaId: acme!.empresaId })
      .returning();
    const resend = () => call(t, suporte, 'POST', `/api/Usuarios/${invited!.id}/reenviarPrimeiroAcesso`);
    const linkOf = async () => {
      const [mail] = (await t.app.inject('/dev/outbox')).json<
        Array<{ to: string; subject: string; text: string }>
      >();
      expect(mail).toMatchObject({ to: 'convidado@acme.com.br', subject: 'Acme Gestão - Primeiro acesso' });
      expect(mail!.text).toContain('Olá, Carlos Convidado!');
      expect(mail!.text).toContain('http://127.0.0.1:8080/#/auth/primeiro-acesso/');
      return /primeiro-acesso\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    };
    expect((await resend()).statusCode).toBe(204);
    const first = await linkOf();
    expect((await resend()).statusCode).toBe(204);
    const second = await linkOf();
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/primeiroAcesso',
      payload: { token: first, password: 'nova123', confirmar: 'nova123' },
    });
    expect([old.statusCode, old.json().error.message]).toEqual([400, MESSAGES.firstAccess.expired]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/primeiroAcesso',
      payload: { token: second, password: 'nova123', confirmar: 'nova123' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await resend();
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'Este usuário já definiu a senha; use a recuperação de senha.',
    ]);
  });

  it("is refused to a master for another brand's user", async () => {
    const res = await call(
      t,
      master,
      'POST',
      `/api/Usuarios/${await userId('admin@acme.com.br')}/reenviarPrimeiroAcesso`,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/Usuarios/:id from the administration area', () => {
  it("lets the brand's master rename a user of any company of the brand, audited; not another brand's", async () => {
    const id = await userId('trial@demo.com.br');
    const res = await call(t, master, 'PUT', `/api/Usuarios/${id}`, { nome: 'Tiago Renomeado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, nome: 'Tiago Renomeado' });
    const [audit] = (await call(t, master, 'GET', '/api/Admin/auditoria')).json<AuditEntry[]>();
    expect(audit).toMatchObject({
      acao: 'usuario.alterar',
      de: { nome: 'Tiago Trial' },
      para: { nome: 'Tiago Renomeado' },
    });
    const acme = await call(t, master, 'PUT', `/api/Usuarios/${await userId('admin@acme.com.br')}`, {
      nome: 'x',
    });
    expect(acme.statusCode).toBe(404);
    const staff = await call(t, master, 'PUT', `/api/Usuarios/${await userId('suporte@demo.com.br')}`, {
      nome: 'x',
    });
    // Same company as master@, but a staff account: not theirs to edit.
    expect(staff.statusCode).toBe(403);
    const customer = await t.login('admin@acme.com.br');
    expect((await call(t, customer, 'PUT', `/api/Usuarios/${id}`, { nome: 'x' })).statusCode).toBe(404);
  });
});
