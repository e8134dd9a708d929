import { CACHE_TTL_MS } from '@erp/domain';

/** Cache lifetimes in milliseconds (spec 000 §9), in the contract's shape; the figures live in @erp/domain. */
export const CACHE_TTL = {
  apiList: CACHE_TTL_MS.apiList,
  configList: CACHE_TTL_MS.configList,
  planByExternalId: CACHE_TTL_MS.planByExternalId,
  config: CACHE_TTL_MS.configById,
  userInfo: CACHE_TTL_MS.userInfo,
  selectedBranch: CACHE_TTL_MS.selectedBranch,
} as const;
