import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findContainer } from '@erp/deployment';
import { startApiChild, type ApiChild } from '../realServices/apiChild';
import {
  containerState,
  registerRelease,
  rollbackRelease,
  uploadRelease,
  type DeployTarget,
} from './deployClient';
import { publishBuild } from './releaseBuild';

const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@erp/session', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];
const TOKEN = 's'.repeat(43);
/** Both built for the same Module Federation runtime. */
const metaData = { pluginVersion: '2.9.2' };

let dir: string;
let api: ApiChild;
let target: DeployTarget;

/** A build of reports as webpack leaves it, with a manifest exposing `exposes`. */
function buildFolder(
  name: string,
  exposes = ['Routes', 'RelatoriosExportados'],
  withManifest = true,
): string {
  const build = path.join(dir, name);
  fs.mkdirSync(path.join(build, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'var reports;');
  fs.writeFileSync(path.join(build, 'static/js/1.abc.js'), 'x'.repeat(200_000));
  const manifest = { name: 'reports', metaData, exposes: exposes.map((e) => ({ name: e })), shared: SHARED };
  if (withManifest) fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
  return build;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-client-'));
  const hostManifest = path.join(dir, 'host-mf-manifest.json');
  fs.writeFileSync(hostManifest, JSON.stringify({ name: 'host', metaData, exposes: [], shared: SHARED }));
  // The API as a deployment runs it, in its own process, with the local stack's token.
  api = await startApiChild({
    DATA_DIR: path.join(dir, 'data'),
    HOST_MANIFEST: hostManifest,
    STACK_DEPLOY_TOKEN: TOKEN,
    SEED_DEMO: '0',
  });
  target = { api: api.url, token: TOKEN };
}, 120_000);
afterAll(async () => {
  await api?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the release command against a real API', () => {
  it('streams every file, the manifest last, and registers the version, active only when asked', async () => {
    const count = await uploadRelease(target, 'reports', 'v1', buildFolder('b1'));
    expect(count).toBe(3);
    expect(
      fs.readFileSync(path.join(dir, 'data/deploys/reports/v1/static/js/1.abc.js'), 'utf8'),
    ).toHaveLength(200_000);
    expect(await registerRelease(target, 'reports', 'v1', { ativar: false })).toMatchObject({ ativa: null });
    expect(
      await registerRelease(target, 'reports', 'v1', { ativar: true }).catch((e: Error) => e.message),
    ).toBe('A versão v1 de reports já existe; publique com outro nome de versão.');
    const build = { container: findContainer('reports')!, versao: 'v2', dir: buildFolder('b2') };
    expect(await publishBuild(target, build, { ativar: true })).toMatchObject({
      ativa: 'v2',
      historico: ['v2'],
    });
    // The temporary build folder is gone once published.
    expect(fs.existsSync(build.dir)).toBe(false);
  });

  it("prints the API's refusal: a build cut short, or one the contract check refuses", async () => {
    await uploadRelease(target, 'reports', 'v3', buildFolder('b3', undefined, false));
    await expect(registerRelease(target, 'reports', 'v3', { ativar: true })).rejects.toThrow(
      'A versão v3 de reports não tem mf-manifest.json: o envio não terminou. Nada foi publicado.',
    );
    const refused = {
      container: findContainer('reports')!,
      versao: 'v4',
      dir: buildFolder('b4', ['Routes']),
    };
    await expect(publishBuild(target, refused, { ativar: true })).rejects.toThrow(
      /^A versão v4 de reports é incompatível.*Falta: módulo exposto "RelatoriosExportados"\. Nada foi publicado\.$/,
    );
    expect((await containerState(target, 'reports')).ativa).toBe('v2');
  });

  it("lets the local stack force a refused build live, with the API's warning", async () => {
    const forced = { container: findContainer('reports')!, versao: 'v5', dir: buildFolder('b5', ['Routes']) };
    const state = await publishBuild(target, forced, { ativar: true, forcar: true });
    expect(state.ativa).toBe('v5');
    expect(state.avisos).toEqual([expect.stringContaining('Falta: módulo exposto "RelatoriosExportados"')]);
    expect((await rollbackRelease(target, 'reports')).ativa).toBe('v2');
  });

  it('refuses a wrong token', async () => {
    await expect(containerState({ ...target, token: 'z'.repeat(43) }, 'reports')).rejects.toThrow(
      'Token de deploy inválido ou revogado.',
    );
  });
});
