import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { submittedFromState } from '../../player/submitted-result';
import { SubmittedSummary } from '../../player/submitted-summary';
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
    <SubmittedSummary
      result={result}
      seeResults={
        <Link href={`/homework/${result.homeworkId}`} className={buttonClasses({ size: 'sm' })}>
          <Trans>See results</Trans>
        </Link>
      }
      onClose={() => setResult(null)}
    />
  );
}
