/**
 * The uploaded file's bytes from a request body: the first file part of a `multipart/form-data` body (what a
 * browser's FormData sends), or the whole body for any other type. Null when a multipart body has no file part.
 * A small reader is enough here: one file, at most a few megabytes, already buffered by the body limit.
 */
export function uploadedBytes(contentType: string | undefined, body: Buffer): Buffer | null {
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!boundary) return body;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headersStart = start + delimiter.length + 2; // CRLF after the delimiter
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next === -1) return null;
    const headers = body.toString('latin1', headersStart, headersEnd);
    if (/filename=/i.test(headers)) return body.subarray(headersEnd + 4, next);
    start = next + 2;
  }
  return null;
}
