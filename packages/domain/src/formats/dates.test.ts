import { formatDate, formatDateTime, formatDayTitle, saoPauloParts } from './dates';

describe('dates in São Paulo time', () => {
  it('formats dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate('2026-03-05T15:04:00Z')).toBe('05/03/2026');
    expect(formatDateTime('2026-03-05T15:04:00Z')).toBe('05/03/2026 12:04');
  });

  it('shows the Brazilian day, not the UTC day, late in the evening', () => {
    expect(formatDate('2026-11-23T01:30:00Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-23T01:30:00Z')).toBe('22/11/2026 22:30');
    expect(formatDateTime('2026-01-01T02:59:00.000Z')).toBe('31/12/2025 23:59');
  });

  it('follows the zone rules of the date, e.g. the 2018 summer time (UTC−2)', () => {
    expect(formatDateTime('2018-12-01T01:30:00Z')).toBe('30/11/2018 23:30');
  });

  it('switches offset exactly at the summer-time changes (remembered per hour, never per day)', () => {
    // 2018-11-04 00:00 (UTC−3) became 01:00 (UTC−2); 2019-02-17 00:00 (UTC−2) went back to 23:00 of the 16th.
    expect(formatDateTime('2018-11-04T02:59:00Z')).toBe('03/11/2018 23:59');
    expect(formatDateTime('2018-11-04T03:00:00Z')).toBe('04/11/2018 01:00');
    expect(formatDateTime('2019-02-17T01:59:00Z')).toBe('16/02/2019 23:59');
    expect(formatDateTime('2019-02-17T02:00:00Z')).toBe('16/02/2019 23:00');
  });

  it('agrees with Intl for instants spread over decades, minute by minute', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let ms = Date.UTC(1985, 0, 1), i = 0; i < 2000; ms += 7_919_993_117 / 13, i += 1) {
      const at = new Date(Math.floor(ms / 60_000) * 60_000);
      expect(formatDateTime(at)).toBe(intl.format(at).replace(',', ''));
    }
  });

  it('does not depend on the zone of the machine', () => {
    const previous = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(formatDateTime(new Date('2026-11-23T01:30:00Z'))).toBe('22/11/2026 22:30');
      process.env.TZ = 'America/Los_Angeles';
      expect(formatDate(Date.UTC(2026, 10, 23, 1, 30))).toBe('22/11/2026');
    } finally {
      process.env.TZ = previous;
    }
  });

  it('takes a bare yyyy-MM-dd as that calendar day', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(saoPauloParts('2026-01-05')).toEqual({ year: 2026, month: 1, day: 5, hour: 0, minute: 0 });
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDayTitle('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('formatDayTitle', () => {
  it("writes 'Weekday, day de Month' capitalised", () => {
    expect(formatDayTitle('2026-11-22T12:00:00Z')).toBe('Domingo, 22 de Novembro');
    expect(formatDayTitle('2026-03-03T12:00:00Z')).toBe('Terça-feira, 3 de Março');
    expect(formatDayTitle('2026-01-01')).toBe('Quinta-feira, 1 de Janeiro');
  });

  it('uses the São Paulo day near midnight UTC', () => {
    expect(formatDayTitle('2026-11-23T02:00:00Z')).toBe('Domingo, 22 de Novembro');
  });
});
