import { type ReactNode, useSyncExternalStore } from 'react';

/** Toast constants from the spec (section 9): one at a time, 5000 ms, removal 1000000 ms after dismissal. */
export const toastLimit = 1;
/** How long a toast stays, in milliseconds. */
export const toastDurationMs = 5000;
/** How long a dismissed toast stays in the store before removal, in milliseconds. */
export const toastRemoveDelayMs = 1_000_000;
/** Swipe distance that dismisses a toast, in pixels. */
export const toastSwipeThreshold = 50;
/** Keyboard shortcut that focuses the toast viewport. */
export const toastHotkey = ['F8'];
/** The viewport's maximum width. */
export const toastViewportMaxWidth = '420px';

/** What a caller passes to toast(). */
export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  action?: ReactNode;
  /** Overrides the 5000 ms default. */
  duration?: number;
}

/** A toast in the store. */
export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, toastRemoveDelayMs);
  removalTimers.set(id, timer);
}

/** Closes one toast (or every toast without an id); it is removed toastRemoveDelayMs later. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; a new toast replaces the old one (limit 1). Returns its id and controls. */
export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

/** The toasts currently in the store (for the Toaster and tests). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Empties the store and its timers (tests call this between cases). */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** shadcn-style hook: the current toasts plus toast() and dismiss(). */
export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
