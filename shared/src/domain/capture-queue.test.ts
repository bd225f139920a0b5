import { describe, expect, it } from 'vitest';
import { heldCaptures, heldCapturesNotice, isCaptureFor, sentCapturesNotice } from './capture-queue.js';

const ana = { userId: 'u-ana', email: 'ana@example.com' };
const bo = { userId: 'u-bo', email: 'bo@example.com' };

describe('capture ownership', () => {
  it.each([
    ['its own account', ana, ana, true],
    ['another account', ana, bo, false],
    ['nobody signed in', ana, null, false],
    ['an unowned capture, anyone signed in', null, bo, true],
    ['an unowned capture, nobody signed in', null, null, false],
    ['an older session without user id, same email in other case', ana, { email: 'ANA@example.com' }, true],
    ['an older session without user id, other email', ana, { email: 'bo@example.com' }, false],
    ['recorded without user id, signed in with one', { userId: '', email: 'ana@example.com' }, ana, true],
  ] as const)('%s', (_name, owner, account, expected) => {
    expect(isCaptureFor(owner, account)).toBe(expected);
  });

  it('groups the captures held for other accounts', () => {
    const queue = [{ account: ana }, { account: bo }, { account: null }, { account: ana }, {}];
    expect(heldCaptures(queue, bo)).toEqual([{ ...ana, count: 2 }]);
    expect(heldCaptures(queue, null)).toEqual([]);
  });

  it('says how many wait for whom, singular and plural', () => {
    expect(heldCapturesNotice(1, 'a@example.com')).toBe(
      '1 capture from another account is waiting; sign in as a@example.com to send it, or discard it',
    );
    expect(heldCapturesNotice(3, 'a@example.com')).toBe(
      '3 captures from another account are waiting; sign in as a@example.com to send them, or discard them',
    );
  });
});

describe('sentCapturesNotice', () => {
  it('counts in words that agree', () => {
    expect(sentCapturesNotice(1)).toBe('Sent 1 saved capture');
    expect(sentCapturesNotice(3)).toBe('Sent 3 saved captures');
  });
});
