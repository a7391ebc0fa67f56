import type { ItemAnalysis } from '#contract/insight';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { FigureBar } from '../figure-bar';

/** The item analysis of a find-the-mistakes task: how many found each mistake, and fixed it right. */
export function FindMistakesFigures({ task }: { task: ItemAnalysis['tasks'][number] }) {
  const { t } = useLingui();
  if (!task.errors) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3">
      <p className="text-sm font-medium">
        <Trans>Mistakes found and fixed</Trans>
      </p>
      {task.errors.map((error) => {
        const words = error.text;
        const fixed = error.fixed;
        return (
          <div key={error.errorId} className="flex flex-col gap-1">
            <FigureBar label={t`“${words}” found`} value={error.found} of={task.attempted} />
            {error.fixed > 0 ? (
              <p className="flex items-center gap-1 text-xs text-muted-foreground">
                <Check className="size-3" aria-hidden />
                <Trans>fixed right by {fixed}</Trans>
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
