import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkCandidate, checkContract, requirementsFor, type SharedRequirement } from './contract';

/** The host's singletons as its built manifest lists them. */
const HOST_SHARED: Record<string, SharedRequirement> = {
  react: { requiredVersion: '^19.3.1', version: '19.3.1' },
  'react-dom': { requiredVersion: '^19.3.1', version: '19.3.1' },
  '@erp/session': { requiredVersion: '^0.1.0', version: '0.1.0' },
  '@erp/api-client': { requiredVersion: '^0.1.0', version: '0.1.0' },
  '@mantine/core': { requiredVersion: '^7.17.8', version: '7.17.8' },
};

function shared(name: string, version: string, extra: object = {}) {
  return { id: `reports:${name}`, name, version, singleton: true, requiredVersion: `^${version}`, ...extra };
}

/** A manifest as `@module-federation/enhanced` writes it for the reports area. */
function reportsManifest(overrides: { exposes?: string[]; shared?: object[]; pluginVersion?: string } = {}) {
  return {
    id: 'reports',
    name: 'reports',
    metaData: { name: 'reports', publicPath: 'auto', pluginVersion: overrides.pluginVersion ?? '2.9.2' },
    exposes: (overrides.exposes ?? ['Routes', 'RelatoriosExportados']).map((name) => ({
      id: `reports:${name}`,
      name,
      path: `./${name}`,
    })),
    shared: overrides.shared ?? [
      shared('react', '19.3.1'),
      shared('react-dom', '19.3.1'),
      shared('@erp/session', '0.1.0'),
      shared('@erp/api-client', '0.1.0'),
      shared('@mantine/core', '7.17.8'),
    ],
    remotes: [],
  };
}

const reports = requirementsFor('reports', HOST_SHARED);

