import path from 'node:path';
import { CONTAINERS, remotePublicUrls, type HostSource, type PublicUrls } from '@erp/deployment';
import { hostSharedSource, loadReleaseSettings, type ReleaseSettings } from './releaseSettings';
import { isLoopbackHostname } from '../net/addressPolicy';
import { findRepoRoot } from './repoRoot';
import { parseStorageUrl, type StorageSettings } from '../storage/storageSettings';

/** Where the data lives: the embedded PGlite folder, or a real PostgreSQL server. */
export type DatabaseSettings =
  | {
      driver: 'pglite';
      /** Folder of the cluster, or `memory://` for a throw-away database. */ dataDir: string;
      /** PostgreSQL's `shared_buffers` inside the embedded engine (default {@link PGLITE_SHARED_BUFFERS}). */
      sharedBuffers?: string;
    }
  | { driver: 'postgres'; url: string };

/** Failed-attempt limits of login and password reset, and the sign-up limit (CONTRACT "API"). */
export interface RateLimitSettings {
  windowMs: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  signupWindowMs: number;
  maxSignupsPerIp: number;
  /** Reset e-mails (successful requests) per account and per address within `resetWindowMs`: no mail-bombing. */
  resetWindowMs: number;
  maxResetsPerEmail: number;
  maxResetsPerIp: number;
  /** Longest wait added before checking the password of an account under attack from many addresses. */
  maxLoginDelayMs: number;
}

/** Report jobs (spec 001 §4): bounded worker threads, a lease renewed while a job runs, retention of the files. */
export interface ReportSettings {
  concurrency: number;
  retentionDays: number;
  /** A job whose runner stopped renewing its lease this long ago is declared interrupted. */
  leaseMs: number;
  /** How long a render worker that finished a job waits for the next one before it stops. */
  workerIdleMs: number;
}

/** Uploaded files (avatars, logos, favicons): attempts per user and per brand within a window, and a brand's quota. */
export interface UploadSettings {
  windowMs: number;
  maxPerUser: number;
  maxPerBrand: number;
  quotaBytesPerBrand: number;
}

/** argon2id cost; parallelism stays 1 (OWASP's recommended profile: 19 MiB, 2 passes). */
export interface Argon2Settings {
  memoryKiB: number;
  timeCost: number;
  parallelism: 1;
}

/** Everything the API reads from the environment, parsed once. */
export interface ServerConfig {
  nodeEnv: string;
  isProduction: boolean;
  /** Interface the API binds to. */
  apiHost: string;
  apiPort: number;
  hostPort: number;
  /** Interface the host's and the remotes' static servers bind to (the stack's, not the API's). */
  frontendHost: string;
  /** Container name → port (CONTRACT "Ports"): where the stack's static servers listen. */
  remotePorts: Record<string, number>;
  /**
   * Container name → the public base URL browsers fetch its releases from (`PUBLIC_URL_<CONTAINER>`,
   * `REMOTES_PUBLIC_BASE`, or `http://localhost:<port>`): the registry, CSP, preconnects and CORS follow it.
   */
  remotePublicUrls: PublicUrls;
  /** `API_ENDPOINT` handed to the browser, ending in `/api/`. */
  publicApiUrl: string;
  dataDir: string;
  database: DatabaseSettings;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  /** Where kept files go (`STORAGE_URL`): folders under DATA_DIR by default, or an S3-compatible bucket. */
  storage: StorageSettings;
  uploads: UploadSettings;
  /** Report files of the folder engine (`REPORTS_DIR`, default DATA_DIR/reports). */
  reportsDir: string;
  /** Exported reports: worker threads at once per API process, and how long files and rows are kept. */
  reports: ReportSettings;
  deployDir: string;
  /** Where the remotes' contract check reads the host's shared singletons. */
  hostShared: HostSource;
  /** Per-brand remote versions: canary rollback threshold, event report limit. */
  releases: ReleaseSettings;
  allowedOrigins: string[];
  /**
   * Which X-Forwarded-For hops to believe (Fastify's `trustProxy`): a hop count or a list of proxy addresses, never
   * `true` (that would take the client-forged leftmost address); `false` behind no proxy.
   */
  trustProxy: false | string[] | TrustHop;
  /** `GET /dev/outbox` served (development only, loopback clients only): `DEV_OUTBOX=1` and not production. */
  devOutbox: boolean;
  /** Subscription charges: the billing provider, its webhook's secret and time window, the charges' due date. */
  billing: BillingSettings;
  /**
   * `GET /dev/cobrancas` and `POST /dev/cobrancas/:id/pagar` served (development only, loopback clients and loopback
   * Host only): `DEV_BILLING=1` and not production.
   */
  devBilling: boolean;
  /** Creates the CONTRACT's demo accounts on start: `SEED_DEMO=1`, or by default on the embedded database only. */
  seedDemo: boolean;
  bodyLimitBytes: number;
  sessionTtlHours: number;
  invitationTtlHours: number;
  rateLimit: RateLimitSettings;
  argon2: Argon2Settings;
  /** A socket that has not authenticated within this time is disconnected. */
  socketAuthTimeoutMs: number;
  /** How often open sockets are checked against their session's end (an expired session's socket is closed). */
  socketSessionCheckMs: number;
  /**
   * The CRM step after a sign-up (spec 000 §4): the CRM's API root unless the brand names its own (no root, no step),
   * and a time limit per call.
   */
  crm: { baseUrl: string | null; timeoutMs: number };
  /**
   * Calls to URLs a brand configures go to `https://` public addresses only. `OUTBOUND_ALLOW_LOOPBACK_HOST` names the
   * one loopback host a test or development set-up may call as well (the fake CRM); unset by default, refused in
   * production.
   */
  outbound: { allowLoopbackHost: string | null };
  logLevel: string;
}

