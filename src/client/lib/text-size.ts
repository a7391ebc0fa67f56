import { useSyncExternalStore } from 'react';
import { applyTextSize, type TextSize, textSizes } from './root-text-size';
// Each person's choice is remembered under their own key, so on a shared classroom computer the
// next person starts from their own size; signed out, the page uses the normal size. Every size in
// the app is in rem, so the root font size scales the whole page.

const listeners = new Set<() => void>();

/** localStorage key of a user's text size. */
export function textSizeKey(username: string): string {
  return `text-size@${username}`;
}

function isTextSize(value: unknown): value is TextSize {
  return textSizes.some((size) => size.value === value);
}

/** A user's remembered size (normal when none, or signed out). */
export function readTextSize(username: string | null): TextSize {
  if (!username) return 'normal';
  try {
    const stored = window.localStorage.getItem(textSizeKey(username));
    return isTextSize(stored) ? stored : 'normal';
  } catch {
    return 'normal';
  }
}

/** Remembers a user's choice and applies it. */
export function setTextSize(username: string, size: TextSize): void {
  try {
    window.localStorage.setItem(textSizeKey(username), size);
  } catch {
    // Not remembered, but still applied for this page.
  }
  applyTextSize(size);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's text size and a setter; the size is applied whenever the user changes. */
export function useTextSize(username: string | null): { size: TextSize; setSize: (size: TextSize) => void } {
  const size = useSyncExternalStore(
    subscribe,
    () => readTextSize(username),
    () => 'normal' as TextSize,
  );
  return { size, setSize: (next) => username && setTextSize(username, next) };
}
