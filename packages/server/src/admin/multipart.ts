/** A parsed `multipart/form-data` body: text fields and file parts by field name. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { filename: string; bytes: Buffer }>;
}

/**
 * Reads a buffered `multipart/form-data` body (a browser's FormData). Null when the content type is not multipart
 * or the body is malformed. Enough for the admin uploads: a few fields and one file of at most a few megabytes.
 */
export function parseMultipart(contentType: string | undefined, body: Buffer): MultipartBody | null {
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const result: MultipartBody = { fields: {}, files: {} };
  let start = body.indexOf(delimiter);
  if (start === -1) return null;
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    // `--boundary--` ends the body.
    if (body.toString('latin1', afterDelimiter, afterDelimiter + 2) === '--') return result;
    const headersStart = afterDelimiter + 2;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next === -1) return null;
    const headers = body.toString('utf8', headersStart, headersEnd);
    const name = /\bname="([^"]*)"/i.exec(headers)?.[1];
    const filename = /\bfilename="([^"]*)"/i.exec(headers)?.[1];
    const content = body.subarray(headersEnd + 4, next);
    if (name !== undefined) {
      if (filename !== undefined) result.files[name] = { filename, bytes: content };
      else result.fields[name] = content.toString('utf8');
    }
    start = next + 2;
  }
  return result;
}
