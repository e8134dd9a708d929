/** Every key this package writes starts with `erp:` so the product's data can be told from other scripts'. */
export const STORAGE_PREFIX = 'erp:';

/** Keys of the persisted session (in the storage chosen by `storageType`). */
export const SESSION_KEYS = {
  token: `${STORAGE_PREFIX}token`,
  loginUser: `${STORAGE_PREFIX}loginUser`,
  user: `${STORAGE_PREFIX}user`,
  clientView: `${STORAGE_PREFIX}clientView`,
} as const;

/** The storage type itself always lives in localStorage, so the next visit knows where to look. */
export const STORAGE_TYPE_KEY = `${STORAGE_PREFIX}storageType`;

/** Prefix of the expiring cache entries; `localCache.clear()` removes exactly these. */
export const CACHE_PREFIX = `${STORAGE_PREFIX}cache:`;
