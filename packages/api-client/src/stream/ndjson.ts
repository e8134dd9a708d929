import { MESSAGES } from '@erp/domain';
import { ApiError } from '../errors/apiError';

function parseLine(line: string, status: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ApiError({
      status,
      name: 'UnexpectedResponse',
      message: MESSAGES.errors.unexpectedResponse,
      cause: line,
    });
  }
}

/**
 * Yields one parsed value per ndjson line as soon as the line is complete; a line may be split across
 * chunks (and a multi-byte character across two), so bytes are buffered until the newline arrives.
 */
export async function* readNdjson(response: Response): AsyncGenerator<unknown, void, undefined> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line !== '') yield parseLine(line, response.status);
        newline = buffer.indexOf('\n');
      }
    }
    finished = true;
    const rest = (buffer + decoder.decode()).trim();
    if (rest !== '') yield parseLine(rest, response.status);
  } finally {
    // A consumer that stops early (break, error) must not leave the download running.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
