/** Every failure of an API call, with a Portuguese message the UI can show as is. */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The server's error name (LoopBack style), or NetworkError / UnexpectedResponse / HttpError. */
  override readonly name: string;
  /** The parsed error body, when there was one. */
  readonly body: unknown;
  /** Seconds to wait before retrying, from `Retry-After` on a 429. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    status: number;
    name: string;
    message: string;
    body?: unknown;
    retryAfter?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.name = init.name;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

/** True for ApiError instances, also across bundles where `instanceof` could see two copies of the class. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && typeof (error as Partial<ApiError>).status === 'number' && 'body' in error)
  );
}
