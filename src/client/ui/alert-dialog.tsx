import { useLingui } from '@lingui/react/macro';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { type ButtonVariant, buttonClasses } from './button';
import { overlayClasses, panelClasses } from './dialog';

/** Alert dialog root (Radix): a confirmation that must be answered. */
export const AlertDialog = AlertDialogPrimitive.Root;
/** The element that opens an AlertDialog (use asChild). */
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** The alert dialog panel with its backdrop. */
export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content className={cn(panelClasses, 'max-w-md', className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

/** Title and description area. */
export function AlertDialogHeader({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-1.5">{children}</div>;
}

/** The alert dialog's title. */
export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

/** The alert dialog's description. */
export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** The action row. */
export function AlertDialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** The confirming button; `variant` defaults to primary (use destructive for deletions). */
export function AlertDialogAction({
  className,
  variant = 'primary',
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: ButtonVariant }) {
  return <AlertDialogPrimitive.Action className={buttonClasses({ variant, className })} {...props} />;
}

/** The cancelling button. */
export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel className={buttonClasses({ variant: 'outline', className })} {...props} />
  );
}

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /** Where focus goes when it closes; by default the trigger, when the dialog has one. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A ready-made yes/no confirmation built on AlertDialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? t`Cancel`}</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t`Confirm`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
