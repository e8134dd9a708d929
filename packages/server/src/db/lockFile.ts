import fs from 'node:fs';
import path from 'node:path';

/** An exclusive claim on the embedded database folder; PGlite corrupts a cluster opened by two processes at once. */
export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

/**
 * A takeover claim older than this was left by a process that died inside the few microseconds it holds one: it is
 * removed. Nothing holds it across I/O that could take this long.
 */
const STALE_TAKEOVER_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function inUse(dir: string, pid: number): Error {
  return new Error(
    `O banco de dados embutido em ${dir} já está em uso pelo processo ${pid}. ` +
      'Encerre o outro servidor antes de iniciar este, use outro DATA_DIR ou defina DATABASE_URL para usar um PostgreSQL.',
  );
}

/**
 * Creates the file only if nobody has: of several processes at once, exactly one succeeds. The content is written
 * to a private file first and hard-linked into place (atomic, fails on EEXIST like O_EXCL), so nobody ever reads a
 * half-written lock and mistakes it for a stale one.
 */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(draft, content, { flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Removes `file` once it was last written more than STALE_TAKEOVER_MS ago (a claim or lock its writer died holding). */
function removeIfOld(file: string): void {
  const writtenAt = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (writtenAt !== undefined && Date.now() - writtenAt > STALE_TAKEOVER_MS) fs.rmSync(file, { force: true });
}

/**
 * Removes a lock whose owner is gone, under a second exclusive file: without it, two processes that both saw the
 * same stale lock could each delete it, and the slower one would delete the lock the faster one had just created,
 * so both would "win". Here only the holder of `<lock>.takeover` deletes, and only after reading the dead owner
 * again.
 */
function removeStaleLock(lockPath: string, stalePid: number | null): void {
  const takeoverPath = `${lockPath}.takeover`;
  if (!createExclusive(takeoverPath, `${process.pid}\n`)) {
    removeIfOld(takeoverPath);
    return;
  }
  try {
    // Only the holder of the takeover claim removes a lock, so one read under the claim cannot be overtaken.
    const current = ownerPid(lockPath);
    if (current !== null) {
      if (current === stalePid && !isAlive(current)) fs.rmSync(lockPath, { force: true });
    } else {
      // No pid: either gone already (then it may be created again at any moment, and must not be touched) or a file
      // cut short long ago by a crash (written before locks were linked into place whole).
      removeIfOld(lockPath);
    }
  } finally {
    fs.rmSync(takeoverPath, { force: true });
  }
}

/**
 * Creates `<dir>.lock` holding our pid. A lock left by a process that died is taken over; a live owner (this very
 * process included: a second server in the same process would corrupt the cluster just the same) is refused.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  // Bounded by time, not by a count of tries: while another taker holds the takeover claim, this one must wait for it
  // (or for the claim to turn stale) however long the machine keeps that taker off the CPU.
  const giveUpAt = Date.now() + STALE_TAKEOVER_MS + 5_000;
  for (let attempt = 0; attempt === 0 || Date.now() < giveUpAt; attempt += 1) {
    if (createExclusive(lockPath, `${process.pid}\n${new Date().toISOString()}\n`)) {
      return {
        path: lockPath,
        release: () => {
          if (ownerPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }
    const pid = ownerPid(lockPath);
    if (pid !== null && isAlive(pid)) throw inUse(dir, pid);
    // Stale lock (its process is gone, or the file holds no pid): take it over.
    removeStaleLock(lockPath, pid);
    if (attempt > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(5 + attempt, 50));
  }
  throw new Error(`Não foi possível obter o bloqueio do banco de dados embutido em ${dir}.`);
}

/**
 * Empties the data folder (`pnpm start --fresh`) only while holding the embedded database's lock, so a running API
 * never loses its database under it: refused with the same message as a second server when the lock is held.
 */
export function removeDataFolder(dataDir: string, databaseDir: string): void {
  const lock = acquireDirectoryLock(databaseDir);
  try {
    if (!fs.existsSync(dataDir)) return;
    for (const entry of fs.readdirSync(dataDir)) {
      const full = path.join(dataDir, entry);
      if (full !== lock.path) fs.rmSync(full, { recursive: true, force: true });
    }
  } finally {
    // The folder itself stays (empty): removing it after the release could remove a lock taken in between.
    lock.release();
  }
}
