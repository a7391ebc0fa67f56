import type { ItemAnalysis } from '#contract/insight';
import { Check } from 'lucide-react';
import { FigureBar } from '../figure-bar';

/** The item analysis of a find-the-mistakes task: how many found each mistake, and fixed it right. */
export function FindMistakesFigures({ task }: { task: ItemAnalysis['tasks'][number] }) {
  if (!task.errors) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3">
      <p className="text-sm font-medium">Mistakes found and fixed</p>
      {task.errors.map((error) => (
        <div key={error.errorId} className="flex flex-col gap-1">
          <FigureBar label={`“${error.text}” found`} value={error.found} of={task.attempted} />
          {error.fixed > 0 ? (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Check className="size-3" aria-hidden />
              fixed right by {error.fixed}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}
