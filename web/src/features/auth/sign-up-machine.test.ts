import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  initialSignUpState,
  isMidFlow,
  type SignUpEvent,
  signUpReducer,
} from './sign-up-machine';

const run = (events: SignUpEvent[], start = initialSignUpState()) => events.reduce(signUpReducer, start);

describe('sign-up steps', () => {
  it('walks email → verify → setPassword → profileSetup → done for a new user', () => {
    let s = initialSignUpState('a@b.co');
    expect(s.step).toBe('email');
    s = signUpReducer(s, { type: 'codeSent', email: 'x@y.co' });
    expect(s).toMatchObject({ step: 'verify', email: 'x@y.co' });
    s = signUpReducer(s, { type: 'verified', isNewUser: true });
    expect(s.step).toBe('setPassword');
    s = signUpReducer(s, { type: 'passwordSet' });
    expect(s.step).toBe('profileSetup');
    s = signUpReducer(s, { type: 'profileDone' });
    expect(s.step).toBe('done');
  });

  it('an existing account (forgot password) is done after setting the password', () => {
    const s = run([
      { type: 'codeSent', email: 'x@y.co' },
      { type: 'verified', isNewUser: false },
      { type: 'passwordSet' },
    ]);
    expect(s.step).toBe('done');
  });

  it('"Change email" goes back from verify to email, keeping the address', () => {
    const s = run([{ type: 'codeSent', email: 'x@y.co' }, { type: 'changeEmail' }]);
    expect(s).toMatchObject({ step: 'email', email: 'x@y.co' });
  });

  it('a resend keeps the verify step', () => {
    const s = run([
      { type: 'codeSent', email: 'x@y.co' },
      { type: 'codeSent', email: 'x@y.co' },
    ]);
    expect(s.step).toBe('verify');
  });

  it('ignores events that do not belong to the current step', () => {
    const start = initialSignUpState();
    expect(signUpReducer(start, { type: 'verified', isNewUser: true })).toBe(start);
    expect(signUpReducer(start, { type: 'passwordSet' })).toBe(start);
    expect(signUpReducer(start, { type: 'profileDone' })).toBe(start);
    const pwd = run([
      { type: 'codeSent', email: 'a@b.co' },
      { type: 'verified', isNewUser: true },
    ]);
    expect(signUpReducer(pwd, { type: 'changeEmail' })).toBe(pwd);
  });

  it('is mid-flow (no redirect) only after verification', () => {
    expect(isMidFlow('email')).toBe(false);
    expect(isMidFlow('verify')).toBe(false);
    expect(isMidFlow('setPassword')).toBe(true);
    expect(isMidFlow('profileSetup')).toBe(true);
    expect(isMidFlow('done')).toBe(false);
  });

  it.each([
    ['abc', 'abc', { title: 'Password too short', description: 'Use at least 6 characters' }],
    ['abcdef', 'abcdeg', { title: 'Passwords do not match' }],
    ['abcdef', 'abcdef', null],
  ])('checks new password %s / %s', (password, confirm, expected) => {
    expect(checkNewPassword(password, confirm)).toEqual(expected);
  });
});
