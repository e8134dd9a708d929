import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findContainer, MANIFEST_FILE } from '@erp/deployment';
import { copiedRelease } from './releaseBuild';

describe('copiedRelease (`pnpm release --from <folder>`: a build made before)', () => {
  const reports = findContainer('reports')!;
  let source: string;
  beforeEach(() => {
    source = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-build-job-'));
  });
  afterEach(() => fs.rmSync(source, { recursive: true, force: true }));

  it('hands over a copy under a fresh version name, which publishing may remove without touching the folder', () => {
    fs.mkdirSync(path.join(source, 'assets'));
    fs.writeFileSync(path.join(source, MANIFEST_FILE), '{"id":"reports"}');
    fs.writeFileSync(path.join(source, 'assets/logo.svg'), '<svg/>');
    const first = copiedRelease(reports, source);
    const second = copiedRelease(reports, source);
    expect(first.versao).not.toBe(second.versao);
    expect(fs.readdirSync(first.dir).sort()).toEqual(['assets', MANIFEST_FILE]);
    expect(fs.readFileSync(path.join(first.dir, 'assets/logo.svg'), 'utf8')).toBe('<svg/>');
    for (const copy of [first, second]) fs.rmSync(copy.dir, { recursive: true });
    expect(fs.existsSync(path.join(source, MANIFEST_FILE))).toBe(true);
  });

  it("refuses a folder that holds no remote's build", () => {
    fs.writeFileSync(path.join(source, 'main.js'), 'x');
    expect(() => copiedRelease(reports, source)).toThrow(
      `${source} não tem ${MANIFEST_FILE}: não é a build de um remote.`,
    );
  });
});
