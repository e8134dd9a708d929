import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { startFakeS3Server, type FakeS3Server } from './fakeS3Server.testkit';
import { InvalidStorageKeyError, localFolderStorage, parseStorageUrl, type ObjectStorage } from './index';
import { createS3Client, s3Storage } from './s3Storage';

/** Each engine under test: a fresh, empty storage per test, and what the engine can do beyond the common table. */
interface Engine {
  name: string;
  fresh(): ObjectStorage;
  signs: boolean;
}

let s3: FakeS3Server;
const tmpRoots: string[] = [];
let run = 0;

beforeAll(async () => {
  s3 = await startFakeS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const root of tmpRoots) fs.rmSync(root, { recursive: true, force: true });
});

function s3Engine(prefix: string): ObjectStorage {
  const settings = parseStorageUrl(s3.storageUrl(prefix));
  if (settings.engine !== 's3') throw new Error('expected s3 settings');
  return s3Storage(createS3Client(settings, s3.clientConfig), settings);
}

const ENGINES: Engine[] = [
  {
    name: 'local folder',
    fresh: () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-storage-'));
      tmpRoots.push(root);
      return localFolderStorage(path.join(root, 'files'));
    },
    signs: false,
  },
  // A fresh prefix per test keeps tests apart in one bucket, and proves the prefix confines every call.
  { name: 'S3 (s3rver)', fresh: () => s3Engine(`run-${++run}/`), signs: true },
];

const body = (size: number, seed = 1) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
};

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const found = await storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keys(storage: ObjectStorage, prefix?: string): Promise<string[]> {
  const found: string[] = [];
  for await (const item of storage.list(prefix)) found.push(item.key);
  return found;
}

