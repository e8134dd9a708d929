import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderDeployment } from './registry';
import { activateRelease } from './releaseStore';

function release(deployDir: string, container: string, version: string): void {
  fs.mkdirSync(path.join(deployDir, container, version), { recursive: true });
  fs.writeFileSync(path.join(deployDir, container, version, 'mf-manifest.json'), '{}');
  activateRelease(deployDir, container, version);
}

describe('folderDeployment', () => {
  let deployDir: string;
  beforeEach(() => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploys-'));
  });
  afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  it("announces each released area's active version at its container's public URL, honouring a brand's override", () => {
    release(deployDir, 'auth', 'v1');
    release(deployDir, 'signup', 'v1');
    release(deployDir, 'signup_acme', 'v2');
    const deployment = folderDeployment({
      deployDir,
      remotePublicUrls: {
        auth: 'http://remotes.example:9081',
        signup: 'https://cdn.example.com/erp/remotes/signup',
        signup_acme: 'http://remotes.example:9086',
      },
    });
    expect(deployment.releasesFor({})).toEqual([
      { name: 'auth', area: 'auth', entry: 'http://remotes.example:9081/v1/mf-manifest.json', version: 'v1' },
      {
        name: 'signup',
        area: 'signup',
        entry: 'https://cdn.example.com/erp/remotes/signup/v1/mf-manifest.json',
        version: 'v1',
      },
    ]);
    expect(deployment.releasesFor({ signup: 'signup_acme' })[1]).toMatchObject({
      name: 'signup_acme',
      version: 'v2',
    });
    // An override naming another area's container is ignored.
    expect(deployment.releasesFor({ signup: 'auth' })[1]).toMatchObject({ name: 'signup' });
  });

  it('lists the manifest URL of every published version of a container, for the overrides the registry could hand out', () => {
    release(deployDir, 'shell', 'v1');
    release(deployDir, 'shell', 'v2');
    const deployment = folderDeployment({
      deployDir,
      remotePublicUrls: { shell: 'http://localhost:8083' },
    });
    expect(deployment.publishedEntries('shell').sort()).toEqual([
      'http://localhost:8083/v1/mf-manifest.json',
      'http://localhost:8083/v2/mf-manifest.json',
    ]);
    expect(deployment.publishedEntries('nada')).toEqual([]);
  });

  it("checks another build by its manifest's URL against the container's contract", async () => {
    const hostManifest = path.join(deployDir, 'host.json');
    fs.writeFileSync(
      hostManifest,
      JSON.stringify({
        name: 'host',
        exposes: [],
        shared: [{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' }],
      }),
    );
    const candidate = path.join(deployDir, 'candidate.json');
    fs.writeFileSync(candidate, JSON.stringify({ name: 'shell', exposes: [], shared: [] }));
    const deployment = folderDeployment({
      deployDir,
      remotePublicUrls: {},
      hostShared: { manifest: hostManifest },
    });
    const result = await deployment.checkEntry('shell', candidate);
    expect(result.ok).toBe(false);
    expect(result.faltando).toEqual(
      expect.arrayContaining(['módulo exposto "Routes"', '"react" compartilhado como singleton']),
    );
    expect(await deployment.checkEntry('nada', candidate)).toEqual({
      ok: false,
      faltando: ['Não existe o container "nada".'],
    });
  });
});
