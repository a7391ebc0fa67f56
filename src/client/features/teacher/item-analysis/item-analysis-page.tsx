import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getTeacherHomeworkByIdAnalysis } from '#contract/teacher-routes';
import { pathOf } from '#contract/routes';
import { call } from '../../../api/call';
import type { ItemAnalysis } from '#contract/insight';
import { useQuery } from '@tanstack/react-query';
import { isKnownTaskType } from '#domain/tasks/registry';
import { BarChart3 } from 'lucide-react';
import { Suspense } from 'react';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/http';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { FigureBar } from '../../../tasks/figure-bar';
import { kindName } from '../../../tasks/kind-names';
import { clientTaskKinds } from '../../../tasks/kinds';

type TaskRow = ItemAnalysis['tasks'][number];

/** The kind's name as the teacher reads it ("Multiple choice", 多项选择), or the type for one the product does not know. */
const typeName = kindName;

/** The figures of the task's own kind (option picks, mistakes found...), when it has any. */
function KindFigures({ task }: { task: TaskRow }) {
  if (!isKnownTaskType(task.type)) return null;
  const { Figures } = clientTaskKinds[task.type];
  return Figures ? (
    <Suspense fallback={null}>
      <Figures task={task} />
    </Suspense>
  ) : null;
}

function TaskCard({ task, index }: { task: TaskRow; index: number }) {
  const { t } = useLingui();
  const { assigned, attempted, completed, averageScore, maxScore } = task;
  const kind = typeName(task.type);
  return (
    <Card>
      <CardHeader>
        {/* A task is named by what it asks and the start of its text: many tasks share a question. */}
        <CardTitle className="text-base leading-snug break-words">
          <span className="text-muted-foreground">{index + 1}. </span>
          {task.question || typeName(task.type)}
        </CardTitle>
        {task.excerpt ? <p className="text-sm break-words">“{task.excerpt}”</p> : null}
        <p className="text-xs text-muted-foreground">
          <Trans>
            {kind} · assigned to {assigned}, attempted by {attempted}, completed by {completed}
          </Trans>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FigureBar label={t`Right first try`} value={task.rightFirstTry} of={task.attempted} strong />
        <FigureBar
          label={t`Average score`}
          value={task.averageScore ?? 0}
          of={task.maxScore}
          note={averageScore === null ? t`nobody yet` : t`${averageScore} of ${maxScore}`}
          strong
        />
        <KindFigures task={task} />
      </CardContent>
    </Card>
  );
}

/** /teacher/homework/:id/analysis: which question tripped the class up, hardest first. */
export function ItemAnalysisPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useLingui();
  const analysis = useQuery({
    queryKey: [pathOf(getTeacherHomeworkByIdAnalysis, { id })],
    queryFn: () => call(getTeacherHomeworkByIdAnalysis, { id }),
  });
  return (
    <>
      <PageHeader
        title={t`Item analysis`}
        backHref="/teacher/json-manager"
        backLabel={t`Back to the manager`}
      />
      <PageBody className="flex flex-col gap-4">
        {analysis.isPending ? (
          <LoadingState label={t`Loading the analysis...`} />
        ) : analysis.isError ? (
          <p role="alert" className="text-destructive">
            {isApiError(analysis.error, 404) ? t`Homework not found.` : t`Could not load the analysis.`}
          </p>
        ) : analysis.data.tasks.length === 0 ? (
          <EmptyState
            icon={BarChart3}
            title={t`No tasks`}
            description={t`This homework has no tasks to analyse.`}
          />
        ) : (
          <>
            <h2 className="text-xl font-semibold break-words">{analysis.data.homework.title}</h2>
            <p className="text-sm text-muted-foreground">
              <Plural
                value={analysis.data.assigned}
                one="Assigned to # student. The hardest task comes first."
                other="Assigned to # students. The hardest task comes first."
              />
            </p>
            <ol className="flex flex-col gap-4" aria-label={t`Tasks, hardest first`}>
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
