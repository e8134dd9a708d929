import { HttpError } from '../http/httpError';
import { createFailureLimiter } from './failureLimiter';
import { MemoryFailureStore } from './failureStore';

function setup() {
  let now = 1_000_000;
  const limiter = createFailureLimiter(new MemoryFailureStore(), 60_000, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

async function retryAfter(run: Promise<void>): Promise<number | null> {
  try {
    await run;
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    return Number((error as HttpError).headers['Retry-After']);
  }
}

describe('failure limiter (sliding window)', () => {
  const key = { key: 'conta:a@b.com', max: 3 };

  it('blocks at max failures and frees one slot as the oldest failure leaves the window', async () => {
    const { limiter, advance } = setup();
    await limiter.recordFailure([key]);
    advance(10_000);
    await limiter.recordFailure([key]);
    await limiter.recordFailure([key]);
    expect(await retryAfter(limiter.assertAllowed([key]))).toBe(50);
    advance(50_000);
    expect(await retryAfter(limiter.assertAllowed([key]))).toBeNull();
  });

  it('only counts failures, and forget clears a key', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 10; i += 1) await limiter.assertAllowed([key]);
    await limiter.recordFailure([key, { key: 'ip:1', max: 100 }]);
    await limiter.recordFailure([key]);
    await limiter.recordFailure([key]);
    expect(await retryAfter(limiter.assertAllowed([key]))).toBe(60);
    await limiter.forget(key.key);
    expect(await retryAfter(limiter.assertAllowed([key, { key: 'ip:1', max: 100 }]))).toBeNull();
  });

  it('reserves atomically: a parallel burst gets only the slots left, and a released attempt does not count', async () => {
    const { limiter } = setup();
    const ip = { key: 'ip:9', max: 100 };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.reserve([key, ip])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 429 });
    // The refused ones took nothing from the other key.
    expect(await limiter.failures(ip)).toBe(3);
    const other = { key: 'conta:c@d.com', max: 1 };
    await (await limiter.reserve([other])).release();
    await (await limiter.reserve([other])).release();
    expect(await limiter.failures(other)).toBe(0);
  });
});
