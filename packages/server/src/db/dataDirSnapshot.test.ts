import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTar, unpackOnDisk } from './dataDirSnapshot';

/** One ustar entry: a 512-byte header (name split into prefix and name when longer than 100 bytes), then the data. */
function tarEntry(name: string, type: '0' | '5' | '2', data = ''): Buffer {
  const header = Buffer.alloc(512);
  const [prefix, base] =
    name.length > 100
      ? [name.slice(0, name.lastIndexOf('/')), name.slice(name.lastIndexOf('/') + 1)]
      : ['', name];
  header.write(base, 0);
  header.write(prefix, 345);
  header.write(`${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(data) / 512) * 512);
  body.write(data);
  return Buffer.concat([header, body]);
}

const archive = (...entries: Buffer[]) => new Uint8Array(Buffer.concat([...entries, Buffer.alloc(1024)]));
const longDir = `/base/${'x'.repeat(120)}`;

describe('cluster snapshots', () => {
  it('reads folders and files, long names from the prefix field, without copying the data', () => {
    const tar = archive(
      tarEntry('/base/', '5'),
      tarEntry('/PG_VERSION', '0', '17\n'),
      tarEntry(`${longDir}/1255`, '0', 'a'.repeat(700)),
    );
    const entries = readTar(tar);
    expect(entries.map(({ name, directory, data }) => [name, directory, data.length])).toEqual([
      ['base', true, 0],
      ['PG_VERSION', false, 3],
      [`${longDir.slice(1)}/1255`, false, 700],
    ]);
    expect(new TextDecoder().decode(entries[1]!.data)).toBe('17\n');
    expect(entries[2]!.data.buffer).toBe(tar.buffer);
  });

  it('reads an archive handed over as a view at an offset of a larger buffer (as a Jest worker passes it)', () => {
    const tar = archive(tarEntry('/PG_VERSION', '0', '17\n'));
    const larger = new Uint8Array(tar.length + 512).fill(7);
    larger.set(tar, 512);
    const [entry] = readTar(larger.subarray(512));
    expect(entry?.name).toBe('PG_VERSION');
    expect(new TextDecoder().decode(entry?.data)).toBe('17\n');
  });

  it('refuses entries it cannot write (links)', () => {
    expect(() => readTar(archive(tarEntry('/pg_wal/link', '2')))).toThrow(/tipo 2/);
  });

  it('unpacks into an empty folder on disk, creating parent folders, and never over an existing cluster', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-snapshot-test-'));
    try {
      const tar = archive(tarEntry('/PG_VERSION', '0', '17\n'), tarEntry('/base/5/1255', '0', 'páginas'));
      unpackOnDisk(tar, dataDir);
      expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
      expect(fs.readFileSync(path.join(dataDir, 'base/5/1255'), 'utf8')).toBe('páginas');
      expect(() => unpackOnDisk(tar, dataDir)).toThrow(/já tem um banco/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
