import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SubmittedResult } from './submitted-result';

/**
 * The result of a homework just submitted: the score over the total shown, the percentage and
 * whether it passed, with the way to the review (`seeResults`). The teacher's preview as a student
 * ends on it too.
 */
export function SubmittedSummary({
  result,
  seeResults,
  onClose,
}: {
  result: SubmittedResult;
  seeResults: ReactNode;
  onClose?: () => void;
}) {
  const { t } = useLingui();
  const { title, score, totalPoints, percentage } = result;
  return (
    <section
      aria-labelledby="submitted-title"
      className="mb-5 flex flex-wrap items-start gap-3 rounded-2xl border border-success/40 bg-card p-4 sm:p-5"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <h2 id="submitted-title" className="font-semibold break-words">
          <Trans>“{title}” submitted</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            Your score:{' '}
            <strong className="tabular-nums">
              {score} / {totalPoints}
            </strong>{' '}
            ({percentage}%)
          </Trans>{' '}
          {/* Chinese breaks between any two characters: the result stays whole (及格, not 及 / 格). */}
          <span className="whitespace-nowrap">· {result.passed ? t`Passed` : t`Not passed`}</span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        {seeResults}
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close the result`}
            className="rounded-md p-1.5 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
    </section>
  );
}
