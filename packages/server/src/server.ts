import type { Writable } from 'node:stream';
import { originDeployment, type RemoteDeployment } from '@erp/deployment';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import { systemClock, type Clock } from './auth/clock';
import { createFailureLimiter } from './auth/failureLimiter';
import { MemoryFailureStore, type FailureStore } from './auth/failureStore';
import { RedisFailureStore } from './auth/redisFailureStore';
import { createPasswordHasher } from './auth/passwords';
import { createSessionService } from './auth/sessions';
import { createTokenSigner } from './auth/tokenSigner';
import type { ServerConfig } from './config/config';
import { openDatabase, type Database, type DatabaseHandle, type OpenDatabaseOptions } from './db/database';
import { seedDatabase } from './db/seed/seed';
import { registerAdminGuard, registerClientViewGuard, type AdminRoute } from './admin/adminGuard';
import { registerAuthHook } from './http/authHook';
import type { AppContext } from './http/context';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { answerFrameworkError, registerErrorHandling } from './http/errorHandling';
import { requestLogSerializer } from './http/logRedaction';
import { recordRouteTable, type RouteEntry } from './http/routeTable';
import { registerSecurityHeaders } from './http/securityHeaders';
import { trackInFlight } from './http/inFlight';
import { registerSubscriptionGuard } from './http/subscriptionGuard';
import { createMailer } from './mail/mailer';
import { attachRealtime } from './realtime/realtime';
import { createReportRunner } from './reports/jobs/reportRunner';
import type { ReportRenderer } from './reports/jobs/runReportJob';
import { createRenderPool } from './reports/jobs/renderPool';
import { createOutboundClient } from './outbound/outboundFetch';
import { systemResolver, type HostResolver } from './outbound/outboundPolicy';
import { registerRoutes } from './features';
import { openProductStorage, type ProductStorage } from './storage';
import { readinessChecks } from './health/readinessChecks';
import { registerHealthRoutes } from './health/healthRoutes';
import { createBilling } from './features/cobrancas/provider/billing';
import { WEBHOOK_URL } from './features/cobrancas/webhook';

/** Replaceable parts, for tests and for deployments with shared state. */
export interface ServerOptions {
  clock?: Clock;
  /** Where failed attempts are counted (default: Redis when REDIS_URL is set, else this process's memory). */
  failureStore?: FailureStore;
  /** Passed to PGlite: start from a snapshot (tests). */
  database?: OpenDatabaseOptions;
  /**
   * A database another server of this process already opened (a second API machine on the same embedded database,
   * for tests); it stays open when this server closes.
   */
  sharedDatabase?: DatabaseHandle;
  /** Where remotes are served (default: the containers' ports of the configuration). */
  deployment?: RemoteDeployment;
  /** Where the log lines go (default: standard output); tests read them to prove what is never logged. */
  logStream?: Writable;
  /** How report files are rendered (default: one worker thread per job). */
  reportRenderer?: ReportRenderer;
  /** Where kept files go (default: the engine `STORAGE_URL` names); the server closes it. */
  storage?: ProductStorage;
  /** How the hosts of outbound calls (the CRM) are resolved (default: the system resolver; tests give a fake DNS). */
  resolveHost?: HostResolver;
}

export interface ErpServer {
  app: FastifyInstance;
  io: SocketServer;
  db: Database;
  /** The open database (a second server of this process may share it: `sharedDatabase`). */
  databaseHandle: DatabaseHandle;
  context: AppContext;
  /** Every administration route (`config: { admin }`), as registered: what the isolation test walks. */
  adminRoutes: readonly AdminRoute[];
  /** Every route as registered (method, URL, public/admin): what the generated fuzz and isolation suites walk. */
  routes: readonly RouteEntry[];
  /** Applies the committed SQL migrations (drizzle-kit's folder). */
  migrate(): Promise<void>;
  /** Creates the CONTRACT's demo data when missing; returns the brands it created. */
  seed(): Promise<{ created: number[] }>;
  /** Starts listening; resolves to the base URL (`http://host:port`). */
  listen(): Promise<string>;
  /** Stops sockets, HTTP, mail and the database, releasing the embedded database's lock. */
  close(): Promise<void>;
}

function buildContext(
  config: ServerConfig,
  handle: DatabaseHandle,
  options: ServerOptions,
  redis: Redis | null,
  storage: ProductStorage,
): Omit<AppContext, 'io' | 'reports' | 'billing'> {
  const clock = options.clock ?? systemClock;
  const failureStore =
    options.failureStore ?? (redis ? new RedisFailureStore(redis) : new MemoryFailureStore());
  return {
    config,
    db: handle.db,
    clock,
    passwords: createPasswordHasher(config.argon2),
    sessions: createSessionService(handle.db, clock, config.sessionTtlHours),
    signer: createTokenSigner(handle.db, clock),
    limiter: createFailureLimiter(failureStore, config.rateLimit.windowMs, clock),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      clock,
    }),
    deployment: options.deployment ?? originDeployment(config),
    storage,
    outbound: createOutboundClient(
      {
        allowLoopbackHost: config.outbound.allowLoopbackHost,
        resolve: options.resolveHost ?? systemResolver,
      },
      config.crm.timeoutMs,
    ),
  };
}

