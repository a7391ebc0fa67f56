import type { ItemAnalysis } from '#contract/insight';
import { Trans, useLingui } from '@lingui/react/macro';
import { FigureBar } from '../figure-bar';

/** The item analysis of a multiple-choice task: how often each option was picked, the right one marked. */
export function McqFigures({ task }: { task: ItemAnalysis['tasks'][number] }) {
  const { t } = useLingui();
  if (!task.optionPicks) return null;
  const attempted = task.attempted;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3">
      <p className="text-sm font-medium">
        <Trans>Picks per option</Trans>
      </p>
      {task.optionPicks.map((pick) => {
        const { option, picks } = pick;
        return (
          <FigureBar
            key={option}
            label={pick.correct ? t`${option} (correct)` : option}
            value={picks}
            of={attempted}
            note={t`${picks} of ${attempted}`}
          />
        );
      })}
    </div>
  );
}
