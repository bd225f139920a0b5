import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_BADGES_SHOWN,
  AUTH_REDIRECT_MS,
  assigneeBadges,
  CODE_LENGTH,
  CODE_REQUEST_BLOCK_SECONDS,
  COMPLETED_SHOWN,
  DUE_LIST_QUERY_LIMIT,
  DUE_LIST_SHOWN,
  formatPercent,
  MIN_PASSWORD_LENGTH,
  PRINT_DELAY_MS,
  RESEND_COUNTDOWN_SECONDS,
  TAGLINE,
  TAGLINE_ROTATION_MS,
} from './limits.js';
import { INDUSTRIES, ROLES } from './profile-options.js';

describe('spec section 9 constants', () => {
  it.each([
    [DUE_LIST_QUERY_LIMIT, 10],
    [DUE_LIST_SHOWN, 3],
    [ASSIGNEE_BADGES_SHOWN, 3],
    [COMPLETED_SHOWN, 3],
    [CODE_LENGTH, 6],
    [RESEND_COUNTDOWN_SECONDS, 60],
    [CODE_REQUEST_BLOCK_SECONDS, 30],
    [MIN_PASSWORD_LENGTH, 6],
    [AUTH_REDIRECT_MS, 2000],
    [TAGLINE_ROTATION_MS, 3000],
    [PRINT_DELAY_MS, 250],
  ])('%i is %i', (actual, expected) => expect(actual).toBe(expected));

  it('has the tagline', () => expect(TAGLINE).toBe('Maximize Your Network Dynamics'));

  it('lists 20 industries and 23 roles, unique, ending in Other', () => {
    expect(INDUSTRIES).toHaveLength(20);
    expect(ROLES).toHaveLength(23);
    expect(new Set(INDUSTRIES).size).toBe(20);
    expect(new Set(ROLES).size).toBe(23);
    expect(INDUSTRIES.at(-1)).toBe('Other');
    expect(ROLES.at(-1)).toBe('Other');
    expect(INDUSTRIES).toContain('Financial Services & Banking');
    expect(ROLES).toContain('CTO/Technology Executive');
  });
});

describe('assigneeBadges', () => {
  it.each([
    [[], [], ''],
    [['a', 'b', 'c'], ['a', 'b', 'c'], ''],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], '+1'],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c'], '+3'],
  ])('%j → %j %j', (all, shown, overflowLabel) => {
    expect(assigneeBadges(all)).toEqual({ shown, overflowLabel });
  });
});

describe('formatPercent', () => {
  it.each([
    [0.876, '88%'],
    [0.75, '75%'],
    [1, '100%'],
    [0, '0%'],
    [Number.NaN, '0%'],
  ])('%d → %s', (value, expected) => expect(formatPercent(value)).toBe(expected));
});
