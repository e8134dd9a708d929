import { readErrorMessage, MESSAGES } from '@erp/domain';
import { ApiError } from '../errors/apiError';
import { readServerErrorName } from '../errors/serverErrorName';

/** Seconds from a `Retry-After` header (delta-seconds or HTTP date). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** An ApiError carrying the server's Portuguese message from an error response. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Proxies answer HTML or plain text; an HTML page is no message to show.
      body = /^\s*</.test(text) ? undefined : text;
    }
  } catch {
    body = undefined;
  }
  return new ApiError({
    status: response.status,
    name: readServerErrorName(body) ?? 'HttpError',
    // The domain's reader knows every place a message hides and rewrites duplicate-record messages.
    message: readErrorMessage(body).message ?? MESSAGES.errors.httpStatus(response.status),
    body,
    retryAfter: retryAfterSeconds(response.headers.get('Retry-After')),
  });
}
