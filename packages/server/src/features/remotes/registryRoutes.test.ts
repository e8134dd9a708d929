import type { RemoteRelease } from '@erp/domain';
import { activateVersion, publishVersion, rollbackVersion } from '../../testing/releaseTestKit';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SIGNUP_ACME_PORT: '9186', REMOTE_PUBLIC_HOST: 'remotes.test' });
});
afterAll(() => t.close());

const registry = async (idConfig: number) =>
  (await t.app.inject(`/api/remotes?idConfig=${idConfig}`)).json<RemoteRelease[]>();

describe('GET /api/remotes?idConfig=', () => {
  it('leaves out areas that were never released', async () => {
    expect(await registry(1)).toEqual([]);
  });

  it('answers the active release per area, with the brand override for Acme’s sign-up', async () => {
    for (const c of ['auth', 'signup', 'signup_acme']) {
      await publishVersion(t, c, 'v1');
      await activateVersion(t, c, 'v1');
    }

    expect(await registry(1)).toEqual([
      { name: 'auth', area: 'auth', entry: 'http://remotes.test:8081/v1/mf-manifest.json', version: 'v1' },
      {
        name: 'signup',
        area: 'signup',
        entry: 'http://remotes.test:8082/v1/mf-manifest.json',
        version: 'v1',
      },
    ]);
    expect(await registry(2)).toEqual([
      { name: 'auth', area: 'auth', entry: 'http://remotes.test:8081/v1/mf-manifest.json', version: 'v1' },
      {
        name: 'signup_acme',
        area: 'signup',
        entry: 'http://remotes.test:9186/v1/mf-manifest.json',
        version: 'v1',
      },
    ]);
  });

  it('shows a new release and a rollback on the very next request, uncached', async () => {
    await publishVersion(t, 'auth', 'v2');
    await activateVersion(t, 'auth', 'v2');
    const res = await t.app.inject('/api/remotes?idConfig=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<RemoteRelease[]>().find((r) => r.area === 'auth')?.version).toBe('v2');
    await rollbackVersion(t, 'auth');
    expect((await registry(1)).find((r) => r.area === 'auth')?.entry).toBe(
      'http://remotes.test:8081/v1/mf-manifest.json',
    );
  });

  it('answers 404 for an unknown brand and 400 for a missing or malformed idConfig', async () => {
    expect((await t.app.inject('/api/remotes?idConfig=77')).statusCode).toBe(404);
    const missing = await t.app.inject('/api/remotes');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('O campo idConfig é obrigatório.');
    expect((await t.app.inject('/api/remotes?idConfig=1;drop')).statusCode).toBe(400);
    expect((await t.app.inject('/api/remotes?idConfig=1&idConfig=2')).statusCode).toBe(400);
  });
});
