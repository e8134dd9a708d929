import { ADMIN_FORBIDDEN, type AdminWhiteLabel, type AuditEntry, type WhiteLabelConfig } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema';
import type { TestServer } from '../../testing/testServer';
import { call, databaseDigest, signInBrand2Master, startStaffTestServer } from '../../testing/adminTestKit';

let t: TestServer;
let suporte: string;
let master: string;
beforeAll(async () => {
  ({ t, suporte, master } = await startStaffTestServer());
});
afterAll(() => t.close());

const put = (token: string, idConfig: number, body: unknown) =>
  call(t, token, 'PUT', `/api/ConfigWhiteLabels/${idConfig}`, body);

async function lastAudit(): Promise<AuditEntry> {
  const res = await call(
    t,
    suporte,
    'GET',
    '/api/Admin/auditoria?filter=' + encodeURIComponent('{"limit":1}'),
  );
  return res.json<AuditEntry[]>()[0]!;
}

describe('GET /api/ConfigWhiteLabels/:idConfig/admin', () => {
  it('answers the whole brand for staff, with the CRM token only told as present', async () => {
    const res = await call(t, suporte, 'GET', '/api/ConfigWhiteLabels/2/admin');
    expect(res.statusCode).toBe(200);
    const brand = res.json<AdminWhiteLabel>();
    expect(brand).toMatchObject({
      idConfig: 2,
      title: 'Acme Gestão',
      tema: 'custom',
      remoteOverrides: { signup: 'signup_acme' },
      origins: ['http://127.0.0.1:8080'],
      crm: { stageId: 3, baseUrl: null, possuiToken: true },
      capa: { tipo: 'imagem', valor: 'http://localhost:3000/assets/brands/2/capa.svg' },
    });
    expect(brand.misc).not.toHaveProperty('capaAuth');
    expect(res.body).not.toContain('acme-crm-token-demo');
  });

  it('lets a master read their own brand only; unknown brands are 404 for staff', async () => {
    expect((await call(t, master, 'GET', '/api/ConfigWhiteLabels/1/admin')).statusCode).toBe(200);
    const other = await call(t, master, 'GET', '/api/ConfigWhiteLabels/2/admin');
    expect([other.statusCode, other.json().error.message]).toEqual([403, ADMIN_FORBIDDEN]);
    const missing = await call(t, suporte, 'GET', '/api/ConfigWhiteLabels/77/admin');
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      404,
      'Configuração white-label não encontrada.',
    ]);
  });
});

