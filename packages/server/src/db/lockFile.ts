import fs from 'node:fs';
import path from 'node:path';

/** An exclusive claim on the embedded database folder; PGlite corrupts a cluster opened by two processes at once. */
export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

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

/**
 * Creates `<dir>.lock` holding our pid. A lock left by a process that died is taken over; a live owner (this very
 * process included: a second server in the same process would corrupt the cluster just the same) is refused.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n${new Date().toISOString()}\n`, { flag: 'wx' });
      return {
        path: lockPath,
        release: () => {
          if (ownerPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = ownerPid(lockPath);
      if (pid !== null && isAlive(pid)) {
        throw new Error(
          `O banco de dados embutido em ${dir} já está em uso pelo processo ${pid}. ` +
            'Encerre o outro servidor antes de iniciar este, use outro DATA_DIR ou defina DATABASE_URL para usar um PostgreSQL.',
        );
      }
      // Stale lock (its process is gone, or the file is unreadable): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Não foi possível obter o bloqueio do banco de dados embutido em ${dir}.`);
}
