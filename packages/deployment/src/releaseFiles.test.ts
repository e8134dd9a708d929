import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentTypeOf, isReleaseFilePath, releaseFilesOf } from './releaseFiles';

describe('release files', () => {
  it('lists a build relative and /-separated, the manifest last', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'));
    try {
      for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/1.abc.js', 'z.css']) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), 'x');
      }
      expect(releaseFilesOf(dir)).toEqual([
        'remoteEntry.js',
        'static/js/1.abc.js',
        'z.css',
        'mf-manifest.json',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['remoteEntry.js', true],
    ['static/js/1.abc.js', true],
    ['index.html', true],
    ['../outra-versao/mf-manifest.json', false],
    ['static/../../x.js', false],
    ['/etc/passwd', false],
    ['a//b.js', false],
    ['./a.js', false],
    ['a\\b.js', false],
    ['', false],
    ['espaço.js', false],
  ])('accepts %j as a file path of a release: %s', (file, ok) => {
    expect(isReleaseFilePath(file)).toBe(ok);
  });

  it('stores JavaScript, manifests and unknown files with their content type', () => {
    expect(contentTypeOf('static/js/1.abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
  });
});
