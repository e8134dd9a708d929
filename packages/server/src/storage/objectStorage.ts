import type { Readable } from 'node:stream';

/** How an object is written: its type (and cache policy, for files a CDN or the bucket's endpoint serves). */
export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

/** What `put` learns about the object it wrote. */
export interface PutResult {
  size: number;
  /** Opaque version tag, quoted as an HTTP ETag (`"…"`). */
  etag: string;
}

/** An object as a listing names it (S3 lists no type or cache policy). */
export interface ListedObject {
  /** The key, relative to the storage it was asked of. */
  key: string;
  size: number;
  etag: string;
  lastModified: Date;
}

/** An object's metadata, as `head` answers it. */
export interface ObjectInfo extends ListedObject {
  contentType: string;
  cacheControl: string | null;
}

/** An object to read: a stream the caller must consume or destroy, with its metadata. */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/** A short-lived URL a browser may fetch an object from without going through the API. */
export interface SignedUrlOptions {
  /** Lifetime; the engines cap it (see `MAX_SIGNED_URL_SECONDS`). */
  expiresInSeconds: number;
  /** File name the browser shows or saves under. */
  fileName?: string;
  /** `inline` (opens in the tab, e.g. a PDF) or `attachment` (saved). */
  disposition?: 'inline' | 'attachment';
}

/** Signed URLs never outlive five minutes: they are capabilities that travel in a browser's address bar. */
export const MAX_SIGNED_URL_SECONDS = 300;

/**
 * The one place the product keeps files (report files, avatars, brand images, remote release artifacts): a flat
 * key space of immutable-by-convention objects, like S3's. Keys are `a/b/c.ext` (see `assertValidKey`); an invalid
 * key throws before anything is touched. Reads never buffer a whole object.
 */
export interface ObjectStorage {
  /** Where the objects go, for logs and health answers (`pasta /srv/erp/avatars`, `s3://bucket/prefix/avatars/`). */
  readonly description: string;
  /** Writes (or replaces) an object from bytes or a stream; the object appears whole or not at all. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<PutResult>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's metadata, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix?: string): AsyncIterable<ListedObject>;
  /** A short-lived URL for a browser, or null when the engine cannot sign (the API streams the object instead). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
  /** Throws when the storage cannot be reached or written (readiness checks). */
  check(): Promise<void>;
}
