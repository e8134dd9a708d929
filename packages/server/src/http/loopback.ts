import type { FastifyRequest } from 'fastify';
import { isLoopbackAddressText, isLoopbackHostname } from '../net/addressPolicy';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && isLoopbackAddressText(address);
}

/**
 * A request from this machine itself: the socket's peer is loopback and no proxy forwarded it (a reverse proxy on the
 * same machine would otherwise make every outside client look local). `request.ip` is not used: with `trustProxy` it
 * is whatever the forwarded header says.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(
    (h) => request.headers[h] !== undefined,
  );
  return !forwarded && isLoopbackAddress(request.socket.remoteAddress);
}

/** Whether a `host[:port]` or an origin names this machine (net/addressPolicy: localhost, .localhost, loopback). */
function namesThisMachine(value: string): boolean {
  try {
    return isLoopbackHostname(new URL(value.includes('://') ? value : `http://${value}`).hostname);
  } catch {
    return false;
  }
}

/**
 * A development endpoint's stricter test: a local request (above) whose Host header also names this machine, so a
 * web page that rebinds its own DNS name to 127.0.0.1 cannot reach it from the developer's browser (the request still
 * carries that site's name as its Host), and whose Origin, when a browser sends one, is this machine too (no
 * cross-site form posts).
 */
export function isLocalDevRequest(request: FastifyRequest): boolean {
  const { host, origin } = request.headers;
  return (
    isLocalRequest(request) &&
    typeof host === 'string' &&
    namesThisMachine(host) &&
    (origin === undefined || namesThisMachine(origin))
  );
}
