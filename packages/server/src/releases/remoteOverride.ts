import { MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../auth/sessions';
import { usuarios } from '../db/schema';
import type { AppContext } from '../http/context';

/** What may be loaded from where: the deployment's published versions and the preview origins staff allowed. */
export interface OverridePolicy {
  production: boolean;
  publishedEntries(container: string): readonly string[];
  /** Origins of builds staff may preview in production (`REMOTE_PREVIEW_ORIGINS`). */
  previewOrigins: readonly string[];
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and ::1: a build on the developer's own machine. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * Why a browser may not load `entry` as its build of `container`, or null when it may (issue 33): anyone may load a
 * build on their own machine from an API that is not in production (`pnpm dev`); otherwise only product-owner staff,
 * and only a version the deployment published or a build on an origin staff allowed for previews. Brand
 * administrators are not staff: a brand cannot run code of its choosing in its users' pages.
 */
export function overrideRefusal(
  request: { container: string; entry: URL; staff: boolean },
  policy: OverridePolicy,
): string | null {
  if (!policy.production && isLoopbackHost(request.entry.hostname)) return null;
  if (!request.staff) return MESSAGES.releases.overrideStaffOnly;
  if (policy.publishedEntries(request.container).includes(request.entry.href)) return null;
  if (policy.previewOrigins.includes(request.entry.origin)) return null;
  return MESSAGES.releases.overrideNotAllowed(request.entry.origin);
}

/** Whether the request carries the session of a product-owner staff member (the route itself is public). */
export async function isStaffRequest(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const token = tokenFromHeader(request.headers.authorization);
  const session = token ? await ctx.sessions.resolve(token) : null;
  if (!session) return false;
  const [user] = await ctx.db
    .select({ isAvanco: usuarios.isAvanco })
    .from(usuarios)
    .where(eq(usuarios.id, session.userId))
    .limit(1);
  return user?.isAvanco === true;
}
