import { inBatches } from './build';

describe('inBatches', () => {
  it('runs every task with at most `limit` at a time', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await inBatches([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      done.push(n);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('fails when a task fails', async () => {
    await expect(inBatches([1], 2, async () => Promise.reject(new Error('webpack failed')))).rejects.toThrow(
      'webpack failed',
    );
  });
});
