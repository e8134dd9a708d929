import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_FORBIDDEN, type RemoteRelease } from '@erp/domain';
import { and, desc, eq } from 'drizzle-orm';
import { auditoria, brands, remoteEventos } from '../../db/schema';
import { activateVersion, globalActive, publishVersion } from '../../testing/releaseTestKit';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
const tokens: Record<string, string> = {};

/** The host's singletons, as its built manifest lists them. */
const HOST_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@erp/session', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  { name: '@erp/api-client', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

/** Publishes a version of a container, as a deploy does, with the manifest its build would write. */
async function build(container: string, version: string, exposes = ['Routes'], shared = HOST_SHARED) {
  const manifest = { name: container, exposes: exposes.map((name) => ({ name, path: `./${name}` })), shared };
  await publishVersion(t, container, version, manifest);
}

beforeAll(async () => {
  t = await startTestServer({
    HOST_MANIFEST: '/nonexistent-host/mf-manifest.json',
    REMOTE_PUBLIC_HOST: 'r.test',
  });
  // The host's manifest lives beside the deploys of this test's own data folder.
  const hostManifest = path.join(t.dataDir, 'host-mf-manifest.json');
  fs.writeFileSync(hostManifest, JSON.stringify({ name: 'host', exposes: [], shared: HOST_SHARED }));
  t.config.hostShared.manifest = hostManifest;
  delete t.config.hostShared.hostDir;

  await build('auth', 'v1');
  await build('auth', 'v2');
  await build('auth', 'v3-sem-routes', ['Outro']);
  await build(
    'auth',
    'v4-react-20',
    ['Routes'],
    [{ ...HOST_SHARED[0]!, version: '20.0.0', requiredVersion: '^20.0.0' }, ...HOST_SHARED.slice(1)],
  );
  await build('signup', 'v1');
  await build('signup_acme', 'v1');
  await build('reports', 'v1', ['Routes']);
  for (const c of ['auth', 'signup', 'signup_acme', 'reports']) await activateVersion(t, c, 'v1');

  for (const email of ['suporte@demo.com.br', 'master@demo.com.br', 'admin@demo.com.br']) {
    tokens[email] = await t.login(email);
  }
});
afterAll(() => t.close());

function call(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: tokens[email]! },
    ...(payload ? { payload } : {}),
  });
}

const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call('suporte@demo.com.br', method, url, payload);

async function versionOf(idConfig: number, area: string, visitante?: string): Promise<string | undefined> {
  const query = visitante ? `&visitante=${visitante}` : '';
  const res = await t.app.inject(`/api/remotes?idConfig=${idConfig}${query}`);
  return res.json<RemoteRelease[]>().find((r) => r.area === area)?.version;
}

async function lastAudit(idConfig: number) {
  const [brand] = await t.server.db.select().from(brands).where(eq(brands.idConfig, idConfig));
  const [row] = await t.server.db
    .select()
    .from(auditoria)
    .where(eq(auditoria.brandId, brand!.id))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return row;
}

describe('GET /api/Admin/remotes?idConfig=', () => {
  it("lists every area of the brand: container, the area's containers, versions and where the active one comes from", async () => {
    const res = await staff('GET', '/api/Admin/remotes?idConfig=2');
    expect(res.statusCode).toBe(200);
    const signup = res.json<Array<Record<string, unknown>>>().find((r) => r.area === 'signup');
    expect(signup).toMatchObject({
      area: 'signup',
      container: 'signup_acme',
      containers: ['signup', 'signup_acme'],
      versaoAtiva: 'v1',
      origem: 'global',
      anterior: null,
      canary: null,
    });
    expect(signup?.versoes).toEqual([{ versao: 'v1', publicadaEm: expect.any(String) }]);
  });

  it('refuses other roles and a master naming another brand, and answers 404 for an unknown brand', async () => {
    const other = await call('admin@demo.com.br', 'GET', '/api/Admin/remotes?idConfig=1');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(ADMIN_FORBIDDEN);
    const master = await call('master@demo.com.br', 'GET', '/api/Admin/remotes?idConfig=2');
    expect(master.statusCode).toBe(403);
    expect((await call('master@demo.com.br', 'GET', '/api/Admin/remotes?idConfig=1')).statusCode).toBe(200);
    expect((await staff('GET', '/api/Admin/remotes?idConfig=77')).statusCode).toBe(404);
    expect((await staff('GET', '/api/Admin/remotes')).statusCode).toBe(400);
  });
});

