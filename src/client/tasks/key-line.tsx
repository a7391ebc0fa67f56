import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** One line of an answer key: a label in the success colour, then the answer. */
export function KeyLine({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <p className="text-sm">
      <span className="font-semibold text-success">{t`${label}:`} </span>
      {children}
    </p>
  );
}
