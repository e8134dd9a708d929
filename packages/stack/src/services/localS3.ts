import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A throw-away S3-compatible server (s3rver): its own folder under the temp dir, its own loopback port. */
export interface LocalS3 {
  /** `http://127.0.0.1:<port>` — the S3 endpoint, and the bucket's public HTTP endpoint (`<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  bucket: string;
  /** s3rver's fixed account: requests signed with anything else are refused. */
  credentials: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  /** `STORAGE_URL` for this bucket under `prefix`. */
  storageUrl(prefix: string): string;
  /** The public URL of an object, as a browser or a CDN in front of the bucket fetches it. */
  objectUrl(key: string): string;
  /** Writes an object anonymously with its type and cache policy (as `aws s3 cp --content-type --cache-control`). */
  put(
    key: string,
    body: Buffer | string,
    headers: { contentType: string; cacheControl: string },
  ): Promise<void>;
  close(): Promise<void>;
}

/** Pages of any origin may read the public files (manifests, chunks, the host's files), as a CDN would let them. */
const PUBLIC_READ_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;

export async function startLocalS3(bucket = 'erp'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [PUBLIC_READ_CORS] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const objectUrl = (key: string) =>
    `${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    endpoint,
    bucket,
    credentials: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    storageUrl: (prefix) =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    objectUrl,
    put: async (key, body, headers) => {
      const res = await fetch(objectUrl(key), {
        method: 'PUT',
        headers: { 'Content-Type': headers.contentType, 'Cache-Control': headers.cacheControl },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      });
      if (!res.ok) throw new Error(`PUT ${key}: ${res.status} ${await res.text()}`);
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
