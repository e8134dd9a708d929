import { randomUUID } from 'node:crypto';
import { ADMIN_FORBIDDEN, type RemoteRelease } from '@erp/domain';
import { activateVersion, globalActive } from '../../testing/releaseTestKit';
import { inCanary } from './canaryBucket';
import {
  build,
  call,
  lastAudit,
  server,
  staff,
  versionOf,
  useRemotesAdminServer,
} from '../../testing/remotesAdminKit';

useRemotesAdminServer();

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
    await activateVersion(server(), 'auth', 'v1');
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
    await activateVersion(server(), 'signup', 'v2');
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
    expect(await globalActive(server(), 'signup')).toBe('v2');
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
    let registry = (await server().app.inject('/api/remotes?idConfig=2')).json<RemoteRelease[]>();
    expect(registry.find((r) => r.area === 'signup')?.name).toBe('signup');
    expect(await lastAudit(2)).toMatchObject({ acao: 'remote.container', de: 'signup_acme', para: 'signup' });

    expect(
      (await staff('PUT', '/api/Admin/remotes/signup', { idConfig: 2, container: 'signup_acme' })).statusCode,
    ).toBe(200);
    registry = (await server().app.inject('/api/remotes?idConfig=2')).json<RemoteRelease[]>();
    expect(registry.find((r) => r.area === 'signup')).toMatchObject({
      name: 'signup_acme',
      entry: expect.stringContaining(':8086/v1/'),
    });
    expect(
      (await server().app.inject('/api/remotes?idConfig=1'))
        .json<RemoteRelease[]>()
        .find((r) => r.area === 'signup')?.name,
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

  /**
   * Brand 1's auth version for each visitor, twenty requests at a time: a thousand at once would test the pool's queue
   * instead (on PostgreSQL a request waits at most 3 s for one of its 10 connections; a busy machine made some 503s).
   */
  async function authVersionsOf(visitors: string[]): Promise<Array<string | undefined>> {
    const versions: Array<string | undefined> = [];
    for (let i = 0; i < visitors.length; i += 20)
      versions.push(...(await Promise.all(visitors.slice(i, i + 20).map((id) => versionOf(1, 'auth', id)))));
    return versions;
  }

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

    // Each visitor gets exactly the version its bucket gives at 30 % (how evenly buckets spread 10,000 visitors is
    // canaryBucket.test.ts'); 200 visitors hold both answers.
    const visitors = Array.from({ length: 200 }, () => randomUUID());
    const first = await authVersionsOf(visitors);
    expect(first).toEqual(visitors.map((id) => (inCanary(id, 30) ? 'v2' : 'v1')));
    expect(new Set(first)).toEqual(new Set(['v1', 'v2']));
    // Sticky: the same visitors get the same answer again.
    const again = await authVersionsOf(visitors.slice(0, 100));
    expect(again).toEqual(first.slice(0, 100));
    // No visitor id (an older host): the brand's version.
    expect(await versionOf(1, 'auth')).toBe('v1');
    expect(await versionOf(2, 'auth', visitors[first.indexOf('v2')])).toBe('v2'); // brand 2's own pin
    expect((await server().app.inject('/api/remotes?idConfig=1&visitante=a;b')).statusCode).toBe(400);
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
