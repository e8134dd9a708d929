// One storage interface, two engines: folders on this machine (the default) or an S3-compatible bucket.
export type {
  ListedObject,
  ObjectInfo,
  ObjectStorage,
  PutOptions,
  PutResult,
  SignedUrlOptions,
  StoredObject,
} from './objectStorage';
export { MAX_SIGNED_URL_SECONDS } from './objectStorage';
export { assertValidKey, InvalidStorageKeyError } from './storageKey';
export { localFolderStorage } from './localFolderStorage';
export { createS3Client, s3Storage, type S3Location } from './s3Storage';
export { parseStorageUrl, type StorageSettings } from './storageSettings';
export { openProductStorage, STORAGE_AREAS, type ProductStorage, type StorageArea } from './productStorage';