describe('PUT /api/ConfigWhiteLabels/:idConfig', () => {
  it('saves a highlighted text and colour that the public configuration shows at once, and audits it', async () => {
    const res = await put(suporte, 2, {
      misc: { textoDestaqueCadastro: 'Teste grátis por 30 dias', customThemeColor: '#123abc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminWhiteLabel>().misc).toMatchObject({
      textoDestaqueCadastro: 'Teste grátis por 30 dias',
      customThemeColor: '#123abc',
      permiteCadastro: true,
    });
    const [pub] = (
      await t.app.inject(`/api/ConfigWhiteLabels?filter=${encodeURIComponent('{"where":{"idConfig":2}}')}`)
    ).json<WhiteLabelConfig[]>();
    expect(pub?.misc).toMatchObject({
      textoDestaqueCadastro: 'Teste grátis por 30 dias',
      customThemeColor: '#123abc',
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      acao: 'whitelabel.alterar',
      alvo: 'ConfigWhiteLabels/2',
      idConfig: 2,
      usuario: { nome: 'Sérgio Suporte', email: 'suporte@demo.com.br' },
    });
    expect((audit.de as AdminWhiteLabel).misc.customThemeColor).toBe('#8e24aa');
    expect((audit.para as AdminWhiteLabel).misc.customThemeColor).toBe('#123abc');
    expect(JSON.stringify(audit)).not.toContain('acme-crm-token-demo');
  });

  it.each([
    [{ tema: 'rosa' }, 'Tema inválido.'],
    [{ misc: { customThemeColor: 'red' } }, 'A cor customThemeColor deve estar no formato #rrggbb.'],
    [
      { misc: { textoAlertaCadastro: 'x'.repeat(501) } },
      'O campo textoAlertaCadastro deve ter no máximo 500 caracteres.',
    ],
    [
      { documentos: { termos: 'javascript:alert(1)' } },
      'O campo documentos.termos deve ser um endereço http(s) válido.',
    ],
    [{ capa: { tipo: 'url', valor: 'ftp://x' } }, 'O campo capa.valor deve ser um endereço http(s) válido.'],
    [{ capa: { tipo: 'html', valor: 'x'.repeat(51 * 1024) } }, 'O HTML da capa deve ter no máximo 50 KB.'],
    [{ remoteOverrides: { signup: 'shell' } }, 'O remote "shell" não existe para a área signup.'],
    [{ remoteOverrides: { pagamentos: 'signup' } }, 'Área de remotes desconhecida: pagamentos.'],
    [{ misc: { senha: 'x' } }, 'Campo desconhecido em misc.'],
    [
      { title: 'Ok', tema: 'verde', misc: { customThemeColor: '#zzzzzz' } },
      'A cor customThemeColor deve estar no formato #rrggbb.',
    ],
  ])('refuses a bad field with a Portuguese 400 and saves nothing (%#)', async (body, message) => {
    const before = await databaseDigest(t.server.db);
    const res = await put(suporte, 2, body);
    expect([res.statusCode, res.json().error.message]).toEqual([400, message]);
    expect(await databaseDigest(t.server.db)).toBe(before);
  });

  it('sanitises cover HTML: scripts, handlers and javascript: links go, the layout stays', async () => {
    const html =
      '<h1 style="color:#fff" onclick="steal()">Bem-vindo</h1><script>alert(1)</script>' +
      '<a href="javascript:alert(2)">x</a><img src="https://cdn.example/a.png" onerror="alert(3)"><iframe src="https://e.example"></iframe>';
    const res = await put(suporte, 1, { capa: { tipo: 'html', valor: html } });
    expect(res.statusCode).toBe(200);
    const valor = res.json<AdminWhiteLabel>().capa?.valor ?? '';
    expect(valor).toContain('<h1 style="color:#fff">Bem-vindo</h1>');
    expect(valor).toContain('<img src="https://cdn.example/a.png" />');
    expect(valor).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/);
    const [pub] = (
      await t.app.inject(`/api/ConfigWhiteLabels?filter=${encodeURIComponent('{"where":{"idConfig":1}}')}`)
    ).json<WhiteLabelConfig[]>();
    expect(pub?.misc.capaAuth).toEqual({ tipo: 'html', valor });
  });

  it('stores a framed page as the auth area reads it (iframe) and answers it as url', async () => {
    const res = await put(suporte, 1, { capa: { tipo: 'url', valor: 'https://promo.example/capa' } });
    expect(res.json<AdminWhiteLabel>().capa).toEqual({ tipo: 'url', valor: 'https://promo.example/capa' });
    const [row] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 1));
    expect(row?.misc.capaAuth).toEqual({ tipo: 'iframe', valor: 'https://promo.example/capa' });
  });

  it('keeps the CRM token when omitted, replaces it when given, removes it with an empty text; never answers it', async () => {
    const stored = async () =>
      (await t.server.db.select().from(brands).where(eq(brands.idConfig, 2)))[0]?.crm ?? null;
    // Same URL (the server's CRM_BASE_URL): the stored token stays. A changed URL drops it (crmSettings.test.ts).
    let res = await put(suporte, 2, { crm: { stageId: 9, baseUrl: null } });
    expect(res.json<AdminWhiteLabel>().crm).toEqual({ stageId: 9, baseUrl: null, possuiToken: true });
    expect((await stored())?.token).toBe('acme-crm-token-demo');
    res = await put(suporte, 2, { crm: { stageId: 9, token: 'novo-token-secreto' } });
    expect(res.body).not.toContain('novo-token-secreto');
    expect((await stored())?.token).toBe('novo-token-secreto');
    const audit = await call(t, suporte, 'GET', '/api/Admin/auditoria');
    expect(audit.body).not.toContain('novo-token-secreto');
    res = await put(suporte, 2, { crm: { stageId: 9, token: '' } });
    expect(res.json<AdminWhiteLabel>().crm?.possuiToken).toBe(false);
    expect((await stored())?.token).toBe('');
  });

  it('switches the sign-up remote of brand 2 and back; /api/remotes reads the override', async () => {
    expect((await put(suporte, 2, { remoteOverrides: {} })).json<AdminWhiteLabel>().remoteOverrides).toEqual(
      {},
    );
    const res = await put(suporte, 2, { remoteOverrides: { signup: 'signup_acme' } });
    expect(res.json<AdminWhiteLabel>().remoteOverrides).toEqual({ signup: 'signup_acme' });
  });

  it('lets a master change their own brand but not another, and a staff-only create/delete is refused to them', async () => {
    expect((await put(master, 1, { title: 'ERP Demo' })).statusCode).toBe(200);
    expect((await put(master, 2, { title: 'Tomada' })).statusCode).toBe(403);
    expect(
      (await call(t, master, 'POST', '/api/ConfigWhiteLabels', { idConfig: 9, title: 'x', tema: 'azul' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST and DELETE /api/ConfigWhiteLabels', () => {
  it('creates a brand, refuses a duplicate number, deletes an empty brand and audits both', async () => {
    const created = await call(t, suporte, 'POST', '/api/ConfigWhiteLabels', {
      idConfig: 30,
      title: 'Marca Nova',
      tema: 'verde',
      misc: { permiteCadastro: false },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminWhiteLabel>()).toMatchObject({
      idConfig: 30,
      title: 'Marca Nova',
      crm: null,
      capa: null,
    });
    const again = await call(t, suporte, 'POST', '/api/ConfigWhiteLabels', {
      idConfig: 30,
      title: 'x',
      tema: 'azul',
    });
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'Já existe uma configuração com este idConfig.',
    ]);
    expect((await call(t, suporte, 'DELETE', '/api/ConfigWhiteLabels/30')).statusCode).toBe(204);
    expect((await lastAudit()).acao).toBe('whitelabel.excluir');
    expect((await call(t, suporte, 'GET', '/api/ConfigWhiteLabels/30/admin')).statusCode).toBe(404);
  });

  it('refuses to delete a brand with companies', async () => {
    const res = await call(t, suporte, 'DELETE', '/api/ConfigWhiteLabels/2');
    expect([res.statusCode, res.json().error.message]).toEqual([
      409,
      'Não é possível excluir uma configuração com empresas vinculadas.',
    ]);
  });
});

describe('audit log reads', () => {
  it('shows a master only their brand, refuses naming another, and counts', async () => {
    await put(master, 1, { misc: { textoAlertaCadastro: 'Atenção' } });
    const own = await call(t, master, 'GET', '/api/Admin/auditoria');
    expect(own.statusCode).toBe(200);
    const rows = own.json<AuditEntry[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.idConfig === 1)).toBe(true);
    const other = await call(
      t,
      master,
      'GET',
      '/api/Admin/auditoria?filter=' + encodeURIComponent('{"where":{"idConfig":2}}'),
    );
    expect(other.statusCode).toBe(403);
    const count = await call(
      t,
      suporte,
      'GET',
      '/api/Admin/auditoria/count?where=' + encodeURIComponent('{"idConfig":2}'),
    );
    expect(count.json<{ count: number }>().count).toBeGreaterThanOrEqual(4);
    const bad = await call(
      t,
      suporte,
      'GET',
      '/api/Admin/auditoria?filter=' + encodeURIComponent('{"where":{"senha":1}}'),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to a master of brand 2 for brand 1', async () => {
    const other = await signInBrand2Master(t);
    const res = await call(
      t,
      other,
      'GET',
      '/api/Admin/auditoria?filter=' + encodeURIComponent('{"where":{"idConfig":1}}'),
    );
    expect(res.statusCode).toBe(403);
    const own = await call(t, other, 'GET', '/api/Admin/auditoria');
    expect(own.json<AuditEntry[]>().every((r) => r.idConfig === 2)).toBe(true);
  });
});
