import type { FastifyInstance } from 'fastify';

/** JSON answers are never a page: nothing may load in them, frame them or submit from them. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Pages and pictures the API serves (a brand's terms, cover HTML and SVG logo under /assets): shown as they are, never
 * running script, framed only by the host and the remotes (the auth area may show a brand's cover page in a frame).
 */
export function documentContentSecurityPolicy(frontendOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    `frame-ancestors ${["'self'", ...frontendOrigins].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function policyFor(contentType: string, frontendOrigins: readonly string[]): string | null {
  // The browser's own PDF viewer shows a report opened in its tab; a policy on the PDF can keep it from rendering.
  if (contentType.startsWith('application/pdf')) return null;
  if (contentType.startsWith('text/html') || contentType.startsWith('image/svg+xml')) {
    return documentContentSecurityPolicy(frontendOrigins);
  }
  return API_CONTENT_SECURITY_POLICY;
}

/**
 * Security headers on every HTTP answer of the API, errors and 404s included; a route that sets its own policy (an
 * uploaded image) keeps it. socket.io is attached to the raw server and never passes through here, so its handshake
 * and polling are untouched.
 */
export function registerSecurityHeaders(app: FastifyInstance, frontendOrigins: readonly string[]): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Nothing the API answers links elsewhere with a reason to say where the user came from.
    reply.header('Referrer-Policy', 'no-referrer');
    if (!reply.hasHeader('Content-Security-Policy')) {
      const policy = policyFor(String(reply.getHeader('Content-Type') ?? ''), frontendOrigins);
      if (policy) reply.header('Content-Security-Policy', policy);
    }
    return payload;
  });
}
