import { describe, expect, it } from 'vitest';
import { HISTORY_RETENTION_DAYS, historyExpiresAt, historyExpiry } from './history.js';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('historyExpiry', () => {
  it.each([
    ['2026-11-28T12:00:00Z', false, 7, '7 days remaining'],
    ['2026-11-22T12:00:00Z', false, 1, '1 day remaining'],
    ['2026-11-22T12:00:01Z', false, 2, '2 days remaining'],
    ['2026-11-21T12:00:01Z', false, 1, '1 day remaining'],
    ['2026-11-24T11:00:00Z', false, 3, '3 days remaining'],
    ['2026-11-21T12:00:00Z', true, 0, 'Expired'],
    ['2026-11-20T12:00:00Z', true, 0, 'Expired'],
    ['garbage', true, 0, 'Expired'],
  ])('expires %s → expired %s, %i days, "%s"', (expiresAt, expired, daysRemaining, label) => {
    expect(historyExpiry(expiresAt, NOW)).toEqual({ expired, daysRemaining, label });
  });

  it('counts 24-hour days across a DST change (not calendar days)', () => {
    // New York leaves DST on 2026-11-01: the 25-hour local day still counts as 24 hours here.
    expect(historyExpiry('2026-11-02T05:00:00Z', new Date('2026-11-01T04:00:00Z')).daysRemaining).toBe(2);
  });

  it('keeps entries 7 days', () => {
    expect(HISTORY_RETENTION_DAYS).toBe(7);
    expect(historyExpiresAt(NOW).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });
});
