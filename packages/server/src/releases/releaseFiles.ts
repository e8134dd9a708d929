import type { Readable } from 'node:stream';
import { cacheControlOf } from '@erp/deployment';
import type { ObjectStorage } from '../storage';

/** The storage key of a release file: `<container>/<version>/<file>` in the storage's `releases` area. */
const keyOf = (container: string, versao: string, file: string) => `${container}/${versao}/${file}`;

/** Manifests are small; anything bigger under that name is not one. */
const MAX_MANIFEST_BYTES = 5 * 1024 * 1024;

/**
 * Stores one file of a version from a stream, with the type and cache policy a bucket's HTTP endpoint or a CDN serves
 * it with (entry points revalidated, everything else immutable); it appears whole or not at all.
 */
export async function writeReleaseFile(
  storage: ObjectStorage,
  container: string,
  versao: string,
  file: string,
  body: Readable,
  contentType: string,
): Promise<void> {
  await storage.put(keyOf(container, versao, file), body, {
    contentType,
    cacheControl: cacheControlOf(file),
  });
}

/** A release file's bytes (manifests), or null when it is not there. */
export async function readReleaseFile(
  storage: ObjectStorage,
  container: string,
  versao: string,
  file: string,
): Promise<Buffer | null> {
  const object = await storage.get(keyOf(container, versao, file));
  if (!object) return null;
  if (object.size > MAX_MANIFEST_BYTES) {
    object.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
