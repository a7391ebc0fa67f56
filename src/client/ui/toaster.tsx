import { msg } from '@lingui/core/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLingui } from '../i18n/runtime';
import { cn } from '../lib/cn';
import {
  dismissToast,
  type ToastItem,
  toastDurationMs,
  toastHotkey,
  toastSwipeThreshold,
  toastViewportMaxWidth,
  useToast,
} from './use-toast';

const variantClasses: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-success/40 bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/**
 * A button inside a toast (pass it as the toast's `action`), such as Undo. `altText` says how to do
 * the same without the toast, for screen readers that announce the toast but cannot reach it.
 */
export function ToastActionButton({
  altText,
  onClick,
  children,
}: {
  altText: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ToastPrimitive.Action
      altText={altText}
      onClick={onClick}
      className="mt-0.5 shrink-0 rounded-lg border border-input bg-background px-3 py-1.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
    </ToastPrimitive.Action>
  );
}

/** The close button's name (each toast's own variable is `t`, so the message is read with `_`). */
const closeLabel = msg`Close`;
/** What a screen reader says before a toast's text. */
const announceLabel = msg`Notification`;
/** The name of the toast region; Radix puts the shortcut in place of {hotkey}. */
const regionLabel = msg`Notifications ({hotkey})`;

/** Renders the toast store with Radix Toast and the spec's constants; mount once in the app. */
export function Toaster() {
  const { _, i18n } = useLingui();
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      label={_(announceLabel)}
      duration={toastDurationMs}
      swipeThreshold={toastSwipeThreshold}
      swipeDirection="right"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-toast=""
          data-variant={t.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=end]:animate-fade-out',
            variantClasses[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {t.title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            ) : null}
            {t.description ? (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          {t.action}
          <ToastPrimitive.Close
            aria-label={_(closeLabel)}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={i18n._(regionLabel.id, { hotkey: '{hotkey}' })}
        hotkey={toastHotkey}
        style={{ maxWidth: toastViewportMaxWidth }}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:top-auto"
      />
    </ToastPrimitive.Provider>
  );
}
