import { describe, expect, it } from 'vitest';
import { displayIds, formatDisplayId } from './display-id.js';

const t = (id: string, createdAt: string) => ({ id, createdAt });

describe('displayIds', () => {
  it.each([
    { name: 'empty', tasks: [], tz: undefined, expected: {} },
    {
      name: 'sequence per day in creation order, whatever the input order',
      tasks: [t('c', '2026-11-21T15:00:00Z'), t('a', '2026-11-21T09:00:00Z'), t('b', '2026-11-22T01:00:00Z')],
      tz: undefined,
      expected: { a: '26112101', c: '26112102', b: '26112201' },
    },
    {
      name: 'ties broken by id',
      tasks: [t('z', '2026-11-21T09:00:00Z'), t('m', '2026-11-21T09:00:00Z')],
      tz: 'UTC',
      expected: { m: '26112101', z: '26112102' },
    },
    {
      name: 'days follow the time zone (Asia/Kolkata is ahead of UTC)',
      tasks: [t('a', '2026-11-21T17:00:00Z'), t('b', '2026-11-21T19:00:00Z')],
      tz: 'Asia/Kolkata',
      expected: { a: '26112101', b: '26112201' },
    },
    {
      name: 'year boundary in New York',
      tasks: [t('a', '2027-01-01T03:00:00Z'), t('b', '2027-01-01T06:00:00Z')],
      tz: 'America/New_York',
      expected: { a: '26123101', b: '27010101' },
    },
    {
      name: 'an unreadable date gets no id',
      tasks: [t('a', 'not a date'), t('b', '2026-11-21T09:00:00Z')],
      tz: undefined,
      expected: { b: '26112101' },
    },
  ])('$name', ({ tasks, tz, expected }) => {
    expect(Object.fromEntries(displayIds(tasks, tz))).toEqual(expected);
  });

  it('grows past 99 tasks a day', () => {
    const tasks = Array.from({ length: 100 }, (_, i) =>
      t(`id${String(i).padStart(3, '0')}`, new Date(Date.UTC(2026, 10, 21, 0, 0, i)).toISOString()),
    );
    const ids = displayIds(tasks);
    expect(ids.get('id000')).toBe('26112101');
    expect(ids.get('id098')).toBe('26112199');
    expect(ids.get('id099')).toBe('261121100');
  });
});

describe('stored display ids', () => {
  it('formats a stored day number, growing past 99', () => {
    expect(formatDisplayId('2026-11-21T09:00:00.000Z', 1)).toBe('26112101');
    expect(formatDisplayId('2026-11-21T23:59:59.999Z', 12)).toBe('26112112');
    expect(formatDisplayId('2026-11-21T09:00:00.000Z', 100)).toBe('261121100');
  });

  it('gives no id without a readable date or a number', () => {
    expect(formatDisplayId('not a date', 1)).toBeNull();
    expect(formatDisplayId('2026-11-21T09:00:00.000Z', 0)).toBeNull();
  });
});
