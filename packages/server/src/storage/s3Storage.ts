import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PassThrough, type Readable } from 'node:stream';
import {
  MAX_SIGNED_URL_SECONDS,
  type ListedObject,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type PutResult,
  type StoredObject,
} from './objectStorage';
import { assertValidKey, assertValidPrefix } from './storageKey';
import { asStorageFailure } from './storageUnavailable';

/** Where the bucket is: AWS S3 by default, or any S3-compatible endpoint (MinIO, R2, s3rver). */
export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket, `''` or ending in `/`. */
  prefix: string;
  endpoint: string | null;
  region: string;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (MinIO and s3rver need it). */
  forcePathStyle: boolean;
}

/** Multipart parts of a streamed upload: S3's minimum part size is 5 MiB; two in flight bound the memory to ~16 MiB. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The S3 client for a location. Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role) unless given. The SDK's default integrity checksums stay on:
 * s3rver 3.7 accepts them (the test table runs with them), and so do AWS, MinIO and R2.
 */
export function createS3Client(location: S3Location, extra: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...extra,
  });
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/** Runs a call to S3; an outage comes out as `StorageUnavailableError` (the API answers 503). */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asStorageFailure(error);
  }
}

const UNKNOWN_TYPE = 'application/octet-stream';

/** The answer, or null when S3 says the object is not there. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw asStorageFailure(error);
  }
}

/** What GetObject and HeadObject both answer about an object. */
interface ObjectHeaders {
  ContentLength?: number;
  ContentType?: string;
  ETag?: string;
  LastModified?: Date;
  CacheControl?: string;
}

const infoOf = (key: string, out: ObjectHeaders): ObjectInfo => ({
  key,
  size: out.ContentLength ?? 0,
  contentType: out.ContentType ?? UNKNOWN_TYPE,
  etag: out.ETag ?? '',
  lastModified: out.LastModified ?? new Date(0),
  cacheControl: out.CacheControl ?? null,
});

/** The S3-compatible engine: objects under `prefix` in one bucket; streamed both ways, never buffered whole. */
export function s3Storage(client: S3Client, location: S3Location): ObjectStorage {
  const { bucket, prefix } = location;
  const fullKey = (key: string) => {
    assertValidKey(key);
    return prefix + key;
  };

  return {
    description: `s3://${bucket}/${prefix}`,

    async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<PutResult> {
      const params = {
        Bucket: bucket,
        Key: fullKey(key),
        ContentType: options.contentType,
        ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
      };
      if (Buffer.isBuffer(body)) {
        const out = await reaching(() =>
          client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length })),
        );
        return { size: body.length, etag: out.ETag ?? '' };
      }
      // A stream of unknown length: lib-storage sends one PutObject when it fits in a part, multipart otherwise.
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      body.on('error', (error) => counted.destroy(error));
      body.pipe(counted);
      const upload = new Upload({
        client,
        params: { ...params, Body: counted },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
      });
      const out = await reaching(() => upload.done());
      return { size, etag: out.ETag ?? '' };
    },

    async get(key: string): Promise<StoredObject | null> {
      const out = await orNull(client.send(new GetObjectCommand({ Bucket: bucket, Key: fullKey(key) })));
      // In Node the SDK's body is the HTTP response itself: a Readable that streams from the socket.
      return out && { ...infoOf(key, out), body: out.Body as Readable };
    },

    async head(key: string): Promise<ObjectInfo | null> {
      const out = await orNull(client.send(new HeadObjectCommand({ Bucket: bucket, Key: fullKey(key) })));
      return out && infoOf(key, out);
    },

    async delete(key: string): Promise<void> {
      const Key = fullKey(key);
      await reaching(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },

    async *list(listPrefix = ''): AsyncIterable<ListedObject> {
      assertValidPrefix(listPrefix);
      const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix + listPrefix })[
        Symbol.asyncIterator
      ]();
      for (;;) {
        const page = await reaching(() => pages.next());
        if (page.done) return;
        for (const item of page.value.Contents ?? []) {
          if (!item.Key) continue;
          yield {
            key: item.Key.slice(prefix.length),
            size: item.Size ?? 0,
            etag: item.ETag ?? '',
            lastModified: item.LastModified ?? new Date(0),
          };
        }
      }
    },

    async signedUrl(key, { expiresInSeconds, fileName, disposition = 'attachment' }): Promise<string> {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: fullKey(key),
        ...(fileName
          ? {
              ResponseContentDisposition: `${disposition}; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
            }
          : {}),
      });
      return getSignedUrl(client, command, {
        expiresIn: Math.max(1, Math.min(expiresInSeconds, MAX_SIGNED_URL_SECONDS)),
      });
    },

    async check(): Promise<void> {
      await reaching(() => client.send(new HeadBucketCommand({ Bucket: bucket })));
    },
  };
}
