import { localCache } from './localCache';

const HOUR = 3_600_000;

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2025-01-01T08:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('localCache', () => {
  it('returns a value until it expires, then removes it', () => {
    localCache.set('Planos/findOne?x', { id: 3 }, HOUR);
    expect(localCache.get('Planos/findOne?x')).toEqual({ id: 3 });

    jest.advanceTimersByTime(HOUR - 1);
    expect(localCache.get('Planos/findOne?x')).toEqual({ id: 3 });

    jest.advanceTimersByTime(1);
    expect(localCache.get('Planos/findOne?x')).toBeUndefined();
    expect(localStorage.getItem('erp:cache:Planos/findOne?x')).toBeNull();
  });

  it('stores a JSON envelope with expiresAt under an erp:cache: key', () => {
    localCache.set('k', [1, 2], 1000);
    expect(JSON.parse(localStorage.getItem('erp:cache:k') ?? '')).toEqual({
      value: [1, 2],
      expiresAt: Date.now() + 1000,
    });
  });

  it('removes entries that are not valid envelopes', () => {
    localStorage.setItem('erp:cache:broken', '{oops');
    localStorage.setItem('erp:cache:shape', JSON.stringify({ value: 1 }));
    expect(localCache.get('broken')).toBeUndefined();
    expect(localCache.get('shape')).toBeUndefined();
    expect(localStorage.getItem('erp:cache:broken')).toBeNull();
    expect(localStorage.getItem('erp:cache:shape')).toBeNull();
  });

  it('invalidates every entry with a key prefix and nothing else', () => {
    localCache.set('ConfigWhiteLabels/1', 1, HOUR);
    localCache.set('ConfigWhiteLabels?filter={}', 2, HOUR);
    localCache.set('Planos/1', 3, HOUR);
    localCache.invalidate('ConfigWhiteLabels');
    expect(localCache.get('ConfigWhiteLabels/1')).toBeUndefined();
    expect(localCache.get('ConfigWhiteLabels?filter={}')).toBeUndefined();
    expect(localCache.get('Planos/1')).toBe(3);
  });

  it('clear removes only cached entries', () => {
    localCache.set('a', 1, HOUR);
    localCache.set('b', 2, HOUR);
    localStorage.setItem('erp:token', 'tok');
    localStorage.setItem('unrelated', 'x');
    localCache.clear();
    expect(localCache.get('a')).toBeUndefined();
    expect(localCache.get('b')).toBeUndefined();
    expect(localStorage.getItem('erp:token')).toBe('tok');
    expect(localStorage.getItem('unrelated')).toBe('x');
  });
});
