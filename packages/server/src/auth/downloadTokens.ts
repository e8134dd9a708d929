import { MESSAGES } from '@erp/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError';
import type { SessionService, SessionUser } from './sessions';
import { tokenFromHeader } from './sessions';
import type { TokenSigner } from './tokenSigner';

/** How long a download link works: long enough to open the tab it was made for, too short to be worth sharing. */
export const DOWNLOAD_TOKEN_TTL_MS = 2 * 60_000;

const PURPOSE = 'download';
/** `<session id>.<expiry>.<signature>`: a session token (plain base64url, no dots) can never look like one. */
const DOWNLOAD_TOKEN = /^(\d{1,12})\.([0-9a-z]{1,12}\.[A-Za-z0-9_-]{43})$/;

interface DownloadServices {
  sessions: SessionService;
  signer: TokenSigner;
}

/**
 * A token for one file (`resource`, e.g. `relatorio:12`) and one session, for the few minutes it takes a new tab to
 * fetch it: a new tab sends no Authorization header, and the session token itself must never sit in an address
 * (history, shared links, proxies' logs).
 */
export async function issueDownloadToken(
  services: DownloadServices,
  session: SessionUser,
  resource: string,
): Promise<string> {
  const signed = await services.signer.sign(PURPOSE, [resource, session.sessionId], DOWNLOAD_TOKEN_TTL_MS);
  return `${session.sessionId}.${signed}`;
}

/**
 * The session a file request is made for: its Authorization header (an authenticated fetch), or else a download
 * token of this very file in `?access_token=`. A session token in the address is refused like any forged link; a
 * link outlives neither its few minutes nor its session (logout, revocation).
 */
export async function sessionForFile(
  services: DownloadServices,
  request: FastifyRequest,
  queryToken: string | undefined,
  resource: string,
): Promise<SessionUser> {
  const header = tokenFromHeader(request.headers.authorization);
  if (header) {
    const session = await services.sessions.resolve(header);
    if (!session) throw new HttpError(401, MESSAGES.http.authRequired);
    return session;
  }
  if (!queryToken) throw new HttpError(401, MESSAGES.http.authRequired);
  const parts = DOWNLOAD_TOKEN.exec(queryToken);
  if (!parts) throw new HttpError(401, MESSAGES.downloads.linkInvalid);
  const sessionId = Number(parts[1]);
  const check = await services.signer.check(PURPOSE, [resource, sessionId], parts[2] ?? '');
  if (check === 'invalid') throw new HttpError(401, MESSAGES.downloads.linkInvalid);
  if (check === 'expired') throw new HttpError(410, MESSAGES.downloads.linkExpired);
  const session = await services.sessions.resolveById(sessionId);
  if (!session) throw new HttpError(401, MESSAGES.downloads.linkInvalid);
  return session;
}