/** The billing provider and its signed webhook (README "Billing"). */
export interface BillingSettings {
  /** Which provider issues the charges; `local` is the embedded one (paid from /dev/cobrancas or by staff). */
  provider: 'local';
  /**
   * HMAC-SHA256 key of the webhook (`BILLING_WEBHOOK_SECRET`, at least 32 characters). Null when unset: the API then
   * keeps a random one in `DATA_DIR` (see billing/webhookSecret.ts), enough for the local provider, which signs in-process.
   */
  webhookSecret: string | null;
  /** How far a webhook's timestamp may be from the API's clock, either way. */
  webhookToleranceMs: number;
  /** Days from issue to a charge's due date. */
  dueDays: number;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`Variável de ambiente ${name} inválida: "${raw}" (esperado um número inteiro positivo).`);
  }
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** A yes/no variable; null when it is not set, so the caller can choose the default. */
function optionalFlag(env: Env, name: string): boolean | null {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (!raw) return null;
  return ['1', 'true', 'yes', 'sim'].includes(raw);
}

function flag(env: Env, name: string): boolean {
  return optionalFlag(env, name) ?? false;
}

/** Fastify's `trustProxy` function form: is the `hop`-th address (0 = the socket's peer) a proxy of ours? */
type TrustHop = (address: string, hop: number) => boolean;

/** `TRUST_PROXY`: a hop count (`1` = one reverse proxy in front) or a comma-separated list of proxy addresses/CIDRs. */
function trustProxy(env: Env): false | string[] | TrustHop {
  const raw = text(env, 'TRUST_PROXY');
  if (!raw || ['0', 'false', 'no', 'nao', 'não'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    // The last `hops` addresses are our proxies; the one before them is the client (anything further left is forged).
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) return list;
  throw new Error(
    `Variável de ambiente TRUST_PROXY inválida: "${raw}" (esperado o número de proxies à frente da API ou a lista dos seus endereços).`,
  );
}

/**
 * The embedded engine's `shared_buffers`. PostgreSQL's default, 128MB, is resident in the API process from the first
 * query (the API's RSS on a reopened database: 372 -> 218 MB with 32MB); the demo's and a small shop's data fit in far
 * less, and the rest is read through the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** A PostgreSQL memory setting such as `32MB`. */
function pgMemory(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (/^\d+(kB|MB|GB)$/.test(value)) return value;
  throw new Error(`Variável de ambiente ${name} inválida: "${value}" (esperado um tamanho como 32MB).`);
}

function billingSettings(env: Env): BillingSettings {
  const provider = text(env, 'BILLING_PROVIDER') ?? 'local';
  if (provider !== 'local')
    throw new Error(
      `Variável de ambiente BILLING_PROVIDER inválida: "${provider}" (provedores disponíveis: local).`,
    );
  const webhookSecret = text(env, 'BILLING_WEBHOOK_SECRET');
  if (webhookSecret !== null && webhookSecret.length < 32)
    throw new Error(
      'Variável de ambiente BILLING_WEBHOOK_SECRET inválida: use ao menos 32 caracteres aleatórios.',
    );
  return {
    provider,
    webhookSecret,
    webhookToleranceMs: positiveInt(env, 'BILLING_WEBHOOK_TOLERANCE_SECONDS', 300) * 1000,
    dueDays: positiveInt(env, 'BILLING_DUE_DAYS', 3),
  };
}

function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** `OUTBOUND_ALLOW_LOOPBACK_HOST`: a hostname that must mean this machine, and never in production. */
function allowLoopbackHost(env: Env, isProduction: boolean): string | null {
  const host = text(env, 'OUTBOUND_ALLOW_LOOPBACK_HOST');
  if (!host) return null;
  if (isProduction)
    throw new Error(
      'Variável de ambiente OUTBOUND_ALLOW_LOOPBACK_HOST não é permitida em produção: chamadas externas vão só a servidores públicos.',
    );
  if (!isLoopbackHostname(host))
    throw new Error(
      `Variável de ambiente OUTBOUND_ALLOW_LOOPBACK_HOST inválida: "${host}" (esperado localhost, um nome .localhost ou um endereço de loopback).`,
    );
  return host.toLowerCase();
}

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
