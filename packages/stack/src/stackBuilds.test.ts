import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findContainer, MANIFEST_FILE } from '@erp/deployment';
import { loadConfig } from '@erp/server';
import { copyOfStackBuild, recordStackBuild, stackBuildOf } from './stackBuilds';

describe("the stack's own builds (reused when the database lost its release state, and by test:scale)", () => {
  let dataDir: string;
  let config: ReturnType<typeof loadConfig>;
  const reports = findContainer('reports')!;
  const published = (versao: string) => {
    const dir = path.join(config.deployDir, 'reports', versao);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), '{"id":"reports"}');
    fs.writeFileSync(path.join(dir, 'main.js'), 'x');
  };
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-stack-builds-'));
    config = loadConfig({ DATA_DIR: dataDir });
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('hands over a copy of the recorded version, which publishing may remove without touching the storage', () => {
    published('v1');
    published('v2');
    recordStackBuild('reports', 'v1', config);
    expect(stackBuildOf('reports', config)).toBe('v1');
    const copy = copyOfStackBuild(reports, config)!;
    expect(copy.versao).toBe('v1');
    expect(fs.readdirSync(copy.dir).sort()).toEqual(['main.js', MANIFEST_FILE].sort());
    fs.rmSync(copy.dir, { recursive: true });
    expect(fs.existsSync(path.join(config.deployDir, 'reports', 'v1', 'main.js'))).toBe(true);
  });

  it('has nothing when no build is recorded, its files are gone, or the record names a path', () => {
    published('v1');
    expect(copyOfStackBuild(reports, config)).toBeNull();
    recordStackBuild('reports', 'v-apagada', config);
    expect(stackBuildOf('reports', config)).toBeNull();
    recordStackBuild('reports', '../reports/v1', config);
    expect(stackBuildOf('reports', config)).toBeNull();
  });
});
