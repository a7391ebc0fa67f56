import type { ItemAnalysis } from '#contract/insight';
import { FigureBar } from '../figure-bar';

/** The item analysis of a multiple-choice task: how often each option was picked, the right one marked. */
export function McqFigures({ task }: { task: ItemAnalysis['tasks'][number] }) {
  if (!task.optionPicks) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3">
      <p className="text-sm font-medium">Picks per option</p>
      {task.optionPicks.map((pick) => (
        <FigureBar
          key={pick.option}
          label={`${pick.option}${pick.correct ? ' (correct)' : ''}`}
          value={pick.picks}
          of={task.attempted}
          note={`${pick.picks} of ${task.attempted}`}
        />
      ))}
    </div>
  );
}
