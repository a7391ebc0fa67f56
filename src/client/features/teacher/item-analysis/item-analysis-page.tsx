import { insightPaths } from '#contract/teacher-paths';
import type { ItemAnalysis } from '#contract/insight';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Check } from 'lucide-react';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/http';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';

type TaskRow = ItemAnalysis['tasks'][number];

const typeNames: Record<string, string> = {
  mcq_1: 'Multiple choice',
  binary_task: 'True or false',
  sequence_task: 'Sentence scramble',
  find_mistakes: 'Find the mistakes',
};

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** A labelled bar: the words and numbers carry the meaning, the bar only shows the size. */
function Bar({
  label,
  value,
  of,
  note,
  strong,
}: {
  label: string;
  value: number;
  of: number;
  note?: string;
  strong?: boolean;
}) {
  const share = percent(value, of);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className={strong ? 'font-medium' : undefined}>{label}</span>
        <span className="text-muted-foreground tabular-nums">{note ?? `${value} of ${of} (${share}%)`}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function TaskCard({ task, index }: { task: TaskRow; index: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base leading-snug">
          <span className="text-muted-foreground">{index + 1}. </span>
          {task.question || task.taskId}
        </CardTitle>
        <p className="text-xs text-muted-foreground">
          {typeNames[task.type] ?? task.type} · {task.taskId} · assigned to {task.assigned}, attempted by{' '}
          {task.attempted}, completed by {task.completed}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Bar label="Right first try" value={task.rightFirstTry} of={task.attempted} strong />
        <Bar
          label="Average score"
          value={task.averageScore ?? 0}
          of={task.maxScore}
          note={task.averageScore === null ? 'nobody yet' : `${task.averageScore} of ${task.maxScore}`}
          strong
        />
        {task.optionPicks ? (
          <div className="flex flex-col gap-2 border-t border-border pt-3">
            <p className="text-sm font-medium">Picks per option</p>
            {task.optionPicks.map((pick) => (
              <Bar
                key={pick.option}
                label={`${pick.option}${pick.correct ? ' (correct)' : ''}`}
                value={pick.picks}
                of={task.attempted}
                note={`${pick.picks} of ${task.attempted}`}
              />
            ))}
          </div>
        ) : null}
        {task.errors ? (
          <div className="flex flex-col gap-2 border-t border-border pt-3">
            <p className="text-sm font-medium">Mistakes found and fixed</p>
            {task.errors.map((error) => (
              <div key={error.errorId} className="flex flex-col gap-1">
                <Bar label={`“${error.text}” found`} value={error.found} of={task.attempted} />
                {task.type === 'find_mistakes' && error.fixed > 0 ? (
                  <p className="flex items-center gap-1 text-xs text-muted-foreground">
                    <Check className="size-3" aria-hidden />
                    fixed right by {error.fixed}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /teacher/homework/:id/analysis: which question tripped the class up, hardest first. */
export function ItemAnalysisPage() {
  const { id = '' } = useParams<{ id: string }>();
  const analysis = useQuery<ItemAnalysis>({ queryKey: [insightPaths.itemAnalysis(id)] });
  return (
    <>
      <PageHeader title="Item analysis" backHref="/teacher/json-manager" backLabel="Back to the manager" />
      <PageBody className="flex flex-col gap-4">
        {analysis.isPending ? (
          <LoadingState label="Loading the analysis..." />
        ) : analysis.isError ? (
          <p role="alert" className="text-destructive">
            {isApiError(analysis.error, 404) ? 'Homework not found.' : 'Could not load the analysis.'}
          </p>
        ) : analysis.data.tasks.length === 0 ? (
          <EmptyState
            icon={BarChart3}
            title="No tasks"
            description="This homework has no tasks to analyse."
          />
        ) : (
          <>
            <h2 className="text-xl font-semibold break-words">{analysis.data.homework.title}</h2>
            <p className="text-sm text-muted-foreground">
              Assigned to {analysis.data.assigned} {analysis.data.assigned === 1 ? 'student' : 'students'}.
              The hardest task comes first.
            </p>
            <ol className="flex flex-col gap-4" aria-label="Tasks, hardest first">
              {analysis.data.tasks.map((task, index) => (
                <li key={task.taskId}>
                  <TaskCard task={task} index={index} />
                </li>
              ))}
            </ol>
          </>
        )}
      </PageBody>
    </>
  );
}
