// Spec 000 §9 lifetimes. @erp/session's CACHE_TTL holds the same figures; this package cannot import it.
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const CACHE_LIFETIME = {
  apiList: DAY,
  configList: DAY,
  config: HOUR,
  userInfo: HOUR,
  selectedBranch: HOUR,
} as const;
