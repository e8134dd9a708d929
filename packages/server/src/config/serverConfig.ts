import type { HostSource, PublicUrls } from '@erp/deployment';
import type { ReleaseSettings } from './releaseSettings';
import type { StorageSettings } from '../storage/storageSettings';

/** Where the data lives: the embedded PGlite folder, or a real PostgreSQL server. */
export type DatabaseSettings =
  | {
      driver: 'pglite';
      /** Folder of the cluster, or `memory://` for a throw-away database. */ dataDir: string;
      /** PostgreSQL's `shared_buffers` inside the embedded engine (default `PGLITE_SHARED_BUFFERS`, config.ts). */
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
  /**
   * Volume of the demo business data (sales, stock, people…) the seed creates: 1 (default) = the CONTRACT's; a test
   * that only needs the accounts seeds a fraction (`SEED_SCALE=0.02`).
   */
  seedScale: number;
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
   * keeps a random one in `DATA_DIR` (see features/cobrancas/provider/webhookSecret.ts), enough for the local provider, which signs in-process.
   */
  webhookSecret: string | null;
  /** How far a webhook's timestamp may be from the API's clock, either way. */
  webhookToleranceMs: number;
  /** Days from issue to a charge's due date. */
  dueDays: number;
}

/** Fastify's `trustProxy` function form: is the `hop`-th address (0 = the socket's peer) a proxy of ours? */
export type TrustHop = (address: string, hop: number) => boolean;
