import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { getQueryData, setQueryData } from '../../lib/query';
import { clearSessionAtom, sessionAtom, setSignedInAtom, signUpInProgressAtom, userAtom } from './session';

const user = { id: 'u1', email: 'ana@example.com', hasPassword: true, createdAt: '2026-11-21T08:00:00.000Z' };

describe('session atoms', () => {
  afterEach(() => localStorage.clear());

  it('starts loading, then holds the signed-in user', () => {
    const store = createStore();
    expect(store.get(sessionAtom)).toEqual({ status: 'loading' });
    expect(store.get(userAtom)).toBeNull();
    store.set(setSignedInAtom, user);
    expect(store.get(userAtom)).toEqual(user);
  });

  it('signing out drops the user, the sign-up flag and every cached query', () => {
    const store = createStore();
    store.set(setSignedInAtom, user);
    store.set(signUpInProgressAtom, true);
    setQueryData(['main', 'tasks', 'open'], [{ id: 't1' }]);
    store.set(clearSessionAtom);
    expect(store.get(sessionAtom)).toEqual({ status: 'signed-out' });
    expect(store.get(signUpInProgressAtom)).toBe(false);
    expect(getQueryData(['main', 'tasks', 'open'])).toBeUndefined();
  });
});
