import { t } from '@lingui/core/macro';
import type { Submission } from '#contract/common';
import type { StudentHomework } from '#contract/student';
import type { AssignmentDetails } from '#domain/homework/schema';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { refusalSentence } from './refusal-sentence';
import { useSubmitHomework } from '../../api/student-homework';
import { sendDroppingTrackingOn413 } from '../../tracking/drop-tracking-on-413';
import { TrackedTaskArea } from '../../tracking/tracked-task-area';
import { useRecordingStore } from '../../tracking/use-recording-store';
import { toast } from '../../ui/use-toast';
import { readLocalProgress } from './local-progress';
import { shownTotalPoints, submittedState } from './submitted-result';
import { PlayerScreen } from './player-screen';
import { useHomeworkSession } from './use-homework-session';

/** The student's playing screen: saved and checked by the server, recorded, then submitted. */
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

  async function onSubmit() {
    setSubmitting(true);
    try {
      const body = await session.buildSubmitBody();
      const result = await sendDroppingTrackingOn413((b) => submit.mutateAsync(b), body);
      session.forgetLocal();
      toast({
        variant: 'success',
        title: t`Homework Submitted`,
        description: t`Your homework has been submitted successfully!`,
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
        title: t`Submission Failed`,
        // The failure in words (never a status line or JSON); the specification's sentence otherwise.
        description: refusalSentence(error, t`Failed to submit homework`),
      });
      setSubmitting(false);
    }
  }

  return (
    <PlayerScreen
      session={session}
      instructions={details.instructions}
      submitting={submitting}
      onSubmit={() => void onSubmit()}
      taskArea={(children, taskId) => (
        <TrackedTaskArea store={tracking} taskId={taskId}>
          {children}
        </TrackedTaskArea>
      )}
    />
  );
}
