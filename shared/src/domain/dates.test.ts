import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import {
  addDaysIso,
  DATE_FORMAT_DUE_CARD,
  DATE_FORMAT_LONG,
  DATE_FORMAT_SHORT,
  diffDaysIso,
  formatDayCount,
  formatIsoDate,
  isIsoDate,
  isValidTimeZone,
  numericDateOrder,
  todayIn,
  toIsoDate,
  wallClock,
} from './dates.js';

describe('todayIn / toIsoDate', () => {
  it.each([
    ['UTC', '2026-11-21T23:30:00Z', '2026-11-21'],
    [undefined, '2026-11-21T23:30:00Z', '2026-11-21'],
    ['Asia/Kolkata', '2026-11-21T18:29:59Z', '2026-11-21'],
    ['Asia/Kolkata', '2026-11-21T18:30:00Z', '2026-11-22'],
    ['Pacific/Auckland', '2026-12-31T11:00:00Z', '2027-01-01'],
    ['Pacific/Auckland', '2026-12-31T10:59:59Z', '2026-12-31'],
    ['America/New_York', '2027-01-01T04:59:59Z', '2026-12-31'],
    ['America/New_York', '2027-01-01T05:00:00Z', '2027-01-01'],
    // DST starts 2026-03-08 in New York (UTC-5 → UTC-4); ends 2026-11-01 (UTC-4 → UTC-5).
    ['America/New_York', '2026-03-08T04:59:59Z', '2026-03-07'],
    ['America/New_York', '2026-03-09T03:59:59Z', '2026-03-08'],
    ['America/New_York', '2026-03-09T04:00:00Z', '2026-03-09'],
    ['America/New_York', '2026-11-02T04:59:59Z', '2026-11-01'],
    ['America/New_York', '2026-11-02T05:00:00Z', '2026-11-02'],
    ['Not/AZone', '2026-11-21T23:30:00Z', '2026-11-21'],
  ])('in %s at %s it is %s', (tz, instant, expected) => {
    expect(todayIn(tz, new Date(instant))).toBe(expected);
    expect(toIsoDate(new Date(instant), tz)).toBe(expected);
  });

  it('rejects an invalid Date', () => {
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addDaysIso', () => {
  it.each([
    ['2026-11-21', 14, '2026-12-05'],
    ['2026-12-25', 14, '2027-01-08'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-11-21', 0, '2026-11-21'],
  ])('%s + %i = %s', (d, n, expected) => {
    expect(addDaysIso(d, n)).toBe(expected);
  });

  it('rejects a malformed date', () => {
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysIso('21/11/2026', 1)).toThrow(RangeError);
  });
});

describe('diffDaysIso', () => {
  it.each([
    ['2026-11-22', '2026-11-21', 1],
    ['2026-11-21', '2026-11-22', -1],
    ['2027-01-01', '2026-12-31', 1],
    ['2026-03-09', '2026-03-07', 2],
    ['2026-11-02', '2026-10-31', 2],
    ['2029-01-01', '2028-01-01', 366],
    ['2026-11-21', '2026-11-21', 0],
  ])('%s - %s = %i', (a, b, expected) => {
    expect(diffDaysIso(a, b)).toBe(expected);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
    [20261121, false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['America/New_York', true],
    ['Asia/Kolkata', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['  ', false],
  ])('%s → %s', (tz, expected) => {
    expect(isValidTimeZone(tz)).toBe(expected);
  });

  it('asks Intl about a refused name once, however often it comes back', () => {
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 5; i++) expect(isValidTimeZone('Nowhere/Refused_Twice')).toBe(false);
      expect(build).toHaveBeenCalledTimes(1);
      expect(isValidTimeZone(`Europe/${'x'.repeat(80)}`)).toBe(false);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      build.mockRestore();
    }
  });
});

describe('formatDayCount and formatIsoDate', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [2, '2 days'],
    [-1, '-1 day'],
  ])('%i → %s', (n, expected) => {
    expect(formatDayCount(n)).toBe(expected);
  });

  it.each([
    ['2026-11-05', 'MMM dd', 'Nov 05'],
    ['2026-11-05', 'MMM d, yyyy', 'Nov 5, 2026'],
    ['2027-01-01', 'MMM dd, yyyy', 'Jan 01, 2027'],
  ])('%s as %s → %s', (d, pattern, expected) => {
    expect(formatIsoDate(d, pattern)).toBe(expected);
  });

  it.each([DATE_FORMAT_SHORT, DATE_FORMAT_LONG, DATE_FORMAT_DUE_CARD, 'MMM d'])(
    'writes %s as date-fns format does, every day of 2026–2028',
    (pattern) => {
      for (let d = '2026-01-01'; d < '2029-01-01'; d = addDaysIso(d, 1)) {
        const [y, m, day] = d.split('-').map(Number) as [number, number, number];
        expect(formatIsoDate(d, pattern)).toBe(format(new Date(y, m - 1, day), pattern));
      }
    },
  );

  it('refuses a token it does not write, and a date that is not one', () => {
    expect(() => formatIsoDate('2026-11-05', 'EEE, MMM d')).toThrow(RangeError);
    expect(() => formatIsoDate('2026-13-45', DATE_FORMAT_SHORT)).toThrow(RangeError);
  });
});

describe('wallClock', () => {
  it.each([
    ['2026-11-21T04:30:00Z', 'America/New_York', { year: 2026, month: 11, day: 20, hour: 23, minute: 30 }],
    ['2026-07-01T03:59:00Z', 'America/New_York', { year: 2026, month: 6, day: 30, hour: 23, minute: 59 }],
    ['2026-11-21T20:00:00Z', 'Asia/Kolkata', { year: 2026, month: 11, day: 22, hour: 1, minute: 30 }],
    ['2026-12-31T11:00:00Z', 'Pacific/Auckland', { year: 2027, month: 1, day: 1, hour: 0, minute: 0 }],
    ['2026-11-21T00:00:00Z', 'Mars/Olympus', { year: 2026, month: 11, day: 21, hour: 0, minute: 0 }],
    ['2026-11-21T00:05:00Z', undefined, { year: 2026, month: 11, day: 21, hour: 0, minute: 5 }],
  ])('%s in %s', (instant, zone, expected) => {
    expect(wallClock(new Date(instant), zone)).toEqual(expected);
  });

  it('refuses an invalid Date', () => {
    expect(() => wallClock(new Date('nope'))).toThrow(RangeError);
  });
});

describe('numericDateOrder', () => {
  it.each([
    ['America/New_York', 'month-first'],
    ['America/Indiana/Indianapolis', 'month-first'],
    ['Pacific/Honolulu', 'month-first'],
    ['America/Toronto', 'month-first'],
    ['Asia/Manila', 'month-first'],
    ['Asia/Tokyo', 'month-first'],
    ['UTC', 'month-first'],
    ['Europe/London', 'day-first'],
    ['Australia/Sydney', 'day-first'],
    ['Pacific/Auckland', 'day-first'],
    ['America/Sao_Paulo', 'day-first'],
    ['America/Mexico_City', 'day-first'],
    ['Asia/Kolkata', 'day-first'],
    ['Asia/Singapore', 'day-first'],
    ['Africa/Lagos', 'day-first'],
  ])('%s writes %s', (zone, order) => {
    expect(numericDateOrder(zone)).toBe(order);
  });

  it('keeps month-first for a missing or unknown zone', () => {
    expect(numericDateOrder(undefined)).toBe('month-first');
    expect(numericDateOrder('Mars/Olympus')).toBe('month-first');
  });
});
