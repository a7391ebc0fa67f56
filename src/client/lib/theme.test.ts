import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSystemTheme, themeStorageKey } from './theme';

/** A matchMedia whose dark preference the test sets, with the listeners it was given. */
function fakeMedia(dark: { matches: boolean }) {
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return dark.matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return listeners;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.classList.remove('dark', 'light');
});

describe('following the system theme', () => {
  it('applies the setting of the moment it starts, when the OS changed after the page first painted', () => {
    // Painted dark before the app loaded; the OS turned light before the app listened.
    document.documentElement.classList.add('dark');
    const dark = { matches: false };
    fakeMedia(dark);
    const stop = followSystemTheme();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    stop();
  });

  it('follows later changes while the choice is system, and not after another choice', () => {
    const dark = { matches: false };
    const listeners = fakeMedia(dark);
    const stop = followSystemTheme();
    dark.matches = true;
    for (const listener of listeners) listener();
    expect(document.documentElement).toHaveClass('dark');
    localStorage.setItem(themeStorageKey, 'light');
    document.documentElement.classList.replace('dark', 'light');
    for (const listener of listeners) listener();
    expect(document.documentElement).toHaveClass('light');
    stop();
    expect(listeners.size).toBe(0);
  });
});
