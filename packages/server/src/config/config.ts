import path from 'node:path';
import { CONTAINERS, remotePublicUrls } from '@erp/deployment';
import { billingSettings } from './billingSettings';
import { flag, fraction, optionalFlag, pgMemory, positiveInt, text, type Env } from './envValues';
import { allowLoopbackHost, localOrigins, trustProxy } from './networkSettings';
import { hostSharedSource, loadReleaseSettings } from './releaseSettings';
import { findRepoRoot } from './repoRoot';
import type { ServerConfig } from './serverConfig';
import { parseStorageUrl } from '../storage/storageSettings';

export type {
  Argon2Settings,
  DatabaseSettings,
  RateLimitSettings,
  ReportSettings,
  ServerConfig,
} from './serverConfig';

/**
 * The embedded engine's `shared_buffers`. PostgreSQL's default, 128MB, is resident in the API process from the first
 * query (the API's RSS on a reopened database: 372 -> 218 MB with 32MB); the demo's and a small shop's data fit in far
 * less, and the rest is read through the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Reads the configuration from `env`; throws a Portuguese message naming the variable that is wrong. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const apiPort = positiveInt(env, 'API_PORT', 3000);
  const hostPort = positiveInt(env, 'HOST_PORT', 8080);
  const remotePorts = Object.fromEntries(
    CONTAINERS.map((c) => [c.name, positiveInt(env, c.portEnv, c.defaultPort)] as const),
  );
  // Relative folders are read from the repository root, so the API, `start` and a release run from a remote's folder
  // all mean the same place.
  const repoRoot = findRepoRoot();
  const dataDir = path.resolve(repoRoot, text(env, 'DATA_DIR') ?? '.data');
  const databaseUrl = text(env, 'DATABASE_URL');
  const publicUrls = remotePublicUrls(env);
  // By default the host and the remotes on this machine, plus the origins the remotes are published at (a remote's
  // standalone page calls the API from there); ALLOWED_ORIGINS replaces the whole list.
  const allowedOrigins = text(env, 'ALLOWED_ORIGINS')
    ?.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean) ?? [
    ...new Set([
      ...[hostPort, ...Object.values(remotePorts)].flatMap(localOrigins),
      ...Object.values(publicUrls).map((url) => new URL(url).origin),
    ]),
  ];
  const publicApiUrl = (text(env, 'PUBLIC_API_URL') ?? `http://localhost:${apiPort}/api/`).replace(
    /\/*$/,
    '/',
  );
  const minutes = 60_000;

  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    apiHost: text(env, 'API_HOST') ?? 'localhost',
    apiPort,
    hostPort,
    // Both brand origins (localhost and 127.0.0.1) reach it; nothing outside this machine does.
    frontendHost: text(env, 'FRONTEND_HOST') ?? '127.0.0.1',
    remotePorts,
    remotePublicUrls: publicUrls,
    publicApiUrl,
    dataDir,
    database: databaseUrl
      ? { driver: 'postgres', url: databaseUrl }
      : {
          driver: 'pglite',
          dataDir: path.join(dataDir, 'db'),
          sharedBuffers: pgMemory(env, 'PGLITE_SHARED_BUFFERS', PGLITE_SHARED_BUFFERS),
        },
    redisUrl: text(env, 'REDIS_URL'),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'ERP <nao-responda@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
    storage: parseStorageUrl(text(env, 'STORAGE_URL'), text(env, 'AWS_REGION')),
    uploads: {
      windowMs: positiveInt(env, 'UPLOAD_WINDOW_MINUTES', 10) * minutes,
      maxPerUser: positiveInt(env, 'UPLOAD_MAX_PER_USER', 20),
      maxPerBrand: positiveInt(env, 'UPLOAD_MAX_PER_BRAND', 300),
      quotaBytesPerBrand: positiveInt(env, 'UPLOAD_QUOTA_MB_PER_BRAND', 1024) * 1024 * 1024,
    },
    reportsDir: path.resolve(repoRoot, text(env, 'REPORTS_DIR') ?? path.join(dataDir, 'reports')),
    reports: {
      concurrency: positiveInt(env, 'REPORTS_CONCURRENCY', 2),
      retentionDays: positiveInt(env, 'REPORTS_RETENTION_DAYS', 7),
      leaseMs: positiveInt(env, 'REPORTS_LEASE_SECONDS', 60) * 1000,
      workerIdleMs: positiveInt(env, 'REPORTS_WORKER_IDLE_SECONDS', 300) * 1000,
    },
    deployDir: path.resolve(repoRoot, text(env, 'DEPLOY_DIR') ?? path.join(dataDir, 'deploys')),
    hostShared: hostSharedSource(env, repoRoot),
    releases: loadReleaseSettings(env, nodeEnv === 'production'),
    allowedOrigins,
    trustProxy: trustProxy(env),
    devOutbox: nodeEnv !== 'production' && flag(env, 'DEV_OUTBOX'),
    billing: billingSettings(env),
    devBilling: nodeEnv !== 'production' && flag(env, 'DEV_BILLING'),
    // A deployment on a real PostgreSQL never gets accounts with known passwords unless it asks for them.
    seedDemo: optionalFlag(env, 'SEED_DEMO') ?? !databaseUrl,
    seedScale: fraction(env, 'SEED_SCALE', 1),
    bodyLimitBytes: positiveInt(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    sessionTtlHours: positiveInt(env, 'SESSION_TTL_HOURS', 24),
    invitationTtlHours: positiveInt(env, 'INVITATION_TTL_HOURS', 72),
    rateLimit: {
      windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_MINUTES', 15) * minutes,
      maxFailuresPerEmail: positiveInt(env, 'RATE_LIMIT_MAX_FAILURES_PER_EMAIL', 10),
      maxFailuresPerIp: positiveInt(env, 'RATE_LIMIT_MAX_FAILURES_PER_IP', 100),
      signupWindowMs: positiveInt(env, 'RATE_LIMIT_SIGNUP_WINDOW_MINUTES', 60) * minutes,
      maxSignupsPerIp: positiveInt(env, 'RATE_LIMIT_MAX_SIGNUPS_PER_IP', 30),
      resetWindowMs: positiveInt(env, 'RATE_LIMIT_RESET_WINDOW_MINUTES', 60) * minutes,
      maxResetsPerEmail: positiveInt(env, 'RATE_LIMIT_MAX_RESETS_PER_EMAIL', 3),
      maxResetsPerIp: positiveInt(env, 'RATE_LIMIT_MAX_RESETS_PER_IP', 20),
      maxLoginDelayMs: positiveInt(env, 'RATE_LIMIT_MAX_LOGIN_DELAY_MS', 5000),
    },
    argon2: {
      memoryKiB: positiveInt(env, 'ARGON2_MEMORY_KIB', 19456),
      timeCost: positiveInt(env, 'ARGON2_TIME_COST', 2),
      parallelism: 1,
    },
    socketAuthTimeoutMs: positiveInt(env, 'SOCKET_AUTH_TIMEOUT_MS', 10_000),
    socketSessionCheckMs: positiveInt(env, 'SOCKET_SESSION_CHECK_MS', 30_000),
    crm: {
      baseUrl: text(env, 'CRM_BASE_URL')?.replace(/\/+$/, '') ?? null,
      timeoutMs: positiveInt(env, 'CRM_TIMEOUT_MS', 5000),
    },
    outbound: { allowLoopbackHost: allowLoopbackHost(env, nodeEnv === 'production') },
    logLevel: text(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
