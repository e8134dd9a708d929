import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPasswordHasher } from '../auth/passwords';
import { readEmptyCluster, readTemplate, TEST_SEED_SCALE } from '../testing/testDatabase';
import { workerCache } from '../testing/workerCache';
import { brands, usuarios } from './schema';
import { openDatabase } from './database';
import { acquireDirectoryLock } from './lockFile';
import { seedDatabase } from './seed/seed';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'erp-db-test-'));

describe('directory lock', () => {
  it('refuses a second holder with a Portuguese message and frees the folder on release', () => {
    const dir = path.join(tmp(), 'db');
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(/já está em uso pelo processo \d+/);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
    acquireDirectoryLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = path.join(tmp(), 'db');
    // PIDs are below 2^22 on Linux: this one cannot be running.
    fs.writeFileSync(`${dir}.lock`, '99999999\n');
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(lock.path, 'utf8')).toMatch(new RegExp(`^${process.pid}\\n`));
    lock.release();
  });
});

describe('embedded database on disk', () => {
  it('migrates and seeds idempotently, refuses a second open while in use, and reopens after close', async () => {
    const dataDir = path.join(tmp(), 'db');
    const options = {
      passwords: createPasswordHasher({ memoryKiB: 1024, timeCost: 1, parallelism: 1 }),
      clock: Date.now,
      hostPort: 8080,
      // What is proven here is the seed's idempotency on disk, not its volume (businessSeed.test.ts, the bench).
      scale: TEST_SEED_SCALE,
    };
    // The worker's compiled engine, and a new cluster unpacked on disk instead of running initdb there (~9 s of CPU):
    // creating one is prepareDatabase.test.ts' subject; migrating and seeding it here are this test's.
    const engine = workerCache()?.engine;
    const first = await openDatabase({ driver: 'pglite', dataDir }, { engine, snapshot: readEmptyCluster() });
    try {
      await first.migrate();
      expect((await seedDatabase(first.db, options)).created).toEqual([1, 2]);
      await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(/já está em uso/);
    } finally {
      await first.close();
    }

    const second = await openDatabase({ driver: 'pglite', dataDir }, { engine });
    try {
      await second.migrate();
      expect((await seedDatabase(second.db, options)).created).toEqual([]);
      expect(await second.db.$count(brands)).toBe(2);
      expect(await second.db.$count(usuarios)).toBe(9);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('embedded engine settings', () => {
  it("runs with the shared_buffers it is given (32MB by default, not PostgreSQL's 128MB)", async () => {
    const showBuffers = async (settings: { sharedBuffers?: string }) => {
      // From the global setup's snapshot: a setting of the engine's start, whatever the data (no initdb to wait for).
      const handle = await openDatabase(
        { driver: 'pglite', dataDir: 'memory://', ...settings },
        { engine: workerCache()?.engine, snapshot: workerCache()?.template ?? readTemplate() },
      );
      try {
        return (await handle.pglite!.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]
          ?.shared_buffers;
      } finally {
        await handle.close();
      }
    };
    expect(await showBuffers({})).toBe('32MB');
    expect(await showBuffers({ sharedBuffers: '16MB' })).toBe('16MB');
  }, 60_000);
});
