import type { FastifyRequest } from 'fastify';

// Query parameters that carry a credential: the reset link's token (`reset-password?access_token=`), sign-in codes.
const SECRET_QUERY = /([?&](?:access_token|token|code)=)[^&#]*/gi;

/** The URL as logs may keep it: credentials in the query string replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[oculto]');
}

/** Fastify's request log line (method, url, host, address) with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
