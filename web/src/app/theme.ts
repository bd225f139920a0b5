/**
 * @module app/theme — the theme preference (system | light | dark) stored under localStorage `theme`, the
 * resolved light/dark value, and the hook that puts the `dark` class on <html>. System is the default.
 */
import { THEME_STORAGE_KEY, THEMES, type Theme } from '@mynd/shared/domain';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export type ThemePreference = 'system' | Theme;
export type ResolvedTheme = Theme;

export function parseThemePreference(value: unknown): ThemePreference {
  return THEMES.find((theme) => theme === value) ?? 'system';
}

export function readStoredTheme(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage can throw (privacy mode); the system preference is then the honest default.
    return 'system';
  }
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

const preferenceBaseAtom = atom<ThemePreference>(readStoredTheme());
export const systemDarkAtom = atom<boolean>(systemPrefersDark());

/** Read/write the preference; writing also persists it (plain string, as the spec's key holds). */
export const themePreferenceAtom = atom(
  (get) => get(preferenceBaseAtom),
  (_get, set, next: ThemePreference) => {
    set(preferenceBaseAtom, next);
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not persisted; the choice still applies for this visit.
    }
  },
);

export const resolvedThemeAtom = atom<ResolvedTheme>((get) =>
  resolveTheme(get(preferenceBaseAtom), get(systemDarkAtom)),
);

/** Keeps <html class="dark"> in step with the resolved theme and follows system changes. */
export function useApplyTheme(): void {
  const resolved = useAtomValue(resolvedThemeAtom);
  const setSystemDark = useSetAtom(systemDarkAtom);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
  }, [resolved]);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystemDark(query.matches);
    // The scheme may have changed between module load and this effect.
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setSystemDark]);
}
