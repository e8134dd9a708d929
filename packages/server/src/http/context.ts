import type { RemoteDeployment } from '@erp/deployment';
import type { FailureLimiter } from '../auth/failureLimiter';
import type { Clock } from '../auth/clock';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionService, SessionUser } from '../auth/sessions';
import type { TokenSigner } from '../auth/tokenSigner';
import type { ServerConfig } from '../config/config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { OutboundClient } from '../outbound/outboundFetch';
import type { ReportRunner } from '../reports/jobs/reportRunner';
import type { ProductStorage } from '../storage';
import type { Server as SocketServer } from 'socket.io';
import type { Billing } from '../features/cobrancas/provider/billing';

/** What route modules receive: configuration and services, never globals. */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: SessionService;
  /** Signs and checks short-lived tokens bound to what they are for (download links, visitor tickets). */
  signer: TokenSigner;
  limiter: FailureLimiter;
  mailer: Mailer;
  /** Where each area's remote is served; deployment knowledge stays on the stack's side of this interface. */
  deployment: RemoteDeployment;
  /** Every file the product keeps (reports, avatars, brand images, release artifacts), on one engine. */
  storage: ProductStorage;
  /** socket.io, for `notify(ctx.io, audience, event, payload)`. */
  io: SocketServer;
  /** The billing provider: plan actions issue charges through it, its webhook settles them. */
  billing: Billing;
  /** Calls to URLs a brand configured (the CRM): public https hosts only, addresses checked at connection time. */
  outbound: OutboundClient;
  /** The report job runner: `kick()` after queueing a report. */
  reports: ReportRunner;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of a protected route (set by the auth hook); null on public routes. */
    auth: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session token (spec 000 §6 public calls and the CONTRACT's public endpoints). */
    public?: boolean;
  }
}
