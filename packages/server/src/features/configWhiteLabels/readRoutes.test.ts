import type { WhiteLabelConfig } from '@erp/domain';
import { gte } from 'drizzle-orm';
import { brands } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const list = (filter: unknown) =>
  t.app.inject({
    url: `/api/ConfigWhiteLabels?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`,
  });

describe('GET /api/ConfigWhiteLabels?filter=', () => {
  it('answers at most 100 brands when the filter asks for no limit', async () => {
    await t.server.db.insert(brands).values(
      Array.from({ length: 120 }, (_, i) => ({
        idConfig: 1000 + i,
        title: `Marca ${i}`,
        tema: 'azul' as const,
      })),
    );
    try {
      const res = await t.app.inject({ url: '/api/ConfigWhiteLabels' });
      expect(res.statusCode).toBe(200);
      expect(res.json<WhiteLabelConfig[]>()).toHaveLength(100);
      expect((await list({ limit: 5, skip: 110 })).json<WhiteLabelConfig[]>()).toHaveLength(5);
    } finally {
      await t.server.db.delete(brands).where(gte(brands.idConfig, 1000));
    }
  });

  it('finds a brand by idConfig, in the browser-safe shape with absolute asset URLs', async () => {
    const res = await list({ where: { idConfig: 2 } });
    expect(res.statusCode).toBe(200);
    const [acme, ...rest] = res.json<WhiteLabelConfig[]>();
    expect(rest).toEqual([]);
    expect(acme).toMatchObject({
      idConfig: 2,
      title: 'Acme Gestão',
      tema: 'custom',
      API_ENDPOINT: 'http://localhost:3000/api/',
      imagens: { logo: 'http://localhost:3000/assets/brands/2/logo.svg' },
      misc: {
        customThemeColor: '#8e24aa',
        permiteCadastro: true,
        capaAuth: { tipo: 'imagem', valor: 'http://localhost:3000/assets/brands/2/capa.svg' },
      },
    });
  });

  it('gives brand 1 an HTML cover and sign-up enabled', async () => {
    const [demo] = (await list({ where: { idConfig: 1 } })).json<WhiteLabelConfig[]>();
    expect(demo).toMatchObject({
      title: 'ERP Demo',
      tema: 'azul',
      misc: { permiteCadastro: true, capaAuth: { tipo: 'html' } },
    });
    expect(demo?.misc.capaAuth?.valor).toContain('<h1');
  });

  it('never returns CRM secrets, origins or remote overrides', async () => {
    const body = (await t.app.inject('/api/ConfigWhiteLabels')).body;
    expect(body).not.toMatch(/acme-crm-token-demo|crm|TOKEN|STAGE|remoteOverrides|signup_acme|origins/i);
  });

  it('reads a field exclusion as every answer field but those, never a secret', async () => {
    const [demo] = (await list({ where: { idConfig: 1 }, fields: { title: false } })).json<
      Record<string, unknown>[]
    >();
    expect(demo).not.toHaveProperty('title');
    expect(demo).toMatchObject({ idConfig: 1, tema: 'azul', API_ENDPOINT: 'http://localhost:3000/api/' });
    expect(demo).toHaveProperty('misc');
    expect(demo).toHaveProperty('modulos');
    expect(Object.keys(demo ?? {})).not.toEqual(expect.arrayContaining(['crm']));
    expect(Object.keys(demo ?? {})).not.toContain('origins');
    expect((await list({ fields: { crm: true } })).statusCode).toBe(400);
    expect((await list({ fields: { origins: false } })).statusCode).toBe(400);
  });

  it('supports order, limit, skip and fields', async () => {
    const ordered = (await list({ order: 'idConfig DESC', limit: 1 })).json<WhiteLabelConfig[]>();
    expect(ordered.map((c) => c.idConfig)).toEqual([2]);
    expect(
      (await list({ order: 'idConfig ASC', skip: 1 })).json<WhiteLabelConfig[]>().map((c) => c.idConfig),
    ).toEqual([2]);
    expect(
      (await list({ where: { title: { ilike: '%demo%' } }, fields: { idConfig: true, title: true } })).json(),
    ).toEqual([{ idConfig: 1, title: 'ERP Demo' }]);
    expect(
      (await list({ where: { or: [{ idConfig: 1 }, { idConfig: { inq: [2] } }] } })).json<unknown[]>(),
    ).toHaveLength(2);
  });

  it('keeps injection strings as parameters (no match, no error)', async () => {
    const res = await list({ where: { title: "x' OR '1'='1" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    [{ where: { crm: 'x' } }, /campo "crm" não pode ser usado/],
    [{ where: { idConfig: { regexp: '1' } } }, /Operador "regexp"/],
    [{ where: { idConfig: 'um' } }, /Valor inválido/],
    [{ order: 'origins DESC' }, /"origins"/],
    ['{"where":', /"filter" não é um JSON válido/],
    [{ include: 'empresas' }, /relação "empresas"/],
  ])('answers 400 for %j', async (filter, message) => {
    const res = await list(filter);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('refuses an oversized filter', async () => {
    const res = await list({ where: { title: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('O parâmetro filter é grande demais.');
  });
});

describe('GET /api/ConfigWhiteLabels/:id', () => {
  it('answers one configuration', async () => {
    const res = await t.app.inject('/api/ConfigWhiteLabels/1');
    expect(res.json<WhiteLabelConfig>()).toMatchObject({ id: 1, idConfig: 1, title: 'ERP Demo' });
  });

  it('answers 404 for a missing one and 400 for a non-numeric id', async () => {
    expect((await t.app.inject('/api/ConfigWhiteLabels/999')).json().error).toEqual({
      statusCode: 404,
      name: 'NotFoundError',
      message: 'Configuração white-label não encontrada.',
    });
    expect((await t.app.inject('/api/ConfigWhiteLabels/abc')).statusCode).toBe(400);
    expect((await t.app.inject('/api/ConfigWhiteLabels/99999999999')).statusCode).toBe(400);
  });
});
