import fs from 'node:fs';
import path from 'node:path';
import { MemoryFS } from '@electric-sql/pglite';

/** Where PGlite keeps its cluster (PGDATA) in its own file system; `dumpDataDir()` names files relative to it. */
const PGLITE_PGDATA = '/pglite/data';

const BLOCK = 512;
const utf8 = new TextDecoder();

interface TarEntry {
  /** Relative to the cluster's folder, without a leading slash. */
  name: string;
  directory: boolean;
  data: Uint8Array;
}

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return utf8.decode(end < 0 ? bytes : bytes.subarray(0, end));
}

/** The files and folders of a ustar archive, as PGlite's `dumpDataDir('none')` writes it (data not copied). */
export function readTar(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header[0] === 0) break;
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    if (type !== '0' && type !== '\0' && type !== '5')
      throw new Error(`tar: tipo ${type} não suportado (${name})`);
    entries.push({
      name: name.replace(/^\/+|\/+$/g, ''),
      directory: type === '5',
      data: tar.subarray(offset + BLOCK, offset + BLOCK + size),
    });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

interface FileSink {
  exists(file: string): boolean;
  mkdir(dir: string): void;
  writeFile(file: string, data: Uint8Array): void;
}

/**
 * Writes a cluster snapshot's files under `root`, each folder created once. PGlite's own `loadDataDir` copies the
 * archive out of a Blob, then checks every parent folder of every file (~1,300 files): over half of a test server's
 * start-up, paid by every test file.
 */
function unpack(tar: Uint8Array, root: string, sink: FileSink): void {
  if (sink.exists(`${root}/PG_VERSION`))
    throw new Error(`${root} já tem um banco: o snapshot não é carregado`);
  const made = new Set<string>();
  const ensureDir = (dir: string): void => {
    if (made.has(dir)) return;
    const parent = path.posix.dirname(dir);
    if (parent !== dir) ensureDir(parent);
    if (!sink.exists(dir)) sink.mkdir(dir);
    made.add(dir);
  };
  for (const entry of readTar(tar)) {
    const target = entry.name ? `${root}/${entry.name}` : root;
    if (entry.directory) ensureDir(target);
    else {
      ensureDir(path.posix.dirname(target));
      sink.writeFile(target, entry.data);
    }
  }
}

/**
 * PGlite's in-memory file system, starting with a snapshot's cluster in it: PGlite then finds a database and starts
 * it, as it would a folder on disk.
 */
export class SnapshotMemoryFS extends MemoryFS {
  private readonly tar: Uint8Array;

  constructor(tar: Uint8Array) {
    super();
    // A view in this realm's Uint8Array (a Jest worker hands the bytes over from outside the test file's sandbox).
    this.tar = new Uint8Array(tar.buffer, tar.byteOffset, tar.byteLength);
  }

  override async initialSyncFs(): Promise<void> {
    await super.initialSyncFs();
    const emscripten = this.pg!.Module.FS;
    unpack(this.tar, PGLITE_PGDATA, {
      exists: (file) => emscripten.analyzePath(file).exists,
      mkdir: (dir) => emscripten.mkdir(dir),
      // Copied into the file system (MEMFS copies what it does not own): the snapshot serves the next database too.
      writeFile: (file, data) => emscripten.writeFile(file, data),
    });
  }
}

/** Writes a snapshot's cluster into an empty folder on disk, for PGlite to open there. */
export function unpackOnDisk(tar: Uint8Array, dataDir: string): void {
  unpack(tar, dataDir, {
    exists: (file) => fs.existsSync(file),
    mkdir: (dir) => fs.mkdirSync(dir, { mode: 0o700 }),
    writeFile: (file, data) => fs.writeFileSync(file, data, { mode: 0o600 }),
  });
}
