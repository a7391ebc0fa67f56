import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Submission } from '#contract/common';
import type { StudentHomework } from '#contract/student';
import { getTeacherHomeworkByIdPreview } from '#contract/teacher-routes';
import { pathOf } from '#contract/routes';
import type { AssignmentDetails } from '#domain/homework/schema';
import { isPassed } from '#domain/homework/status';
import { studentDetailsFromJson } from '#domain/tasks/student-task';
import { wholeSecondsBetween } from '#domain/time';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { refusalSentence } from './refusal-sentence';
import { fetchPreviewHomework, postPreviewResult } from '../../api/teacher-preview';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { HomeworkReview } from './homework-review';
import { PlayerScreen } from './player-screen';
import { type SubmittedResult, shownTotalPoints } from './submitted-result';
import { SubmittedSummary } from './submitted-summary';
import { usePreviewSession } from './use-preview-session';

/**
 * The teacher's preview of a homework as a student: the student's copy (no answer key, shuffled),
 * played on the student's playing screen with every answer checked by the server, then Submit shows
 * the result and the review a student sees. Nothing is saved anywhere (use-preview-session.ts).
 * From a homework's detail page and from the manager.
 */
export function StudentPreview({ homeworkId }: { homeworkId: number }) {
  const homework = useQuery({
    queryKey: [pathOf(getTeacherHomeworkByIdPreview, { id: homeworkId })],
    queryFn: () => fetchPreviewHomework(homeworkId),
    // Each preview starts from the homework as it is now.
    staleTime: 0,
    gcTime: 0,
  });
  const details = useMemo(
    () => (homework.data ? studentDetailsFromJson(homework.data.assignmentDetails) : null),
    [homework.data],
  );
  // Start again: a new run, from nothing.
  const [run, setRun] = useState(0);

  if (homework.isError) {
    return (
      <div role="alert">
        <EmptyState
          icon={TriangleAlert}
          title={t`Could not load the preview`}
          description={refusalSentence(homework.error, t`Please try again.`)}
          action={
            <Button variant="outline" onClick={() => void homework.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  if (!homework.data || !details) return <LoadingState label={t`Loading the preview...`} />;
  return (
    <PreviewRun key={run} homework={homework.data} details={details} onRestart={() => setRun(run + 1)} />
  );
}

/** What Submit ends on: the result and what the review shows. */
type Finished = { result: SubmittedResult; details: AssignmentDetails; submission: Submission };

function PreviewRun({
  homework,
  details,
  onRestart,
}: {
  homework: StudentHomework;
  details: AssignmentDetails;
  onRestart: () => void;
}) {
  const session = usePreviewSession(homework.id, details);
  const [startTime] = useState(() => new Date().toISOString());
  const [submitting, setSubmitting] = useState(false);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [reviewing, setReviewing] = useState(false);

  async function onSubmit() {
    setSubmitting(true);
    try {
      await session.settled();
      const totals = await postPreviewResult(homework.id, { tasks: session.logs() });
      const endTime = new Date().toISOString();
      const seconds = wholeSecondsBetween(startTime, endTime);
      const passed = isPassed(totals, details.passingScore);
      const responses = session.tasks.flatMap((task) => {
        const response = session.responses().get(task.id);
        return response ? [response] : [];
      });
      setFinished({
        result: {
          homeworkId: homework.id,
          title: homework.title,
          score: totals.score,
          percentage: totals.percentage,
          passed,
          totalPoints: shownTotalPoints(details),
        },
        // Every task is finished now: each is the whole task the server's last answer sent.
        details: { ...details, tasks: [...session.tasks] },
        submission: {
          isCompleted: true,
          score: totals.score,
          percentage: totals.percentage,
          passed,
          submissionDate: endTime,
          startedAt: startTime,
          timeSpent: seconds,
          firstResponseAt: null,
          lastResponseAt: null,
          studentResponses: {
            tasks: responses.map((response) => ({ ...response })),
            currentTaskIndex: session.currentIndex,
            startTime,
            endTime,
            totalTimeSpent: seconds,
            totalScore: totals.score,
            percentage: totals.percentage,
            passed,
          },
        },
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t`Submission Failed`,
        description: refusalSentence(error, t`Failed to submit homework`),
      });
      setSubmitting(false);
    }
  }

  const startAgain = (
    <Button variant="outline" size="sm" className="self-start" onClick={onRestart}>
      <RotateCcw aria-hidden className="size-4" />
      <Trans>Start again</Trans>
    </Button>
  );

  if (finished && reviewing) {
    return (
      <HomeworkReview
        homework={homework}
        details={finished.details}
        submission={finished.submission}
        back={startAgain}
      />
    );
  }
  if (finished) {
    return (
      <div className="flex flex-col gap-2">
        <SubmittedSummary
          result={finished.result}
          seeResults={
            <>
              <Button size="sm" onClick={() => setReviewing(true)}>
                See results
              </Button>
              {startAgain}
            </>
          }
        />
      </div>
    );
  }
  return (
    <PlayerScreen
      session={session}
      instructions={details.instructions}
      submitting={submitting}
      onSubmit={() => void onSubmit()}
    />
  );
}
