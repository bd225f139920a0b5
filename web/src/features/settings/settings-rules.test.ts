import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from './security-section';

describe('settings password change (spec section 5)', () => {
  it.each([
    ['', 'abcdef', 'abcdef', 'Please fill in all password fields'],
    ['old', '', 'abcdef', 'Please fill in all password fields'],
    ['old', 'abcdef', 'abcdeg', 'New passwords do not match'],
    ['old', 'abc', 'abc', 'Password must be at least 6 characters long'],
    ['old', 'abcdef', 'abcdef', null],
  ])('%s / %s / %s → %s', (current, next, confirm, expected) => {
    expect(checkPasswordChange(current, next, confirm)).toBe(expected);
  });

  it('a first password needs no current one', () => {
    expect(checkPasswordChange('', 'abcdef', 'abcdef', false)).toBeNull();
    expect(checkPasswordChange('', 'abcdef', '', false)).toBe('Please fill in all password fields');
  });
});
