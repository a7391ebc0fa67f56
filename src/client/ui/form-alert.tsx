import type { ReactNode } from 'react';

/** A form's problem, announced to screen readers as it appears (a wrong field, a refusal by the server). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {children}
    </p>
  );
}
