import type { RemoteRelease } from '@erp/domain';
import { desc, eq } from 'drizzle-orm';
import { auditoria, brands } from '../db/schema';
import { HOST_SHARED, useHostManifest } from './hostManifest';
import { activateVersion, publishVersion } from './releaseTestKit';
import { startTestServer, type TestServer } from './testServer';

// The release administration's test files (features/remotes: pins, containers, canaries, the browsers' events) share
// this set-up; each file gets its own server.
let t: TestServer;

/** The server of this test file (started by useRemotesAdminServer's beforeAll). */
export const server = (): TestServer => t;
const tokens: Record<string, string> = {};

/** Publishes a version of a container, as a deploy does, with the manifest its build would write. */
export async function build(container: string, version: string, exposes = ['Routes'], shared = HOST_SHARED) {
  const manifest = { name: container, exposes: exposes.map((name) => ({ name, path: `./${name}` })), shared };
  await publishVersion(t, container, version, manifest);
}

/**
 * Starts one API for the calling test file, as product-owner staff would find it: the host's manifest, versions of the
 * auth, signup, signup_acme and reports areas published (auth's v3 without Routes, v4 built for React 20: both break
 * the contract) and v1 active, and the staff, brand 1's master and the shop's admin signed in.
 */
export function useRemotesAdminServer(): void {
  beforeAll(async () => {
    t = await startTestServer({
      HOST_MANIFEST: '/nonexistent-host/mf-manifest.json',
      REMOTE_PUBLIC_HOST: 'r.test',
    });
    useHostManifest(t);

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
}

export function call(
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: tokens[email]! },
    ...(payload ? { payload } : {}),
  });
}

export const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call('suporte@demo.com.br', method, url, payload);

export async function versionOf(
  idConfig: number,
  area: string,
  visitante?: string,
): Promise<string | undefined> {
  const query = visitante ? `&visitante=${visitante}` : '';
  const res = await t.app.inject(`/api/remotes?idConfig=${idConfig}${query}`);
  if (res.statusCode !== 200) throw new Error(`/api/remotes: ${res.statusCode} ${res.body}`);
  return res.json<RemoteRelease[]>().find((r) => r.area === area)?.version;
}

export async function lastAudit(idConfig: number) {
  const [brand] = await t.server.db.select().from(brands).where(eq(brands.idConfig, idConfig));
  const [row] = await t.server.db
    .select()
    .from(auditoria)
    .where(eq(auditoria.brandId, brand!.id))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return row;
}
