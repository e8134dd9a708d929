const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Cache lifetimes in milliseconds (spec 000 §9). */
export const CACHE_TTL = {
  apiList: DAY,
  configList: DAY,
  planByExternalId: DAY,
  config: HOUR,
  userInfo: HOUR,
  selectedBranch: HOUR,
} as const satisfies Record<string, number>;
