import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  parseThemePreference,
  readStoredTheme,
  resolvedThemeAtom,
  resolveTheme,
  systemDarkAtom,
  themePreferenceAtom,
} from './theme';

describe('theme preference', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
  ])('parses %s as %s', (stored, expected) => {
    expect(parseThemePreference(stored)).toBe(expected);
  });

  it('reads the plain string stored under "theme"', () => {
    localStorage.setItem('theme', 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('falls back to system when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredTheme(broken)).toBe('system');
  });

  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('resolves %s with system dark=%s to %s', (preference, systemDark, expected) => {
    expect(resolveTheme(preference, systemDark)).toBe(expected);
  });

  it('writing the atom persists light/dark and forgets the key for system', () => {
    const store = createStore();
    store.set(systemDarkAtom, false);
    store.set(themePreferenceAtom, 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(store.get(resolvedThemeAtom)).toBe('dark');
    store.set(themePreferenceAtom, 'system');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(store.get(resolvedThemeAtom)).toBe('light');
    store.set(systemDarkAtom, true);
    expect(store.get(resolvedThemeAtom)).toBe('dark');
  });
});