describe('checkContract', () => {
  it('accepts a build that exposes what the area lends and shares the host’s singletons', () => {
    expect(checkContract(reportsManifest(), reports)).toEqual({ ok: true, faltando: [] });
  });

  it('requires the modules other areas import: the reports modal the shell’s header mounts', () => {
    expect(reports.exposes).toEqual(['Routes', 'RelatoriosExportados']);
    expect(checkContract(reportsManifest({ exposes: ['Routes'] }), reports)).toEqual({
      ok: false,
      faltando: ['módulo exposto "RelatoriosExportados"'],
    });
  });

  it('refuses a singleton the host cannot provide, and one the host requires in another major', () => {
    const newerReact = reportsManifest({
      shared: [
        shared('react', '20.0.0'),
        shared('react-dom', '19.3.1'),
        shared('@erp/session', '0.1.0'),
        shared('@erp/api-client', '0.1.0'),
        shared('@mantine/core', '7.17.8'),
      ],
    });
    expect(checkContract(newerReact, reports).faltando).toEqual([
      '"react" ^19.3.1 exigido pelo host (a versão traz 20.0.0)',
      '"react" ^20.0.0 exigido pela versão (o host fornece 19.3.1)',
    ]);
  });

  it('refuses a build that needs a newer minor than the host provides', () => {
    const needsNewerMantine = reportsManifest({
      shared: [
        shared('react', '19.3.1'),
        shared('react-dom', '19.3.1'),
        shared('@erp/session', '0.1.0'),
        shared('@erp/api-client', '0.1.0'),
        shared('@mantine/core', '7.18.0'),
      ],
    });
    expect(checkContract(needsNewerMantine, reports)).toEqual({
      ok: false,
      faltando: ['"@mantine/core" ^7.18.0 exigido pela versão (o host fornece 7.17.8)'],
    });
  });

  it('refuses a build that bundles its own React or session store, or shares one without singleton', () => {
    const ownCopies = reportsManifest({
      shared: [
        shared('react', '19.3.1', { singleton: false }),
        shared('@erp/api-client', '0.1.0'),
        shared('@mantine/core', '7.17.8'),
      ],
    });
    expect(checkContract(ownCopies, reports).faltando).toEqual([
      '"react-dom" compartilhado como singleton',
      '"@erp/session" compartilhado como singleton',
      '"react" compartilhado como singleton (está sem singleton)',
    ]);
  });

  it('refuses a build made for another container name (its remote entry would not be found)', () => {
    const forAcme = requirementsFor('reports', HOST_SHARED, 'reports_acme');
    expect(checkContract(reportsManifest(), forAcme)).toEqual({
      ok: false,
      faltando: ['nome de container "reports_acme" (o manifesto é de "reports")'],
    });
    expect(checkContract(reportsManifest(), requirementsFor('reports', HOST_SHARED, 'reports')).ok).toBe(
      true,
    );
  });

  it("refuses a build for another Module Federation runtime than the host's: remotes run on the host's runtime", () => {
    const onHostRuntime = requirementsFor('reports', HOST_SHARED, 'reports', '2.9.2');
    expect(checkContract(reportsManifest(), onHostRuntime)).toEqual({ ok: true, faltando: [] });
    expect(checkContract(reportsManifest({ pluginVersion: '2.10.0' }), onHostRuntime)).toEqual({
      ok: false,
      faltando: [
        'runtime do Module Federation 2.9.2 fornecido pelo host (a versão foi construída com 2.10.0)',
      ],
    });
    const noVersion = { ...reportsManifest(), metaData: { name: 'reports', publicPath: 'auto' } };
    expect(checkContract(noVersion, onHostRuntime).faltando).toEqual([
      'runtime do Module Federation 2.9.2 fornecido pelo host (a versão foi construída com versão desconhecida)',
    ]);
    // A host whose runtime is unknown: the singletons alone decide.
    expect(checkContract(reportsManifest({ pluginVersion: '2.10.0' }), reports).ok).toBe(true);
  });

  it('refuses a build that imports a name the host’s pruned copy of a shared package lacks, and names it', () => {
    const pruned = requirementsFor('reports', {
      ...HOST_SHARED,
      '@mantine/core': {
        requiredVersion: '^7.17.8',
        version: '7.17.8',
        providedExports: ['Button', 'Table', 'Text'],
      },
    });
    const importing = (importedExports?: string[]) =>
      reportsManifest({
        shared: [
          shared('react', '19.3.1'),
          shared('react-dom', '19.3.1'),
          shared('@erp/session', '0.1.0'),
          shared('@erp/api-client', '0.1.0'),
          shared('@mantine/core', '7.17.8', importedExports ? { importedExports } : {}),
        ],
      });
    expect(checkContract(importing(['Button', 'Table']), pruned)).toEqual({ ok: true, faltando: [] });
    expect(checkContract(importing(['Button', 'Rating', 'Chip']), pruned).faltando).toEqual([
      'Rating, Chip de "@mantine/core" (a cópia fornecida pelo host não inclui: publique antes um host construído com esta versão do workspace)',
    ]);
    const whole =
      '"@mantine/core" inteiro (o host fornece só as exportações que os apps dele importam; a versão não diz quais usa)';
    expect(checkContract(importing(['Button', '*']), pruned).faltando).toEqual([whole]);
    expect(checkContract(importing(), pruned).faltando).toEqual([whole]);
    // A host that provides the package whole takes any import, said or not.
    expect(checkContract(importing(['Rating']), reports).ok).toBe(true);
  });

  it("checks a build that takes the login route's part of a package against that part, and counts it as the package", () => {
    const tiered = requirementsFor('auth', {
      ...HOST_SHARED,
      '@erp/session:login': { requiredVersion: '^0.1.0', version: '0.1.0' },
      '@erp/api-client:login': { requiredVersion: '^0.1.0', version: '0.1.0' },
      '@mantine/core:login': { requiredVersion: '^7.17.8', version: '7.17.8', providedExports: ['Button'] },
    });
    const auth = (mantineImports: string[], sessionKey = '@erp/session:login') => ({
      ...reportsManifest({
        exposes: ['Routes'],
        shared: [
          shared('react', '19.3.1'),
          shared('react-dom', '19.3.1'),
          shared(sessionKey, '0.1.0'),
          shared('@erp/api-client:login', '0.1.0'),
          shared('@mantine/core:login', '7.17.8', { importedExports: mantineImports }),
        ],
      }),
    });
    expect(checkContract(auth(['Button']), tiered)).toEqual({ ok: true, faltando: [] });
    expect(checkContract(auth(['Button', 'Table']), tiered).faltando).toEqual([
      'Table de "@mantine/core:login" (a cópia fornecida pelo host não inclui: publique antes um host construído com esta versão do workspace)',
    ]);
    // Against a host read from its sources (package names only), the tier is judged as its package.
    expect(
      checkContract(auth(['Table'], '@erp/session:login'), requirementsFor('auth', HOST_SHARED)).ok,
    ).toBe(true);
    expect(checkContract(auth(['Button'], '@erp/other:login'), tiered).faltando).toEqual([
      '"@erp/session" compartilhado como singleton',
    ]);
  });

  it('refuses something that is not a manifest', () => {
    expect(checkContract({ name: 'reports' }, reports)).toEqual({
      ok: false,
      faltando: ['O mf-manifest.json em manifesto não é um manifesto válido.'],
    });
    expect(checkContract('<html>', reports).ok).toBe(false);
  });
});

