// Error bodies come from LoopBack 3 and from proxies in front of it; the message sits in one of a few places.

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The first readable message of an error body: error.message, error (text), message, or the body as text. */
export function readServerMessage(body: unknown): string | undefined {
  const root = asRecord(body);
  if (!root) return nonEmpty(body);
  const error = root.error;
  const nested = asRecord(error);
  return (
    nonEmpty(nested?.message) ??
    nonEmpty(asRecord(nested?.error)?.message) ??
    nonEmpty(error) ??
    nonEmpty(root.message) ??
    nonEmpty(root.mensagem)
  );
}

/** The server's error name, e.g. `ValidationError`, when present. */
export function readServerErrorName(body: unknown): string | undefined {
  return nonEmpty(asRecord(asRecord(body)?.error)?.name);
}
