/**
 * Whether the real-services suite runs: `pnpm test:pg` sets ERP_REAL_SERVICES=1 (each file starts its own PostgreSQL,
 * Redis and API processes); plain `pnpm test` skips it.
 */
export const describeWithRealServices = process.env.ERP_REAL_SERVICES === '1' ? describe : describe.skip;