describe('checkCandidate', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the manifest from a file', async () => {
    const file = path.join(dir, 'mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify(reportsManifest({ exposes: ['Routes'] })));
    expect(await checkCandidate(file, reports)).toEqual({
      ok: false,
      faltando: ['módulo exposto "RelatoriosExportados"'],
    });
  });

  it("reads the candidate's runtime from its file: the host's runtime passes, another one is named", async () => {
    const file = path.join(dir, 'mf-manifest.json');
    const onHostRuntime = requirementsFor('reports', HOST_SHARED, 'reports', '2.9.2');
    fs.writeFileSync(file, JSON.stringify(reportsManifest()));
    expect(await checkCandidate(file, onHostRuntime)).toEqual({ ok: true, faltando: [] });
    fs.writeFileSync(file, JSON.stringify(reportsManifest({ pluginVersion: '2.10.0' })));
    expect((await checkCandidate(file, onHostRuntime)).faltando).toEqual([
      'runtime do Module Federation 2.9.2 fornecido pelo host (a versão foi construída com 2.10.0)',
    ]);
  });

  it('says why when the manifest is missing, not JSON, or its server is down', async () => {
    const missing = path.join(dir, 'nada', 'mf-manifest.json');
    expect(await checkCandidate(missing, reports)).toEqual({
      ok: false,
      faltando: [`Não foi possível ler o mf-manifest.json em ${missing}: arquivo não encontrado.`],
    });
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{"exposes": [');
    expect((await checkCandidate(broken, reports)).faltando).toEqual([
      `O mf-manifest.json em ${broken} não é um manifesto válido.`,
    ]);
    // A port that was just free: nothing answers there.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const url = `http://127.0.0.1:${port}/v9/mf-manifest.json`;
    const down = await checkCandidate(url, reports);
    expect(down.ok).toBe(false);
    expect(down.faltando[0]).toMatch(`Não foi possível ler o mf-manifest.json em ${url}:`);
  });

  it('reads the manifest over HTTP and refuses an error answer', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/v1/mf-manifest.json') res.end(JSON.stringify(reportsManifest()));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await checkCandidate(`${base}/v1/mf-manifest.json`, reports)).toEqual({
        ok: true,
        faltando: [],
      });
      expect((await checkCandidate(`${base}/v2/mf-manifest.json`, reports)).faltando).toEqual([
        `Não foi possível ler o mf-manifest.json em ${base}/v2/mf-manifest.json: HTTP 404.`,
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
