/**
 * The storage could not be reached or answered with a server error (a bucket endpoint down, a network failure): the
 * request may simply be tried again, so the API answers 503 like a database outage, not a 500.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`armazenamento indisponível: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

const httpStatusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** An S3 failure as the API should see it: a client error (4xx) stays itself; anything else is an outage. */
export function asStorageFailure(error: unknown): unknown {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 ? error : new StorageUnavailableError(error);
}
