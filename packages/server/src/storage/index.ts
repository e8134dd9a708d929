// One storage interface, two engines: folders on this machine (the default) or an S3-compatible bucket.
// Other modules import from here only; add an export when a module outside this folder needs it.
export type { ObjectStorage } from './objectStorage';
export { InvalidStorageKeyError } from './storageKey';
export { StorageUnavailableError } from './storageUnavailable';
export { localFolderStorage } from './localFolderStorage';
export { parseStorageUrl } from './storageSettings';
export { openProductStorage, type ProductStorage } from './productStorage';
