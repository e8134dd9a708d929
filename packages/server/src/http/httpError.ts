/** Names of the JSON error shape, by status (LoopBack-style `{ error: { statusCode, name, message } }`). */
const NAMES: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  402: 'PaymentRequiredError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  406: 'NotAcceptableError',
  409: 'ConflictError',
  410: 'GoneError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'TooManyRequestsError',
  500: 'InternalServerError',
  503: 'ServiceUnavailableError',
};

export function errorName(statusCode: number): string {
  return NAMES[statusCode] ?? (statusCode >= 500 ? 'InternalServerError' : 'Error');
}

/** An error meant for the client: its Portuguese message is shown to the user as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = errorName(statusCode);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/** The body every error answers with. */
export interface ErrorBody {
  error: { statusCode: number; name: string; message: string };
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { error: { statusCode, name: errorName(statusCode), message } };
}
