import { readAhead, readAheadAnswer, takeReadAhead, type PageRead } from './pageRead';

const PAGE: PageRead = { rows: [], count: 0 };

describe('readAhead', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a page once however often it is asked ahead, and hands it over once', async () => {
    const read = jest.fn(() => Promise.resolve(PAGE));
    readAhead('a', read);
    readAhead('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(takeReadAhead('a')).resolves.toBe(PAGE);
    expect(takeReadAhead('a')).toBeUndefined();
    expect(takeReadAhead('b')).toBeUndefined();
  });

  it('does not hand over a read older than a few seconds', () => {
    jest.useFakeTimers();
    readAhead('old', () => Promise.resolve(PAGE));
    jest.advanceTimersByTime(6_000);
    expect(takeReadAhead('old')).toBeUndefined();
  });

  it('forgets a read that failed: the next ask reads again', async () => {
    const failed = Promise.reject(new Error('rede'));
    readAhead('x', () => failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    const again = jest.fn(() => Promise.resolve(PAGE));
    readAhead('x', again);
    expect(again).toHaveBeenCalledTimes(1);
    await expect(takeReadAhead('x')).resolves.toBe(PAGE);
  });

  it('shows the answer of a read once it has come, until it is taken or too old', async () => {
    jest.useFakeTimers();
    let answer: (page: PageRead) => void = () => undefined;
    readAhead('p', () => new Promise<PageRead>((resolve) => (answer = resolve)));
    expect(readAheadAnswer('p')).toBeUndefined();
    answer(PAGE);
    await Promise.resolve();
    expect(readAheadAnswer('p')).toBe(PAGE);
    expect(readAheadAnswer('p')).toBe(PAGE);
    jest.advanceTimersByTime(6_000);
    expect(readAheadAnswer('p')).toBeUndefined();

    readAhead('q', () => Promise.resolve(PAGE));
    await Promise.resolve();
    await takeReadAhead('q');
    expect(readAheadAnswer('q')).toBeUndefined();
  });
});
