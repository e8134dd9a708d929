import { MESSAGES } from '@erp/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { StorageUnavailableError } from '../storage';
import { errorBody, HttpError } from './httpError';

/** Fastify's own 4xx errors, in Portuguese. */
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.http.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.http.unsupportedMediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.http.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.http.invalidJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.http.contentLengthMismatch],
};

/**
 * Errors Fastify raises before any route or hook runs (a URL with broken percent-encoding, a bad constraint): the
 * server's `frameworkErrors` option, so they also answer the JSON error shape in Portuguese.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(errorBody(status, MESSAGES.http.badUrl));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

/**
 * One JSON error shape for everything (CONTRACT "API"). Client mistakes keep their 4xx status with a Portuguese
 * message; anything else is logged and answered as a generic 500, so internals never leak.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // An empty body with a JSON content type (a POST without payload, like logout) is "no body", not bad JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body, (error, value) => {
      if (error) done(new HttpError(400, MESSAGES.http.invalidJson), undefined);
      else done(null, value);
    });
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.message));
    }
    // The database stopped or unreachable (a restart, a failover): the client may simply try again shortly.
    if (isDatabaseUnavailable(error) || error instanceof StorageUnavailableError) {
      request.log.warn(
        { err: error },
        error instanceof StorageUnavailableError
          ? 'armazenamento indisponível'
          : 'banco de dados indisponível',
      );
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody(503, MESSAGES.http.serviceUnavailable));
    }
    if (isFastifyError(error)) {
      const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
      if (known) return reply.code(known[0]).send(errorBody(known[0], known[1]));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return reply.code(status).send(errorBody(status, MESSAGES.http.badRequest));
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send(errorBody(500, MESSAGES.http.internal));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody(404, MESSAGES.http.notFoundRoute)),
  );
}