describe.each(ENGINES)('$name engine', ({ fresh, signs }) => {
  it('stores bytes with their type and cache policy, and reads them back as a stream with size and ETag', async () => {
    const storage = fresh();
    const bytes = body(3000);
    const put = await storage.put('a/b/report.pdf', bytes, {
      contentType: 'application/pdf',
      cacheControl: 'private, no-store',
    });
    expect(put.size).toBe(3000);
    expect(put.etag).toMatch(/^".+"$/);

    const found = await storage.get('a/b/report.pdf');
    expect(found).toMatchObject({
      key: 'a/b/report.pdf',
      size: 3000,
      contentType: 'application/pdf',
      cacheControl: 'private, no-store',
      etag: put.etag,
    });
    expect(found?.body).toBeInstanceOf(Readable);
    found?.body.destroy();
    expect(await readAll(storage, 'a/b/report.pdf')).toEqual(bytes);
    expect(await storage.head('a/b/report.pdf')).toMatchObject({
      size: 3000,
      contentType: 'application/pdf',
    });
  });

  it('streams an upload of unknown length larger than one multipart part', async () => {
    const storage = fresh();
    const bytes = body(9 * 1024 * 1024 + 123, 7);
    // Small chunks, as a render worker or an HTTP upload produces them.
    const chunks = function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    };
    const put = await storage.put('big/file.bin', Readable.from(chunks()), {
      contentType: 'application/octet-stream',
    });
    expect(put.size).toBe(bytes.length);
    const back = await readAll(storage, 'big/file.bin');
    expect(back?.length).toBe(bytes.length);
    expect(createHash('sha256').update(back!).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('answers null for a missing object, and deleting one is not an error', async () => {
    const storage = fresh();
    expect(await storage.get('nothing/here.png')).toBeNull();
    expect(await storage.head('nothing/here.png')).toBeNull();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it('replaces an object whole, with a new ETag', async () => {
    const storage = fresh();
    const first = await storage.put('logo.svg', Buffer.from('<svg>1</svg>'), {
      contentType: 'image/svg+xml',
    });
    const second = await storage.put('logo.svg', Buffer.from('<svg>two</svg>'), {
      contentType: 'text/plain',
    });
    expect(second.etag).not.toBe(first.etag);
    expect((await readAll(storage, 'logo.svg'))?.toString()).toBe('<svg>two</svg>');
    expect((await storage.head('logo.svg'))?.contentType).toBe('text/plain');
  });

  it('deletes an object: gone from reads and listings', async () => {
    const storage = fresh();
    await storage.put('x/1.txt', Buffer.from('1'), { contentType: 'text/plain' });
    await storage.put('x/2.txt', Buffer.from('2'), { contentType: 'text/plain' });
    await storage.delete('x/1.txt');
    expect(await storage.get('x/1.txt')).toBeNull();
    expect(await keys(storage, 'x/')).toEqual(['x/2.txt']);
  });

  it('lists by prefix in key order, a prefix being a string prefix as in S3', async () => {
    const storage = fresh();
    for (const key of ['b/c/d.txt', 'a/2.txt', 'ab.txt', 'a/1.txt'])
      await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
    expect(await keys(storage, 'a/')).toEqual(['a/1.txt', 'a/2.txt']);
    expect(await keys(storage, 'a')).toEqual(['a/1.txt', 'a/2.txt', 'ab.txt']);
    expect(await keys(storage)).toEqual(['a/1.txt', 'a/2.txt', 'ab.txt', 'b/c/d.txt']);
    expect(await keys(storage, 'b/c/')).toEqual(['b/c/d.txt']);
    expect(await keys(storage, 'zz/')).toEqual([]);
    const [first] = await (async () => {
      const all = [];
      for await (const item of storage.list('a/1')) all.push(item);
      return all;
    })();
    expect(first).toMatchObject({ key: 'a/1.txt', size: 7 });
    // Jest's realms make `instanceof Date` unreliable; a date has a time.
    expect(first?.lastModified.getTime()).toEqual(expect.any(Number));
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a//b.txt',
    'a/./b.txt',
    '',
    'folder/',
    'a\\..\\b.txt',
    'line\nbreak.txt',
    '.storage-meta/x.json',
  ])('refuses the key %j on every call before touching anything', async (key) => {
    const storage = fresh();
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.head(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await keys(storage)).toEqual([]);
  });

  it('refuses a listing prefix that climbs out', async () => {
    const storage = fresh();
    await expect(keys(storage, '../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(keys(storage, '/abs')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('leaves nothing behind when the upload stream fails half-way', async () => {
    const storage = fresh();
    const failing = new Readable({
      read() {
        this.push(body(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      storage.put('half/file.bin', failing, { contentType: 'application/octet-stream' }),
    ).rejects.toThrow();
    expect(await storage.get('half/file.bin')).toBeNull();
    expect(await keys(storage)).toEqual([]);
  });

  it('is reachable', async () => {
    await expect(fresh().check()).resolves.toBeUndefined();
  });

  if (signs) {
    it('signs a short-lived GET URL a browser can use, capped at five minutes', async () => {
      const storage = fresh();
      await storage.put('r/relatorio.pdf', Buffer.from('%PDF-1.3 ok'), { contentType: 'application/pdf' });
      const url = await storage.signedUrl('r/relatorio.pdf', {
        expiresInSeconds: 3600,
        fileName: 'Relatório de vendas.pdf',
        disposition: 'inline',
      });
      expect(url).not.toBeNull();
      expect(new URL(url!).searchParams.get('X-Amz-Expires')).toBe('300');
      const response = await fetch(url!);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('%PDF-1.3 ok');
      expect(response.headers.get('content-disposition')).toContain('inline');
      // The URL carries its signature (s3rver does not check the signatures of
      // presigned URLs, so refusing a tampered one is S3's part and not testable here).
      expect(new URL(url!).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    });
  } else {
    it('has no signed URLs (the API streams the object)', async () => {
      const storage = fresh();
      await storage.put('r/relatorio.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
      expect(await storage.signedUrl('r/relatorio.pdf', { expiresInSeconds: 60 })).toBeNull();
    });
  }
});

describe('engine specifics', () => {
  it('the folder engine keeps files where they always were, readable by anything that reads the folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-storage-'));
    tmpRoots.push(root);
    const storage = localFolderStorage(root);
    await storage.put('12/report.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(fs.readFileSync(path.join(root, '12', 'report.pdf'), 'utf8')).toBe('%PDF');
    // A file written before the storage existed (no metadata) is still served, as plain bytes.
    fs.writeFileSync(path.join(root, 'old.png'), 'png');
    expect(await storage.head('old.png')).toMatchObject({ size: 3, contentType: 'application/octet-stream' });
    expect(await text((await storage.get('old.png'))!.body)).toBe('png');
    expect(await keys(storage)).toEqual(['12/report.pdf', 'old.png']);
  });

  it('an S3 prefix confines listings and reads to itself', async () => {
    const outside = s3Engine('confined-a/');
    const inside = s3Engine('confined-a/inner/');
    await outside.put('top.txt', Buffer.from('top'), { contentType: 'text/plain' });
    await inside.put('deep.txt', Buffer.from('deep'), { contentType: 'text/plain' });
    expect(await keys(inside)).toEqual(['deep.txt']);
    expect(await keys(outside)).toEqual(['inner/deep.txt', 'top.txt']);
    expect(await inside.get('top.txt')).toBeNull();
  });

  it('an unreachable bucket fails the check', async () => {
    const settings = parseStorageUrl(s3.storageUrl().replace('erp-test', 'no-such-bucket'));
    if (settings.engine !== 's3') throw new Error('expected s3 settings');
    const storage = s3Storage(createS3Client(settings, s3.clientConfig), settings);
    await expect(storage.check()).rejects.toThrow();
  });
});
