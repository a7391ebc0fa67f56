import type { Submission } from '#contract/common';
import type { StudentHomework } from '#contract/student';
import type { AssignmentDetails } from '#domain/homework/schema';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorSentence } from '../../api/error-sentence';
import { useSubmitHomework } from '../../api/student-homework';
import { TaskView } from '../../tasks/task-view';
import { sendDroppingTrackingOn413 } from '../../tracking/drop-tracking-on-413';
import { TrackedTaskArea } from '../../tracking/tracked-task-area';
import { useRecordingStore } from '../../tracking/use-recording-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/use-toast';
import { readLocalProgress } from './local-progress';
import { shownTotalPoints, submittedState } from './submitted-result';
import { TaskDots } from './task-dots';
import { useFocusKeeper } from './use-focus-keeper';
import { useHomeworkSession } from './use-homework-session';

/** The playing screen: instructions, task dots, one task, previous/next and Submit. */
export function HomeworkPlayer({
  homework,
  details,
  submission,
}: {
  homework: StudentHomework;
  details: AssignmentDetails;
  submission: Submission | null;
}) {
  const tracking = useRecordingStore(() => ({
    server: submission?.studentResponses.trackingData,
    local: readLocalProgress(homework.id)?.trackingData,
  }));
  const session = useHomeworkSession({ homeworkId: homework.id, details, submission, tracking });
  const submit = useSubmitHomework(homework.id);
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const { tasks, currentIndex, currentTask, currentState } = session;
  const playerRef = useRef<HTMLDivElement>(null);
  useFocusKeeper(playerRef);

  async function onSubmit() {
    setSubmitting(true);
    try {
      const body = await session.buildSubmitBody();
      const result = await sendDroppingTrackingOn413((b) => submit.mutateAsync(b), body);
      session.forgetLocal();
      toast({
        variant: 'success',
        title: 'Homework Submitted',
        description: 'Your homework has been submitted successfully!',
      });
      navigate('/homework', {
        state: submittedState({
          homeworkId: homework.id,
          title: homework.title,
          ...result,
          totalPoints: shownTotalPoints(details),
        }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        // The failure in words (never a status line or JSON); the specification's sentence otherwise.
        description: errorSentence(error, 'Failed to submit homework'),
      });
      setSubmitting(false);
    }
  }

  return (
    <div ref={playerRef} className="flex flex-col gap-5">
      {details.instructions ? <p className="text-muted-foreground">{details.instructions}</p> : null}
      <TaskDots
        tasks={tasks}
        states={session.statesById}
        currentIndex={currentIndex}
        canOpen={session.canOpen}
        onOpen={session.goTo}
      />
      <Card className="p-4 sm:p-6" data-task-area={currentTask.id}>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-muted-foreground">
            Question {currentIndex + 1} of {tasks.length}
          </h2>
          <Badge variant="secondary">{currentTask.points} points</Badge>
        </div>
        <TrackedTaskArea store={tracking} taskId={currentTask.id}>
          <TaskView
            key={currentTask.id}
            task={currentTask}
            state={currentState}
            mode="play"
            onAction={session.dispatch}
            pendingAction={session.currentChecking}
            checkStatus={session.checkStatus}
          />
        </TrackedTaskArea>
      </Card>
      {session.canSubmit ? (
        <p className="rounded-xl bg-primary/10 px-4 py-3 text-sm font-medium text-foreground">
          All tasks are done. Ready to submit: press Submit to hand in your homework and see your score.
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="lg"
          data-track="previous"
          disabled={!session.canGoPrevious}
          onClick={() => session.goTo(currentIndex - 1)}
          aria-label="Previous question"
        >
          <ChevronLeft aria-hidden className="size-5" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        {session.canSubmit ? (
          <Button size="lg" data-track="submit" loading={submitting} onClick={() => void onSubmit()}>
            {submitting ? null : <Send aria-hidden className="size-4" />}
            Submit
          </Button>
        ) : (
          <Button
            size="lg"
            data-track="next"
            disabled={!session.canGoNext}
            onClick={() => session.goTo(currentIndex + 1)}
            aria-label="Next question"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        )}
      </div>
    </div>
  );
}
