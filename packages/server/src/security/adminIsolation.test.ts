import { ADMIN_FORBIDDEN, AVANCO_FORBIDDEN } from '@erp/domain';
import { startTestServer, type TestServer } from '../testing/testServer';
import { eq } from 'drizzle-orm';
import { brands } from '../db/schema';
import {
  brand1Targets,
  brandDigest,
  call,
  databaseDigest,
  signInBrand2Master,
} from '../testing/adminTestKit';

// Generated over the registered admin route table (`config: { admin }`): a route added tomorrow is covered here
// without touching this file. Every request names brand 1's rows, so a guard that failed open would change them.

let t: TestServer;
let targets: Awaited<ReturnType<typeof brand1Targets>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  targets = await brand1Targets(t.server.db);
  tokens['vendedor@demo.com.br'] = await t.login('vendedor@demo.com.br');
  tokens['admin@demo.com.br'] = await t.login('admin@demo.com.br');
  tokens['master da marca 2'] = await signInBrand2Master(t);
  tokens['suporte@demo.com.br'] = await t.login('suporte@demo.com.br');
  tokens['master@demo.com.br'] = await t.login('master@demo.com.br');
});
afterAll(() => t.close());

/** A path of the table with each parameter aimed at brand 1. */
function concreteUrl(url: string): string {
  const idFor = () =>
    url.includes('Planos') ? targets.planoId : url.includes('Usuarios') ? targets.userId : targets.filialId;
  const path = url
    .replace(':idConfig', '1')
    .replace(':id', String(idFor()))
    .replace(':tipo', 'ncm')
    .replace(':area', 'signup');
  const where = encodeURIComponent(JSON.stringify({ idConfig: 1 }));
  const filter = encodeURIComponent(JSON.stringify({ where: { idConfig: 1 } }));
  const params = encodeURIComponent(JSON.stringify({ busca: '', skip: 0, limit: 20 }));
  return `${path}?idConfig=1&empresaId=${targets.empresa.id}&where=${where}&filter=${filter}&params=${params}`;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The same fields as a browser's FormData, with a 1-pixel PNG as `arquivo` (upload and import routes). */
function multipart(fields: Record<string, unknown>) {
  const boundary = 'isolamento';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + file), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A request aimed at brand 1; a body refused as JSON (400/415) is sent again as multipart. */
async function attempt(token: string, method: string, url: string, payload: () => object = body) {
  if (method === 'GET' || method === 'DELETE') return call(t, token, method, concreteUrl(url));
  const res = await call(t, token, method, concreteUrl(url), payload());
  if (res.statusCode !== 400 && res.statusCode !== 415) return res;
  // Not JSON-shaped for this route: the same fields as a form (uploads and imports).
  const form = multipart({ ...payload(), tipo: 'logo' });
  const asForm = await t.app.inject({
    method: method as 'POST',
    url: concreteUrl(url),
    headers: { authorization: token, 'content-type': form.contentType },
    payload: form.payload,
  });
  // A JSON-only route answers the form with 415: its JSON answer is the one that counts.
  return asForm.statusCode === 415 ? res : asForm;
}

/** A body that would change brand 1 if a handler accepted it. */
function body() {
  return {
    idConfig: 1,
    title: 'Invadido',
    tema: 'vermelho',
    ativo: false,
    empresaId: targets.empresa.id,
    filialId: targets.filialId,
    confirmacao: targets.empresa.nome,
    proximo: 999,
    codigo: '999',
    nome: 'Invasor',
    nota: 0,
    versao: '9.9.9',
    url: 'https://invasor.example',
    obrigatoria: true,
    percentual: 10,
    container: 'signup_acme',
    configWhiteLabel: 1,
    idExterno: 'invasor',
    valorMensal: 1,
    descricao: '',
    modulos: [],
    itens: [{ titulo: 'x', url: 'https://invasor.example' }],
  };
}

describe('admin route table', () => {
  it('holds every administration route of the contract', () => {
    const routes = t.server.adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/ConfigWhiteLabels/dashboard',
        'GET /api/ConfigWhiteLabels/:idConfig/admin',
        'PUT /api/ConfigWhiteLabels/:idConfig',
        'POST /api/ConfigWhiteLabels',
        'DELETE /api/ConfigWhiteLabels/:idConfig',
        'POST /api/ConfigWhiteLabels/upload',
        'GET /api/Admin/auditoria',
        'GET /api/Admin/auditoria/count',
        'GET /api/Usuarios/usuarios-whitelabel/:idConfig',
        'GET /api/Usuarios/count',
        'PUT /api/Usuarios/:id/ativo',
        'POST /api/Usuarios/:id/reenviarPrimeiroAcesso',
        'POST /api/Planos',
        'PUT /api/Planos/:id',
        'DELETE /api/Planos/:id',
        'POST /api/Admin/visao-cliente',
        'GET /api/Admin/empresas',
        'POST /api/Admin/excluir-produtos',
        'POST /api/Admin/excluir-filial',
        'GET /api/Admin/sequencia-filial',
        'PUT /api/Admin/sequencia-filial',
        'GET /api/Admin/bancos',
        'POST /api/Admin/bancos',
        'PUT /api/Admin/bancos/:id',
        'DELETE /api/Admin/bancos/:id',
        'POST /api/Admin/ibpt/:tipo',
        'GET /api/Admin/ibpt/:tipo',
        'GET /api/Admin/pdv-versao',
        'PUT /api/Admin/pdv-versao',
        'GET /api/Admin/financeiro-whitelabel',
        'GET /api/Admin/nps',
        'GET /api/Admin/ajuda',
        'PUT /api/Admin/ajuda',
      ]),
    );
  });

  const refused = ['vendedor@demo.com.br', 'admin@demo.com.br', 'master da marca 2'];

  it.each(refused)('refuses every admin route to %s with 403 and changes nothing', async (who) => {
    const before = await databaseDigest(t.server.db);
    const failures: string[] = [];
    for (const route of t.server.adminRoutes) {
      const res = await attempt(tokens[who]!, route.method, route.url);
      const message = res.statusCode === 403 ? res.json().error.message : null;
      if (![ADMIN_FORBIDDEN, AVANCO_FORBIDDEN].includes(message))
        failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(await databaseDigest(t.server.db)).toBe(before);
  });

  it('refuses the staff-only routes to a master of that very brand', async () => {
    const avancoOnly = t.server.adminRoutes.filter((r) => r.level === 'avanco');
    expect(avancoOnly.length).toBeGreaterThan(0);
    for (const route of avancoOnly) {
      const res = await attempt(tokens['master@demo.com.br']!, route.method, route.url);
      expect([route.url, res.statusCode, res.json().error?.message]).toEqual([
        route.url,
        403,
        AVANCO_FORBIDDEN,
      ]);
    }
  });

  it('lets staff and the brand master past the guard', async () => {
    for (const who of ['suporte@demo.com.br', 'master@demo.com.br']) {
      const res = await call(t, tokens[who]!, 'GET', '/api/ConfigWhiteLabels/1/admin');
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 401 without a session, before the admin check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ConfigWhiteLabels/1/admin' });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * What a brand's admin could write that other brands (or the product owner's staff) depend on: which origins a brand
 * answers on (another brand's address, an attacker's as the canonical one that builds reset links) and where the
 * server calls on the brand's behalf (a cloud metadata address). Each alone: a route that takes one must not get to
 * refuse the body for another reason.
 */
const SHARED_VALUE_BODIES = [
  { origins: ['http://127.0.0.1:8080', 'https://invasor.example'] },
  { origins: ['https://invasor.example', 'http://localhost:8080'] },
  { canonicalOrigin: 'https://invasor.example' },
  { crm: { stageId: 1, baseUrl: 'https://169.254.169.254/latest/meta-data', token: 'token-do-invasor' } },
];

describe('writes to values other brands depend on', () => {
  const apiList = async () => (await t.app.inject('/api-list.json')).body;

  it("no admin write lets a brand's master move an origin or aim the server's calls at a private address", async () => {
    const [acme] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 2));
    const listed = await apiList();
    const acmeBefore = await brandDigest(t.server.db, acme!.id);
    const writes = t.server.adminRoutes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes)
      for (const payload of SHARED_VALUE_BODIES)
        await attempt(tokens['master@demo.com.br']!, route.method, route.url, () => payload);
    expect(await apiList()).toBe(listed);
    expect(await brandDigest(t.server.db, acme!.id)).toBe(acmeBefore);
    const [demo] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 1));
    expect(demo?.crm?.baseUrl ?? '').not.toMatch(/169\.254/);
    expect(JSON.stringify(demo?.crm ?? null)).not.toContain('token-do-invasor');
  });

  it("refuses staff too an origin another brand answers on, on a brand's update and on a new brand", async () => {
    const suporte = tokens['suporte@demo.com.br']!;
    const before = await databaseDigest(t.server.db);
    const update = await call(t, suporte, 'PUT', '/api/ConfigWhiteLabels/1', {
      origins: ['http://localhost:8080', 'HTTP://127.0.0.1:8080/'],
    });
    const created = await call(t, suporte, 'POST', '/api/ConfigWhiteLabels', {
      idConfig: 77,
      title: 'Marca Nova',
      tema: 'azul',
      origins: ['http://127.0.0.1:8080'],
    });
    for (const res of [update, created])
      expect([res.statusCode, res.json().error.message]).toEqual([
        409,
        'O endereço http://127.0.0.1:8080 já pertence a outra marca.',
      ]);
    expect(await databaseDigest(t.server.db)).toBe(before);
  });
});
