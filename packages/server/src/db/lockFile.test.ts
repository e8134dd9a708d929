import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { acquireDirectoryLock, removeDataFolder } from './lockFile';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'erp-lock-test-'));
/**
 * The lock module as plain JavaScript, compiled once: each contender then starts as bare Node, without tsx's loader
 * and its shared transform cache, which six processes starting at once on a loaded machine made slow and fragile.
 */
function compiledLockModule(): string {
  const source = fs.readFileSync(path.join(__dirname, 'lockFile.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const file = path.join(tmp(), 'lockFile.mjs');
  fs.writeFileSync(file, outputText);
  return file;
}
// PIDs are below 2^22 on Linux: this one cannot be running.
const DEAD_PID = '99999999';

/**
 * One contender in its own process: waits for the common start instant and tries to take the lock. A winner holds
 * it until every contender has tried (each leaves a file in `attempts` once it has), so a slow starter on a loaded
 * machine cannot simply come after the release. Prints "won" or "lost".
 */
function contender(
  lockModule: string,
  dir: string,
  attempts: string,
  total: number,
  startAt: number,
): Promise<string> {
  const script = `
    import fs from 'node:fs';
    import { acquireDirectoryLock } from ${JSON.stringify(lockModule)};
    const tried = () => fs.writeFileSync(${JSON.stringify(attempts)} + '/' + process.pid, '');
    while (Date.now() < ${startAt}) {}
    let lock;
    try {
      lock = acquireDirectoryLock(${JSON.stringify(dir)});
    } catch (error) {
      tried();
      console.log(/em uso pelo processo/.test(error.message) ? 'lost' : 'error: ' + error.message);
      process.exit(0);
    }
    tried();
    const deadline = Date.now() + 45000;
    while (fs.readdirSync(${JSON.stringify(attempts)}).length < ${total} && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    lock.release();
    console.log('won');`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(out.trim()));
  });
}

describe('directory lock under contention (finding 12)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets only one of two takers of the same stale lock win when the other takes it between read and removal', () => {
    const dir = path.join(tmp(), 'db');
    const lockPath = `${dir}.lock`;
    fs.writeFileSync(lockPath, `${DEAD_PID}\n`);
    // The worst interleaving, made certain: right after the first taker has read the dead owner's pid, a second
    // taker runs its whole acquisition. Before the fix the first then deleted the second's fresh lock and wrote its
    // own, and both held the folder.
    const read = fs.readFileSync.bind(fs);
    let second: ReturnType<typeof acquireDirectoryLock> | null = null;
    let interleaved = false;
    jest.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) => {
      const content = read(file, options as BufferEncoding);
      if (!interleaved && file === lockPath) {
        interleaved = true;
        second = acquireDirectoryLock(dir);
      }
      return content;
    }) as typeof fs.readFileSync);

    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`em uso pelo processo ${process.pid}`));
    expect(second).not.toBeNull();
    expect(read(lockPath, 'utf8')).toMatch(new RegExp(`^${process.pid}\\n`));
    second!.release();
    expect(fs.readdirSync(path.dirname(dir))).toEqual([]);
  });

  it('lets exactly one of several processes starting together take over a stale lock', async () => {
    const dir = path.join(tmp(), 'db');
    fs.writeFileSync(`${dir}.lock`, `${DEAD_PID}\n`);
    const lockModule = compiledLockModule();
    // Node takes a while to start on a loaded machine: the common instant leaves them time to be ready.
    const attempts = tmp();
    const startAt = Date.now() + 3000;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => contender(lockModule, dir, attempts, 6, startAt)),
    );
    // Sorted whole, so a failure shows what every contender printed (an error, or nothing if it crashed).
    expect(results.sort()).toEqual(['lost', 'lost', 'lost', 'lost', 'lost', 'won']);
    expect(fs.readdirSync(path.dirname(dir))).toEqual([]);
  }, 90_000);
});

describe('removeDataFolder (pnpm start --fresh)', () => {
  it('refuses while a live process holds the database lock and deletes nothing', () => {
    const dataDir = tmp();
    const dbDir = path.join(dataDir, 'db');
    fs.mkdirSync(dbDir);
    fs.writeFileSync(path.join(dbDir, 'PG_VERSION'), '17');
    const lock = acquireDirectoryLock(dbDir);
    try {
      expect(() => removeDataFolder(dataDir, dbDir)).toThrow(
        new RegExp(`já está em uso pelo processo ${process.pid}`),
      );
      expect(fs.existsSync(path.join(dbDir, 'PG_VERSION'))).toBe(true);
    } finally {
      lock.release();
    }
  });

  it('empties the folder when nobody holds the lock, a stale one included, and leaves no lock behind', () => {
    const dataDir = tmp();
    const dbDir = path.join(dataDir, 'db');
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    fs.mkdirSync(dbDir);
    fs.writeFileSync(path.join(dbDir, 'PG_VERSION'), '17');
    fs.writeFileSync(`${dbDir}.lock`, `${DEAD_PID}\n`);
    removeDataFolder(dataDir, dbDir);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    acquireDirectoryLock(dbDir).release();
  });
});
