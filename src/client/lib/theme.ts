import { useSyncExternalStore } from 'react';

/** A theme choice (spec: light, dark, system; default system). */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** localStorage key of the theme choice; public/theme-init.js reads the same key. */
export const themeStorageKey = 'theme';

const listeners = new Set<() => void>();
const darkQuery = '(prefers-color-scheme: dark)';

/** Reads the remembered choice, defaulting to system. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
  } catch {
    // Storage unavailable: the default applies.
  }
  return 'system';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** Puts the `dark` or `light` class on <html> for a choice. */
export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Remembers and applies a choice, and tells every subscriber. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered, but still applied for this page.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/**
 * Follows OS changes while the choice is system; returns the unsubscribe function. The theme is
 * first set before the page paints (public/theme-init.js), and the app starts listening only once
 * it has loaded: a change of the OS setting in between fired no event anyone heard, and the page
 * kept the old theme. So the current setting is applied again as listening starts.
 */
export function followSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(darkQuery);
  const onChange = () => {
    if (readThemeChoice() === 'system') applyTheme('system');
  };
  media.addEventListener('change', onChange);
  onChange();
  return () => media.removeEventListener('change', onChange);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) {
      applyTheme(readThemeChoice());
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current theme choice and a setter. */
export function useTheme(): { theme: ThemeChoice; setTheme: (choice: ThemeChoice) => void } {
  const theme = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as ThemeChoice);
  return { theme, setTheme: setThemeChoice };
}
