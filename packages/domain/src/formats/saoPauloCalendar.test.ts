import {
  addDays,
  lastSaoPauloDays,
  saoPauloDate,
  saoPauloDayRange,
  saoPauloInstant,
  saoPauloWallClock,
  weekDay,
} from './saoPauloCalendar';

describe('São Paulo calendar', () => {
  it('starts a day at São Paulo midnight (UTC−3 today)', () => {
    expect(saoPauloInstant('2026-11-26').toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(saoPauloInstant('2025-03-15', 22 * 60).toISOString()).toBe('2025-03-16T01:00:00.000Z');
  });

  it('follows the zone rules of the date: the 2018 summer time was UTC−2, and its first midnight never happened', () => {
    expect(saoPauloInstant('2019-01-15').toISOString()).toBe('2019-01-15T02:00:00.000Z');
    // 2018-11-04 00:00 (UTC−3) became 01:00 (UTC−2): the day starts at the change, 03:00 UTC.
    expect(saoPauloInstant('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(saoPauloInstant('2019-02-17').toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });

  it('covers whole days: end exclusive at the next midnight', () => {
    const { from, to } = saoPauloDayRange('2026-11-01', '2026-11-30');
    expect(from.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it("reads an instant's São Paulo date, the previous UTC day late in the evening", () => {
    expect(saoPauloDate(Date.parse('2025-03-16T02:59:00Z'))).toBe('2025-03-15');
    expect(saoPauloDate(new Date('2025-03-16T03:00:00Z'))).toBe('2025-03-16');
  });

  it("writes an instant's São Paulo wall-clock time as UTC fields, with the offset of its own date", () => {
    expect(saoPauloWallClock(Date.parse('2025-03-16T02:59:00Z')).toISOString()).toBe(
      '2025-03-15T23:59:00.000Z',
    );
    expect(saoPauloWallClock(new Date('2019-01-15T12:00:00Z')).toISOString()).toBe(
      '2019-01-15T10:00:00.000Z',
    );
  });

  it('moves dates by whole days across months, years and summer-time changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2018-11-04', -1)).toBe('2018-11-03');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(weekDay('2026-11-26')).toBe(4);
  });

  it('lists the last days ending today in São Paulo, oldest first', () => {
    expect(lastSaoPauloDays(Date.parse('2026-01-02T02:00:00Z'), 3)).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
    ]);
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(() => saoPauloInstant('26/11/2026')).toThrow(RangeError);
  });
});
