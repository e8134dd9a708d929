import fs from 'node:fs';
import path from 'node:path';

/**
 * Releases of one container live side by side under `<deployDir>/<container>/<version>/`, each an immutable folder
 * with its own `mf-manifest.json`. `releases.json` beside them records which one is active and the order in which
 * versions were activated, so a rollback knows where to go back to. Writing a new pointer file and renaming it over
 * the old one keeps readers from ever seeing half a file.
 */
export interface ReleaseLog {
  active: string | null;
  /** Versions in activation order, oldest first; the last one is the active one. */
  history: string[];
}

const LOG_FILE = 'releases.json';

export function containerDir(deployDir: string, container: string): string {
  return path.join(deployDir, container);
}

export function readReleaseLog(deployDir: string, container: string): ReleaseLog {
  try {
    const raw = JSON.parse(
      fs.readFileSync(path.join(containerDir(deployDir, container), LOG_FILE), 'utf8'),
    ) as unknown;
    if (raw && typeof raw === 'object' && Array.isArray((raw as ReleaseLog).history)) {
      const log = raw as ReleaseLog;
      return {
        active: typeof log.active === 'string' ? log.active : null,
        history: log.history.filter((v) => typeof v === 'string'),
      };
    }
  } catch {
    // No log yet: the container has never been released.
  }
  return { active: null, history: [] };
}

function writeReleaseLog(deployDir: string, container: string, log: ReleaseLog): void {
  const dir = containerDir(deployDir, container);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `${LOG_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(log, null, 2));
  fs.renameSync(tmp, path.join(dir, LOG_FILE));
}

/** Versions present on disk (folders holding a manifest), newest name last. */
export function builtVersions(deployDir: string, container: string): string[] {
  const dir = containerDir(deployDir, container);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'mf-manifest.json')))
    .map((d) => d.name)
    .sort();
}

/** A built version and when it was published (its folder's time). */
export interface PublishedVersion {
  versao: string;
  publicadaEm: string;
}

/** Built versions of a container with their publication time, oldest name first. */
export function publishedVersions(deployDir: string, container: string): PublishedVersion[] {
  return builtVersions(deployDir, container).map((versao) => ({
    versao,
    publicadaEm: fs.statSync(path.join(containerDir(deployDir, container), versao)).mtime.toISOString(),
  }));
}

/** The file a version's manifest is read from (contract check). */
export function manifestPath(deployDir: string, container: string, version: string): string {
  return path.join(containerDir(deployDir, container), version, 'mf-manifest.json');
}

export function isBuilt(deployDir: string, container: string, version: string): boolean {
  return builtVersions(deployDir, container).includes(version);
}

/** A fresh, sortable, unique version name: UTC timestamp plus a random suffix. */
export function newVersionName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `v${stamp}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Makes `version` the active release of `container`. */
export function activateRelease(deployDir: string, container: string, version: string): ReleaseLog {
  if (!isBuilt(deployDir, container, version)) {
    throw new Error(
      `A versão ${version} de ${container} não existe em ${containerDir(deployDir, container)}.`,
    );
  }
  const log = readReleaseLog(deployDir, container);
  const next: ReleaseLog = {
    active: version,
    history: [...log.history.filter((v) => v !== version), version],
  };
  writeReleaseLog(deployDir, container, next);
  return next;
}

/** Returns to the release that was active before the current one. */
export function rollbackRelease(deployDir: string, container: string): ReleaseLog {
  const log = readReleaseLog(deployDir, container);
  if (log.history.length < 2) {
    throw new Error(`Não há versão anterior de ${container} para voltar.`);
  }
  const history = log.history.slice(0, -1);
  const previous = history[history.length - 1] ?? null;
  const next: ReleaseLog = { active: previous, history };
  writeReleaseLog(deployDir, container, next);
  return next;
}