/**
 * Opens the database (taking the embedded database's lock) and builds the HTTP API and socket.io on one server.
 * Nothing is migrated or listened to until asked: `main.ts` does `migrate()`, `seed()`, `listen()`.
 */
export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<ErpServer> {
  const handle = options.sharedDatabase
    ? { ...options.sharedDatabase, close: async () => undefined }
    : await openDatabase(config.database, options.database);
  // Several API processes share one Redis for rate limits (and socket.io rooms, through the adapter); the readiness
  // check pings it through this client too.
  // (ioredis is loaded only then: most processes, and most test files, have no Redis.)
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : null;
  try {
    const storage = options.storage ?? (await openProductStorage(config.storage, config));
    const base = buildContext(config, handle, options, redis, storage);
    const app = Fastify({
      // Reset-link tokens travel in the query string (client contract): never written to the logs.
      logger: {
        level: config.logLevel,
        serializers: { req: requestLogSerializer },
        ...(options.logStream ? { stream: options.logStream } : {}),
      },
      bodyLimit: config.bodyLimitBytes,
      trustProxy: config.trustProxy,
      // Idle keep-alive connections must not hold a shutdown.
      forceCloseConnections: 'idle',
      // A URL Fastify cannot even route (broken percent-encoding) still answers in Portuguese.
      frameworkErrors: answerFrameworkError,
    });
    redis?.on('error', (error: Error) =>
      app.log.warn(`Redis (limites de tentativas) indisponível: ${error.message}`),
    );
    const routes = recordRouteTable(app);
    registerErrorHandling(app);
    registerSecurityHeaders(app, config.allowedOrigins);
    await registerCors(app, config.allowedOrigins);
    await registerCompression(app);
    registerAuthHook(app, base.sessions);
    registerSubscriptionGuard(app, base.db);
    registerClientViewGuard(app);
    const adminRoutes = registerAdminGuard(app, base.db);
    const inFlight = trackInFlight(app);
    // Attached before the routes so that they can push events (alerts) to the rooms.
    const realtime = await attachRealtime(app.server, {
      sessions: base.sessions,
      allowedOrigins: config.allowedOrigins,
      redisUrl: config.redisUrl,
      authTimeoutMs: config.socketAuthTimeoutMs,
      sessionCheckMs: config.socketSessionCheckMs,
    });
    const renderPool = createRenderPool({ idleMs: config.reports.workerIdleMs });
    const reports = createReportRunner({
      db: base.db,
      io: realtime.io,
      clock: base.clock,
      log: app.log,
      storage: base.storage.reports,
      settings: config.reports,
      render: options.reportRenderer ?? ((job, feed) => renderPool.render(job, feed)),
    });
    // The local provider pays by sending its signed webhook through the API's own HTTP pipeline (route, body parser,
    // signature check), the path a real provider's request takes, without needing the API's public address.
    const billing = createBilling(config, base.clock, async (rawBody, headers) => {
      const res = await app.inject({ method: 'POST', url: WEBHOOK_URL, headers, payload: rawBody });
      return { statusCode: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
    });
    const context: AppContext = { ...base, io: realtime.io, reports, billing };
    registerRoutes(app, context);
    registerHealthRoutes(app, readinessChecks(handle.db, redis, context.storage));

    let closed: Promise<void> | null = null;
    return {
      app,
      io: realtime.io,
      db: handle.db,
      databaseHandle: handle,
      context,
      adminRoutes,
      routes,
      migrate: () => handle.migrate(),
      // Two machines seeding an empty database at once would both find the demo brands missing.
      seed: () =>
        handle.exclusively(() =>
          seedDatabase(handle.db, {
            passwords: context.passwords,
            clock: context.clock,
            hostPort: config.hostPort,
            scale: config.seedScale,
          }),
        ),
      listen: async () => {
        await app.listen({ port: config.apiPort, host: config.apiHost });
        // Jobs left by a previous run are settled before new ones are taken.
        await reports.start();
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : config.apiPort;
        return `http://${config.apiHost}:${port}`;
      },
      close: () => {
        closed ??= (async () => {
          try {
            await realtime.close();
            await app.close();
            await reports.stop();
            await renderPool.close();
            // Handlers of clients that already hung up may still be running; the database must outlive them.
            await inFlight.drain(10_000);
            context.mailer.close();
            await context.outbound.close();
            if (redis?.status === 'ready') await redis.quit().catch(() => undefined);
            else redis?.disconnect();
            context.storage.close();
          } finally {
            await handle.close();
          }
        })();
        return closed;
      },
    };
  } catch (error) {
    redis?.disconnect();
    await handle.close();
    throw error;
  }
}
