import path from 'node:path';
import { Writable } from 'node:stream';
import type { RemoteRelease, TokenDeployCriado } from '@erp/domain';
import { call } from './adminTestKit';
import { HOST_SHARED, useHostManifest } from './hostManifest';
import { startTestServer, type TestServer } from './testServer';

// The deploy API's test set-up: one API per test file, logging at trace level into logLines.

/** What a build of the reports area writes as its manifest. */
export const reportsManifest = (exposes = ['Routes', 'RelatoriosExportados']) =>
  JSON.stringify({
    name: 'reports',
    exposes: exposes.map((name) => ({ name, path: `./${name}` })),
    shared: HOST_SHARED,
  });

/** Every line the server logged (at trace level), to check that no deploy token reaches the log. */
export const logLines: string[] = [];
let t: TestServer;
/** The test file's server (started by useDeployServer's beforeAll). */
export const server = (): TestServer => t;
/** Product-owner staff's session, and two deploy tokens: one for the reports area, one for the sign-in area. */
export const tokens = { suporte: '', reports: '', auth: '' };

export async function createToken(nome: string, container: string): Promise<TokenDeployCriado> {
  const res = await call(t, tokens.suporte, 'POST', '/api/Admin/tokens-deploy', { nome, container });
  expect(res.statusCode).toBe(201);
  return res.json<TokenDeployCriado>();
}

/** Starts the calling test file's API with a live host manifest, staff signed in and the two deploy tokens. */
export function useDeployServer(): void {
  beforeAll(async () => {
    t = await startTestServer(
      { LOG_LEVEL: 'trace', RELEASE_MAX_FILE_MB: '1' },
      {
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(chunk.toString());
            done();
          },
        }),
      },
    );
    useHostManifest(t);
    tokens.suporte = await t.login('suporte@demo.com.br');
    tokens.reports = (await createToken('CI de relatórios', 'reports')).token;
    tokens.auth = (await createToken('CI do login', 'auth')).token;
  });
  afterAll(() => t.close());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function upload(
  token: string | null,
  container: string,
  versao: string,
  file: string,
  body: string | Buffer,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/deploy/${container}/versoes/${versao}/arquivos/${file}`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

export function register(token: string, container: string, versao: string, body: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/deploy/${container}/versoes/${versao}`,
    headers: bearer(token),
    payload: body,
  });
}

/** Uploads a whole build of reports, the manifest last, as `pnpm release --api` does. */
export async function uploadBuild(token: string, versao: string, manifest = reportsManifest()) {
  for (const [file, body] of [
    ['remoteEntry.js', 'var reports;'],
    ['static/js/1.abc.js', 'console.log(1)'],
    ['mf-manifest.json', manifest],
  ] as const) {
    const res = await upload(token, 'reports', versao, file, body);
    expect([file, res.statusCode]).toEqual([file, 204]);
  }
}

export const reportsVersion = async () =>
  (await t.app.inject('/api/remotes?idConfig=1')).json<RemoteRelease[]>().find((r) => r.area === 'reports')
    ?.version;
export const storedFile = (versao: string, file: string) =>
  path.join(t.config.deployDir, 'reports', versao, file);
export const errorOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { error: { message: string } }).error.message,
];
