import { CircleCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { submittedFromState } from '../../player/submitted-result';
import { buttonClasses } from '../../../ui/button';

/**
 * The result of the homework just submitted, on top of the list Submit returns to: the score, the
 * percentage, whether it passed, and the way to the answers with the correct ones. Shown on that
 * visit only (it comes with the history entry), and closed with its button.
 */
export function SubmittedBanner() {
  const [result, setResult] = useState(() => submittedFromState(window.history.state));
  if (!result) return null;
  return (
    <section
      aria-labelledby="submitted-title"
      className="mb-5 flex flex-wrap items-start gap-3 rounded-2xl border border-success/40 bg-card p-4 sm:p-5"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <h2 id="submitted-title" className="font-semibold break-words">
          “{result.title}” submitted
        </h2>
        <p className="text-sm">
          Your score: <strong className="tabular-nums">{result.score} / {result.totalPoints}</strong> (
          {result.percentage}%) · {result.passed ? 'Passed' : 'Not passed'}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Link href={`/homework/${result.homeworkId}`} className={buttonClasses({ size: 'sm' })}>
          See results
        </Link>
        <button
          type="button"
          onClick={() => setResult(null)}
          aria-label="Close the result"
          className="rounded-md p-1.5 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
