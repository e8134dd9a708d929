/** The LoopBack error name of an error body (`{ error: { name } }`), e.g. `ValidationError`. */
export function readServerErrorName(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' && error.name !== '' ? error.name : undefined;
}
