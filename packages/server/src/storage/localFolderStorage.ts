import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {
  ListedObject,
  ObjectInfo,
  ObjectStorage,
  PutOptions,
  PutResult,
  StoredObject,
} from './objectStorage';
import { assertValidKey, assertValidPrefix, RESERVED_SEGMENT_PREFIX } from './storageKey';

/** What the folder engine remembers of an object besides its bytes (S3 keeps the same as object metadata). */
interface Sidecar {
  contentType: string;
  cacheControl: string | null;
  etag: string;
}

const META_DIR = `${RESERVED_SEGMENT_PREFIX}meta`;
const TMP_DIR = `${RESERVED_SEGMENT_PREFIX}tmp`;
/** Files written before objects had sidecars (an older `.data/`) are served as plain bytes. */
const UNKNOWN_TYPE = 'application/octet-stream';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * The embedded engine: objects are plain files under `root/<key>` (so `.data/avatars/…` stays where it always was),
 * their type and ETag in `root/.storage-meta/<key>.json`. A write goes to `root/.storage-tmp/` first and is renamed
 * into place, so a reader sees the old object or the new one, never half of one.
 */
export function localFolderStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const dataPath = (key: string) => {
    assertValidKey(key);
    const full = path.join(base, key);
    // The key rules already keep a key inside the folder; this is the belt to those braces.
    if (!full.startsWith(base + path.sep)) throw new Error(`chave fora da pasta: ${key}`);
    return full;
  };
  const metaPath = (key: string) => path.join(base, META_DIR, `${key}.json`);
  const tmpPath = async () => {
    await fs.promises.mkdir(path.join(base, TMP_DIR), { recursive: true });
    return path.join(base, TMP_DIR, `${Date.now()}-${randomBytes(8).toString('hex')}`);
  };

  const readSidecar = async (key: string): Promise<Sidecar | null> => {
    try {
      return JSON.parse(await fs.promises.readFile(metaPath(key), 'utf8')) as Sidecar;
    } catch {
      return null;
    }
  };

  const info = (key: string, stat: fs.Stats, sidecar: Sidecar | null): ObjectInfo => ({
    key,
    size: stat.size,
    contentType: sidecar?.contentType ?? UNKNOWN_TYPE,
    etag: sidecar?.etag ?? `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    lastModified: stat.mtime,
    cacheControl: sidecar?.cacheControl ?? null,
  });

  const writeAtomically = async (target: string, write: (tmp: string) => Promise<void>) => {
    const tmp = await tmpPath();
    try {
      await write(tmp);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(tmp, target);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  };

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<string> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(RESERVED_SEGMENT_PREFIX)) continue;
      const key = keyPrefix + entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
      else if (entry.isFile()) yield key;
    }
  }

  const storage: ObjectStorage = {
    description: `pasta ${base}`,

    async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<PutResult> {
      const target = dataPath(key);
      const hash = createHash('md5');
      let size = 0;
      let etag = '';
      await writeAtomically(target, async (tmp) => {
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, count, fs.createWriteStream(tmp, { flags: 'wx' }));
        // The sidecar goes first: a reader between the two renames gets the new type with the old bytes at worst,
        // and keys are fresh names in practice.
        etag = `"${hash.digest('hex')}"`;
        const sidecar: Sidecar = {
          contentType: options.contentType,
          cacheControl: options.cacheControl ?? null,
          etag,
        };
        await writeAtomically(metaPath(key), (metaTmp) =>
          fs.promises.writeFile(metaTmp, JSON.stringify(sidecar)),
        );
      });
      return { size, etag };
    },

    async get(key: string): Promise<StoredObject | null> {
      const file = dataPath(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // The open handle keeps the bytes readable even if the object is deleted or replaced meanwhile.
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return { ...info(key, stat, await readSidecar(key)), body: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key: string): Promise<ObjectInfo | null> {
      const file = dataPath(key);
      try {
        const stat = await fs.promises.stat(file);
        return stat.isFile() ? info(key, stat, await readSidecar(key)) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await fs.promises.rm(dataPath(key), { force: true });
      await fs.promises.rm(metaPath(key), { force: true });
    },

    async *list(prefix = ''): AsyncIterable<ListedObject> {
      assertValidPrefix(prefix);
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const keys: string[] = [];
      for await (const key of walk(path.join(base, folder), folder))
        if (key.startsWith(prefix)) keys.push(key);
      keys.sort();
      for (const key of keys) {
        const found = await storage.head(key);
        if (found) yield { key, size: found.size, etag: found.etag, lastModified: found.lastModified };
      }
    },

    signedUrl: async () => null,

    async check(): Promise<void> {
      const probe = await tmpPath();
      await fs.promises.writeFile(probe, '');
      await fs.promises.rm(probe, { force: true });
    },
  };
  return storage;
}
