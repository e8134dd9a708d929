import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogOf } from './catalog';
import { originDeployment } from './registry';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));

describe('originDeployment', () => {
  const catalog = catalogOf(
    [
      { container: 'auth', versao: 'v1', publicadaEm: at(1) },
      { container: 'auth', versao: 'v2', publicadaEm: at(2) },
      { container: 'signup', versao: 'v1', publicadaEm: at(1) },
      { container: 'signup_acme', versao: 'v2', publicadaEm: at(3) },
    ],
    [
      { container: 'auth', versao: 'v1', historico: ['v1'] },
      { container: 'signup', versao: 'v1', historico: ['v1'] },
      { container: 'signup_acme', versao: 'v2', historico: ['v2'] },
    ],
  );
  const deployment = originDeployment({
    remotePublicUrls: {
      auth: 'http://remotes.example:9081',
      signup: 'https://cdn.example.com/erp/remotes/signup',
      signup_acme: 'http://remotes.example:9086',
    },
  });

  it("announces each released area's active version at its container's public URL, honouring a brand's override", () => {
    expect(deployment.releasesFor(catalog, {})).toEqual([
      { name: 'auth', area: 'auth', entry: 'http://remotes.example:9081/v1/mf-manifest.json', version: 'v1' },
      {
        name: 'signup',
        area: 'signup',
        entry: 'https://cdn.example.com/erp/remotes/signup/v1/mf-manifest.json',
        version: 'v1',
      },
    ]);
    expect(deployment.releasesFor(catalog, { signup: 'signup_acme' })[1]).toMatchObject({
      name: 'signup_acme',
      version: 'v2',
    });
    // An override naming another area's container is ignored.
    expect(deployment.releasesFor(catalog, { signup: 'auth' })[1]).toMatchObject({ name: 'signup' });
  });

  it('answers a picked version only when it is published; otherwise the global one', () => {
    const picked = (version: string) => deployment.releasesFor(catalog, {}, () => version)[0]?.version;
    expect(picked('v2')).toBe('v2');
    expect(picked('v9-nunca-publicada')).toBe('v1');
  });

  it('refuses to check a manifest of an unknown container or against a host it cannot read', async () => {
    expect(await deployment.checkManifest('nenhum', {})).toEqual({
      ok: false,
      faltando: ['Não existe o container "nenhum".'],
    });
    expect((await deployment.checkManifest('auth', {})).faltando).toEqual([
      'Não foi possível ler as versões compartilhadas exigidas pelo host.',
    ]);
  });

  it('lists the manifest URL of every published version of a container, for the overrides the registry could hand out', () => {
    const shell = originDeployment({ remotePublicUrls: { shell: 'http://localhost:8083' } });
    const published = catalogOf(
      [
        { container: 'shell', versao: 'v1', publicadaEm: at(1) },
        { container: 'shell', versao: 'v2', publicadaEm: at(2) },
      ],
      [],
    );
    expect(shell.publishedEntries(published, 'shell')).toEqual([
      'http://localhost:8083/v1/mf-manifest.json',
      'http://localhost:8083/v2/mf-manifest.json',
    ]);
    expect(shell.publishedEntries(published, 'nada')).toEqual([]);
  });

  it("checks another build by its manifest's URL against the container's contract", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    try {
      const hostManifest = path.join(dir, 'host.json');
      fs.writeFileSync(
        hostManifest,
        JSON.stringify({
          name: 'host',
          exposes: [],
          shared: [{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' }],
        }),
      );
      const candidate = path.join(dir, 'candidate.json');
      fs.writeFileSync(candidate, JSON.stringify({ name: 'shell', exposes: [], shared: [] }));
      const checker = originDeployment({ remotePublicUrls: {}, hostShared: { manifest: hostManifest } });
      const result = await checker.checkEntry('shell', candidate);
      expect(result.ok).toBe(false);
      expect(result.faltando).toEqual(
        expect.arrayContaining(['módulo exposto "Routes"', '"react" compartilhado como singleton']),
      );
      expect(await checker.checkEntry('nada', candidate)).toEqual({
        ok: false,
        faltando: ['Não existe o container "nada".'],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
