/** A file part of a test form. */
export interface FormFile {
  field: string;
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** A `multipart/form-data` body as a browser's FormData sends it: the text fields, then the files. */
export function formBody(
  fields: Record<string, string>,
  files: FormFile[] = [],
): { payload: Buffer; contentType: string } {
  const boundary = '----erpTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const { field, bytes, filename = 'arquivo.png', type = 'image/png' } of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
