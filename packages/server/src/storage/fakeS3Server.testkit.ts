import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** s3rver's built-in account: it checks request signatures against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  /** `STORAGE_URL` pointing at this server (the prefix keeps runs apart). */
  storageUrl(prefix?: string): string;
  /** Client settings the storage needs besides the URL (s3rver's fixed account). */
  clientConfig: Partial<S3ClientConfig>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process on a free port, its objects in a temporary folder removed on close. */
export async function startFakeS3Server(bucket = 'erp-test'): Promise<FakeS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix = '') =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    clientConfig: { credentials: CREDENTIALS },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