describe('pinning a version per brand', () => {
  it("pins and rolls back brand 2's version while brand 1 keeps the global one, with audit rows", async () => {
    const res = await staff('POST', '/api/Admin/remotes/auth/ativar', { idConfig: 2, versao: 'v2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ area: 'auth', versaoAtiva: 'v2', origem: 'marca', anterior: 'v1' });
    expect(await versionOf(2, 'auth')).toBe('v2');
    expect(await versionOf(1, 'auth')).toBe('v1');
    expect(await lastAudit(2)).toMatchObject({
      acao: 'remote.ativar',
      alvo: 'remotes/2/auth/auth',
      de: 'v1',
      para: 'v2',
    });

    const back = await staff('POST', '/api/Admin/remotes/auth/rollback', { idConfig: 2 });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ versaoAtiva: 'v1', origem: 'marca', anterior: null });
    expect(await versionOf(2, 'auth')).toBe('v1');
    expect(await lastAudit(2)).toMatchObject({ acao: 'remote.rollback', de: 'v2', para: 'v1' });

    const none = await staff('POST', '/api/Admin/remotes/auth/rollback', { idConfig: 2 });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Não há versão anterior para voltar.');
  });

  it('keeps a pin when the global version moves on (release command)', async () => {
    await staff('POST', '/api/Admin/remotes/auth/ativar', { idConfig: 2, versao: 'v2' });
    await activateVersion(t, 'auth', 'v1');
    expect(await versionOf(2, 'auth')).toBe('v2');
    expect(await versionOf(1, 'auth')).toBe('v1');
  });

  it('refuses with 422 and what is missing a version that breaks the contract, changing nothing', async () => {
    const missing = await staff('POST', '/api/Admin/remotes/auth/ativar', {
      idConfig: 2,
      versao: 'v3-sem-routes',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.faltando).toEqual(['módulo exposto "Routes"']);
    expect(missing.json().error.message).toMatch('A versão v3-sem-routes de auth é incompatível');

    const react20 = await staff('POST', '/api/Admin/remotes/auth/ativar', {
      idConfig: 2,
      versao: 'v4-react-20',
    });
    expect(react20.statusCode).toBe(422);
    expect(react20.json().error.faltando).toEqual([
      '"react" ^19.3.1 exigido pelo host (a versão traz 20.0.0)',
      '"react" ^20.0.0 exigido pela versão (o host fornece 19.3.1)',
    ]);
    // The reports area must also expose the modal the shell's header mounts.
    const reports = await staff('POST', '/api/Admin/remotes/reports/ativar', { idConfig: 1, versao: 'v1' });
    expect(reports.json().error.faltando).toEqual(['módulo exposto "RelatoriosExportados"']);
    expect(await versionOf(2, 'auth')).toBe('v2');
  });

  it('answers 404 for a version never published or an unknown area, 400 for a malformed version', async () => {
    const unknown = await staff('POST', '/api/Admin/remotes/auth/ativar', { idConfig: 2, versao: 'v9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('A versão v9 de auth não foi publicada.');
    expect(
      (await staff('POST', '/api/Admin/remotes/estoque/ativar', { idConfig: 2, versao: 'v1' })).statusCode,
    ).toBe(404);
    expect(
      (await staff('POST', '/api/Admin/remotes/auth/ativar', { idConfig: 2, versao: '../v1' })).statusCode,
    ).toBe(400);
  });

  it('rolls a brand that follows the global version back along the global history, for that brand only', async () => {
    await build('signup', 'v2');
    await activateVersion(t, 'signup', 'v2');
    const before = (await staff('GET', '/api/Admin/remotes?idConfig=1')).json<
      Array<Record<string, unknown>>
    >();
    expect(before.find((r) => r.area === 'signup')).toMatchObject({
      versaoAtiva: 'v2',
      origem: 'global',
      anterior: 'v1',
    });

    const back = await staff('POST', '/api/Admin/remotes/signup/rollback', { idConfig: 1 });
    expect(back.json()).toMatchObject({ versaoAtiva: 'v1', origem: 'marca', anterior: null });
    expect(await versionOf(1, 'signup')).toBe('v1');
    expect(await lastAudit(1)).toMatchObject({ acao: 'remote.rollback', de: 'v2', para: 'v1' });
    // The global version and the other brands stay where they were.
    expect(await globalActive(t, 'signup')).toBe('v2');
    await staff('PUT', '/api/Admin/remotes/signup', { idConfig: 2, container: 'signup' });
    expect(await versionOf(2, 'signup')).toBe('v2');
    await staff('PUT', '/api/Admin/remotes/signup', { idConfig: 2, container: 'signup_acme' });
    // Activating the newer one again gives it back, and a rollback returns to v1.
    await staff('POST', '/api/Admin/remotes/signup/ativar', { idConfig: 1, versao: 'v2' });
    expect(await versionOf(1, 'signup')).toBe('v2');
  });

  it('lets a master change their own brand only', async () => {
    const other = await call('master@demo.com.br', 'POST', '/api/Admin/remotes/auth/ativar', {
      idConfig: 2,
      versao: 'v1',
    });
    expect(other.statusCode).toBe(403);
    expect(await versionOf(2, 'auth')).toBe('v2');
    const own = await call('master@demo.com.br', 'POST', '/api/Admin/remotes/auth/ativar', {
      idConfig: 1,
      versao: 'v2',
    });
    expect(own.statusCode).toBe(200);
    expect(await versionOf(1, 'auth')).toBe('v2');
    await call('master@demo.com.br', 'POST', '/api/Admin/remotes/auth/rollback', { idConfig: 1 });
    expect(await versionOf(1, 'auth')).toBe('v1');
  });
});

describe('switching the container of an area', () => {
  it("switches brand 2's sign-up between signup_acme and signup and back, audited", async () => {
    const toDefault = await staff('PUT', '/api/Admin/remotes/signup', { idConfig: 2, container: 'signup' });
    expect(toDefault.statusCode).toBe(200);
    expect(toDefault.json()).toMatchObject({ area: 'signup', container: 'signup' });
    let registry = (await t.app.inject('/api/remotes?idConfig=2')).json<RemoteRelease[]>();
    expect(registry.find((r) => r.area === 'signup')?.name).toBe('signup');
    expect(await lastAudit(2)).toMatchObject({ acao: 'remote.container', de: 'signup_acme', para: 'signup' });

    expect(
      (await staff('PUT', '/api/Admin/remotes/signup', { idConfig: 2, container: 'signup_acme' })).statusCode,
    ).toBe(200);
    registry = (await t.app.inject('/api/remotes?idConfig=2')).json<RemoteRelease[]>();
    expect(registry.find((r) => r.area === 'signup')).toMatchObject({
      name: 'signup_acme',
      entry: expect.stringContaining(':8086/v1/'),
    });
    expect(
      (await t.app.inject('/api/remotes?idConfig=1')).json<RemoteRelease[]>().find((r) => r.area === 'signup')
        ?.name,
    ).toBe('signup');
  });

  it('refuses a container of another area or one that does not exist', async () => {
    const wrong = await staff('PUT', '/api/Admin/remotes/signup', { idConfig: 2, container: 'auth' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('O remote "auth" não existe para a área signup.');
    expect(
      (await staff('PUT', '/api/Admin/remotes/signup', { idConfig: 2, container: 'x'.repeat(80) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('canary', () => {
  afterEach(async () => {
    await staff('DELETE', '/api/Admin/remotes/auth/canary?idConfig=1');
  });

  it('answers the canary to about its share of visitors, always the same ones, and only in its brand', async () => {
    const start = await staff('POST', '/api/Admin/remotes/auth/canary', {
      idConfig: 1,
      versao: 'v2',
      percentual: 30,
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().canary).toEqual({
      versao: 'v2',
      percentual: 30,
      carregamentos: 0,
      erros: 0,
      taxaErro: 0,
    });
    expect(await lastAudit(1)).toMatchObject({
      acao: 'canary.iniciar',
      para: { versao: 'v2', percentual: 30 },
    });

    const visitors = Array.from({ length: 1000 }, () => randomUUID());
    const first = await Promise.all(visitors.map((id) => versionOf(1, 'auth', id)));
    const inCanary = first.filter((v) => v === 'v2').length;
    expect(inCanary).toBeGreaterThan(250);
    expect(inCanary).toBeLessThan(350);
    expect(first.every((v) => v === 'v1' || v === 'v2')).toBe(true);
    // Sticky: the same visitors get the same answer again.
    const again = await Promise.all(visitors.slice(0, 100).map((id) => versionOf(1, 'auth', id)));
    expect(again).toEqual(first.slice(0, 100));
    // No visitor id (an older host): the brand's version.
    expect(await versionOf(1, 'auth')).toBe('v1');
    expect(await versionOf(2, 'auth', visitors[first.indexOf('v2')])).toBe('v2'); // brand 2's own pin
    expect((await t.app.inject('/api/remotes?idConfig=1&visitante=a;b')).statusCode).toBe(400);
  });

  it('promotes the canary to the brand’s version, or stops it', async () => {
    await staff('POST', '/api/Admin/remotes/auth/canary', { idConfig: 1, versao: 'v2', percentual: 10 });
    const promoted = await staff('POST', '/api/Admin/remotes/auth/canary/promover', { idConfig: 1 });
    expect(promoted.json()).toMatchObject({
      versaoAtiva: 'v2',
      origem: 'marca',
      canary: null,
      anterior: 'v1',
    });
    expect(await lastAudit(1)).toMatchObject({ acao: 'canary.promover', de: 'v1', para: 'v2' });
    await staff('POST', '/api/Admin/remotes/auth/rollback', { idConfig: 1 });

    await staff('POST', '/api/Admin/remotes/auth/canary', { idConfig: 1, versao: 'v2', percentual: 99 });
    const stopped = await staff('DELETE', '/api/Admin/remotes/auth/canary?idConfig=1');
    expect(stopped.json()).toMatchObject({ versaoAtiva: 'v1', canary: null });
    expect(await lastAudit(1)).toMatchObject({
      acao: 'canary.parar',
      de: { versao: 'v2', percentual: 99 },
      para: null,
    });
    const none = await staff('POST', '/api/Admin/remotes/auth/canary/promover', { idConfig: 1 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Não há canary ativo para este remote.');
  });

  it('refuses a bad percentage, the active version, and an incompatible build', async () => {
    const pct = await staff('POST', '/api/Admin/remotes/auth/canary', {
      idConfig: 1,
      versao: 'v2',
      percentual: 100,
    });
    expect(pct.statusCode).toBe(400);
    expect(pct.json().error.message).toBe('O percentual do canary deve ser um número inteiro de 1 a 99.');
    expect(
      (await staff('POST', '/api/Admin/remotes/auth/canary', { idConfig: 1, versao: 'v1', percentual: 5 }))
        .statusCode,
    ).toBe(409);
    const bad = await staff('POST', '/api/Admin/remotes/auth/canary', {
      idConfig: 1,
      versao: 'v3-sem-routes',
      percentual: 5,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.faltando).toEqual(['módulo exposto "Routes"']);
  });
});

describe('POST /api/remotes/eventos', () => {
  const send = (payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/remotes/eventos', payload: payload as object, remoteAddress });
  const events = (n: number, tipo: 'carregado' | 'erro', versao = 'v2') =>
    Array.from({ length: n }, () => ({
      container: 'auth',
      versao,
      tipo,
      mensagem: tipo === 'erro' ? 'boom' : undefined,
    }));
  /** What the registry served a visitor: version and ticket per container. */
  const served = async (idConfig: number, visitante: string) =>
    new Map(
      (await t.app.inject(`/api/remotes?idConfig=${idConfig}&visitante=${visitante}`))
        .json<RemoteRelease[]>()
        .map((r) => [r.name, r] as const),
    );
  /** A visitor the registry put in brand 1's auth canary, with the ticket it was served. */
  const canaryVisitor = async () => {
    for (;;) {
      const visitante = randomUUID();
      const auth = (await served(1, visitante)).get('auth');
      if (auth?.version === 'v2') return { visitante, ticket: auth.ticket };
    }
  };
  const canary = async () =>
    (await staff('GET', '/api/Admin/remotes?idConfig=1'))
      .json<Array<{ area: string; canary: unknown }>>()
      .find((r) => r.area === 'auth')?.canary;
  // Browsers report their own load: one visitor the registry served, each from an address of its own.
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.1.${Math.floor(addresses / 250)}.${addresses % 250}`;
  };
  const fromVisitors = async (tipos: Array<'carregado' | 'erro'>) => {
    for (const tipo of tipos) {
      const { visitante, ticket } = await canaryVisitor();
      const [evento] = events(1, tipo);
      const res = await send({ idConfig: 1, visitante, eventos: [{ ...evento, ticket }] }, nextAddress());
      expect(res.statusCode).toBe(204);
    }
  };
  const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);
  beforeEach(async () => {
    await staff('POST', '/api/Admin/remotes/auth/canary', { idConfig: 1, versao: 'v2', percentual: 50 });
  });
  afterEach(async () => {
    await staff('DELETE', '/api/Admin/remotes/auth/canary?idConfig=1');
  });

  it('counts the distinct visitors of the canary and rolls it back automatically past the threshold', async () => {
    // 2 failed visitors in 9: too few to judge.
    await fromVisitors([...times(7, 'carregado' as const), ...times(2, 'erro' as const)]);
    expect(await canary()).toMatchObject({ carregamentos: 7, erros: 2 });
    // Other versions and brands do not count for this canary, tickets or not.
    const { visitante } = await canaryVisitor();
    const v1 = (await served(2, visitante)).get('auth');
    await send(
      {
        idConfig: 2,
        visitante,
        eventos: events(5, 'erro', v1!.version).map((e) => ({ ...e, ticket: v1!.ticket })),
      },
      nextAddress(),
    );
    expect(await canary()).toMatchObject({ carregamentos: 7, erros: 2 });

    // One more failed visitor: 3 in 10 = 30 % > 20 %.
    await fromVisitors(['erro']);
    expect(await canary()).toBeNull();
    const visitors = Array.from({ length: 50 }, () => randomUUID());
    expect(new Set(await Promise.all(visitors.map((id) => versionOf(1, 'auth', id))))).toEqual(
      new Set(['v1']),
    );
    const [brand1] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 1));
    const [audit] = await t.server.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.brandId, brand1!.id), eq(auditoria.acao, 'canary.rollback-automatico')));
    expect(audit).toMatchObject({
      alvo: 'remotes/1/auth/auth',
      de: { versao: 'v2', carregamentos: 7, erros: 3 },
      para: null,
    });
  });

  it('keeps a canary under the threshold', async () => {
    await fromVisitors([...times(40, 'carregado' as const), ...times(10, 'erro' as const)]);
    expect(await canary()).toMatchObject({ carregamentos: 40, erros: 10, taxaErro: 0.2 });
  });

  it('a handful of addresses cannot roll a canary back, however many visitor ids they make up', async () => {
    for (const address of ['10.7.7.1', '10.7.7.2', '10.7.7.3', '10.7.7.4', '10.7.7.5']) {
      for (let i = 0; i < 6; i += 1) {
        const { visitante, ticket } = await canaryVisitor();
        await send(
          { idConfig: 1, visitante, eventos: events(3, 'erro').map((e) => ({ ...e, ticket })) },
          address,
        );
      }
    }
    // One visitor per address counts: 5 failed visitors, under the 10 needed to judge.
    expect(await canary()).toMatchObject({ carregamentos: 0, erros: 5 });
    // An IPv6 line is one address however many of its /64 it uses.
    for (const host of ['1', '2', '3']) {
      const { visitante, ticket } = await canaryVisitor();
      await send(
        { idConfig: 1, visitante, eventos: [{ ...events(1, 'erro')[0], ticket }] },
        `2001:db8:1:2::${host}`,
      );
    }
    expect(await canary()).toMatchObject({ erros: 6 });
  });

  it('counts a visitor once, and only with the ticket the registry served it for that version', async () => {
    const { visitante, ticket } = await canaryVisitor();
    const other = await canaryVisitor();
    const address = nextAddress();
    const report = (payload: object) => send({ idConfig: 1, ...payload }, nextAddress());
    // No ticket, no visitor, a forged ticket, another visitor's ticket, the ticket of another version: nothing counts.
    await report({ visitante, eventos: events(1, 'erro') });
    await report({ eventos: events(1, 'erro').map((e) => ({ ...e, ticket })) });
    await report({
      visitante,
      eventos: events(1, 'erro').map((e) => ({ ...e, ticket: `${ticket!.slice(0, -3)}AAA` })),
    });
    await report({ visitante, eventos: events(1, 'erro').map((e) => ({ ...e, ticket: other.ticket })) });
    const v1 = (await served(2, visitante)).get('auth')!;
    await report({ visitante, eventos: events(1, 'erro').map((e) => ({ ...e, ticket: v1.ticket })) });
    expect(await canary()).toMatchObject({ carregamentos: 0, erros: 0 });
    // The real ticket counts, once however often it is sent.
    for (let i = 0; i < 3; i += 1)
      await send(
        { idConfig: 1, visitante, eventos: events(2, 'erro').map((e) => ({ ...e, ticket })) },
        address,
      );
    expect(await canary()).toMatchObject({ carregamentos: 0, erros: 1 });
  });

  it('checks container and version before counting anything: made-up versions create no counter', async () => {
    const limiter = t.server.context.limiter;
    const keys = new Set<string>();
    const { recordFailure, reserve } = limiter;
    limiter.recordFailure = async (list) => {
      for (const k of list) keys.add(k.key);
      return recordFailure(list);
    };
    limiter.reserve = async (list) => {
      for (const k of list) keys.add(k.key);
      return reserve(list);
    };
    try {
      const made = Array.from({ length: 50 }, (_, i) => ({
        container: 'auth',
        versao: `falsa-${i}-${randomUUID()}`,
        tipo: 'erro',
      }));
      for (let i = 0; i < 5; i += 1)
        await send({ idConfig: 1, visitante: randomUUID(), eventos: made }, '10.8.8.8');
      expect([...keys].sort()).toEqual(['remotes:eventos:rede:10.8.8.8', 'remotes:eventos:total']);
      const rows = await t.server.db.select().from(remoteEventos).where(eq(remoteEventos.container, 'auth'));
      expect(rows.some((r) => r.versao.startsWith('falsa-'))).toBe(false);
    } finally {
      limiter.recordFailure = recordFailure;
      limiter.reserve = reserve;
    }
  });

  it('rejects bad input with a Portuguese 4xx and caps the batch at 50', async () => {
    const tooMany = await send({ idConfig: 1, eventos: events(51, 'carregado') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Envie no máximo 50 eventos por vez.');
    const tipo = await send({ idConfig: 1, eventos: [{ container: 'auth', versao: 'v1', tipo: 'travou' }] });
    expect(tipo.json().error.message).toBe('O tipo do evento deve ser carregado ou erro.');
    expect((await send({ idConfig: 1, eventos: 'x' })).statusCode).toBe(400);
    expect(
      (await send({ idConfig: 1, eventos: [{ container: '../etc', versao: 'v1', tipo: 'erro' }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send({
          idConfig: 1,
          eventos: [{ container: 'auth', versao: 'v1', tipo: 'erro', mensagem: 'x'.repeat(3000) }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    expect((await send({ idConfig: 77, eventos: [] })).statusCode).toBe(404);
    const nul = await send({
      idConfig: 1,
      eventos: [{ container: 'auth', versao: 'v1', tipo: 'erro', mensagem: 'a\u0000b' }],
    });
    expect(nul.statusCode).toBe(204);
    // Unknown containers and versions are accepted but not counted.
    expect(
      (await send({ idConfig: 1, eventos: [{ container: 'nada', versao: 'v1', tipo: 'erro' }] })).statusCode,
    ).toBe(204);
  });

  it('limits the calls per address and minute with a 429 and Retry-After', async () => {
    const limit = t.config.releases.eventsPerMinutePerIp;
    for (let i = 0; i < limit; i += 1) {
      expect((await send({ idConfig: 1, eventos: [] }, '10.9.9.9')).statusCode).toBe(204);
    }
    const refused = await send({ idConfig: 1, eventos: [] }, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toBe(
      'Muitos eventos enviados deste endereço. Aguarde um minuto e tente novamente.',
    );
    expect((await send({ idConfig: 1, eventos: [] }, '10.9.9.10')).statusCode).toBe(204);
  });

  it('caps the calls of everyone together, so many addresses cannot make it cost more', async () => {
    const settings = t.config.releases;
    const before = settings.eventsPerMinuteTotal;
    settings.eventsPerMinuteTotal = 5;
    try {
      t.clock.advance(61_000);
      for (let i = 0; i < 5; i += 1)
        expect((await send({ idConfig: 1, eventos: [] }, `10.6.0.${i}`)).statusCode).toBe(204);
      const refused = await send({ idConfig: 1, eventos: [] }, '10.6.0.99');
      expect([refused.statusCode, refused.json().error.message]).toEqual([
        429,
        'Muitos eventos recebidos no momento. Aguarde um minuto e tente novamente.',
      ]);
    } finally {
      settings.eventsPerMinuteTotal = before;
      t.clock.advance(61_000);
    }
  });
});
