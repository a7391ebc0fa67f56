import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './alert-dialog';

/** What one confirmation asks, and what a yes does. */
export interface ConfirmationRequest {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * A confirmation in the app's own accessible dialog (focus kept inside, Escape and Cancel say no,
 * focus back on the control that asked), in place of the browser's `confirm()`, which is unstyled,
 * blocks the page and on some phones cannot be told apart from a site's pop-up. `ask` opens it;
 * render `dialog` once anywhere in the component.
 */
export function useConfirmation(): { ask: (request: ConfirmationRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmationRequest | null>(null);
  const [open, setOpen] = useState(false);
  // The control that asked: focus goes back to it when the dialog closes (it has no Radix trigger).
  const asker = useRef<HTMLElement | null>(null);
  const ask = useCallback((next: ConfirmationRequest) => {
    asker.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest(next);
    setOpen(true);
  }, []);
  // The last request stays shown while the dialog closes, so its text does not blank mid-animation.
  const dialog = request ? (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={request.title}
      description={request.description}
      confirmLabel={request.confirmLabel}
      destructive={request.destructive}
      onConfirm={request.onConfirm}
      onCloseAutoFocus={(event) => {
        const target = asker.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    />
  ) : null;
  return { ask, dialog };
}
