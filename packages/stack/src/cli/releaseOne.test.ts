import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findContainer, folderDeployment, readReleaseLog, type Container } from '@erp/deployment';
import { releaseOne, type ReleaseSteps } from './releaseOne';

const reports = findContainer('reports')!;
const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
];

let dir: string;
let steps: ReleaseSteps & { warnings: string[] };

/** A "build" that writes the manifest the real one would, with the given exposed modules. */
function buildExposing(exposes: string[]) {
  let n = 0;
  return async (container: Container) => {
    n += 1;
    const version = `v${n}-${exposes.length}`;
    const folder = path.join(dir, 'deploys', container.name, version);
    fs.mkdirSync(folder, { recursive: true });
    const manifest = { name: container.name, exposes: exposes.map((name) => ({ name })), shared: SHARED };
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    return version;
  };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  const hostManifest = path.join(dir, 'host-mf-manifest.json');
  fs.writeFileSync(hostManifest, JSON.stringify({ name: 'host', exposes: [], shared: SHARED }));
  const deployDir = path.join(dir, 'deploys');
  const deployment = folderDeployment({
    deployDir,
    remotePublicUrls: {},
    hostShared: { manifest: hostManifest },
  });
  const warnings: string[] = [];
  steps = {
    deployDir,
    build: buildExposing(['Routes', 'RelatoriosExportados']),
    check: (c, v) => deployment.checkVersion(c.name, v),
    warn: (m) => warnings.push(m),
    warnings,
  };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('releaseOne', () => {
  it('activates a build that keeps the contract', async () => {
    const version = await releaseOne(reports, false, steps);
    expect(readReleaseLog(steps.deployDir, 'reports').active).toBe(version);
  });

  it('refuses a build missing a module others import, leaving it on disk and inactive', async () => {
    const good = await releaseOne(reports, false, steps);
    steps.build = buildExposing(['Routes']);
    await expect(releaseOne(reports, false, steps)).rejects.toThrow(
      'A versão v1-1 de reports é incompatível com o host e os demais remotes. Falta: módulo exposto "RelatoriosExportados". A versão ficou publicada, sem ativar; use --force para ativá-la.',
    );
    expect(readReleaseLog(steps.deployDir, 'reports').active).toBe(good);
    expect(fs.existsSync(path.join(steps.deployDir, 'reports', 'v1-1', 'mf-manifest.json'))).toBe(true);
  });

  it('activates an incompatible build with --force, saying what is missing', async () => {
    steps.build = buildExposing(['Routes']);
    const version = await releaseOne(reports, true, steps);
    expect(readReleaseLog(steps.deployDir, 'reports').active).toBe(version);
    expect(steps.warnings).toEqual([
      expect.stringContaining('Falta: módulo exposto "RelatoriosExportados". Ativada mesmo assim (--force).'),
    ]);
  });
});
