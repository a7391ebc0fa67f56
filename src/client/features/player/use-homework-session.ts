import type { Submission } from '#contract/common';
import type { SubmitBody } from '#contract/student';
import {
  canGoNext,
  canGoPrevious,
  canOpenTask,
  canSubmit,
  type PlayerPosition,
} from '#domain/homework/navigation';
import { taskDataProblem } from '#domain/homework/repair';
import type { AssignmentDetails } from '#domain/homework/schema';
import { initialTaskState, type TaskAction } from '#domain/tasks/engine';
import { playerStep } from '#domain/tasks/student-task';
import { useCallback, useMemo } from 'react';
import type { RecordingStore } from '../../tracking/recording-store';
import { useResumePlan } from './load-session';
import { buildSubmitBody } from './submit-body';
import { useActionQueue } from './use-action-queue';
import { useLocalCopy } from './use-local-copy';
import { usePlayerNavigation } from './use-player-navigation';
import { useTaskSlots } from './use-task-slots';

/** What the player shows under a task while its last action waits for the server. */
export type CheckStatus = 'checking' | 'offline' | null;

/**
 * The state of one homework being played, put together from its parts:
 * - load-session.ts: where the player starts (server record, local copy, outbox);
 * - use-task-slots.ts: each task as the student knows it, and its state;
 * - use-action-queue.ts: every action sent through the durable outbox to the server's check;
 * - use-local-copy.ts (over local-progress.ts): the local copy of index, start time and recording;
 * - use-player-navigation.ts: the open task and the time spent on each;
 * - submit-body.ts: the submit payload.
 * This hook plays an action (shown at once, or waiting for the check) and answers the player's
 * questions: which task is open, may the student move or submit.
 */
export function useHomeworkSession({
  homeworkId,
  details,
  submission,
  tracking,
}: {
  homeworkId: number;
  details: AssignmentDetails;
  submission: Submission | null;
  /** The interaction recorder's store; its data travels with every check, submit and the local copy. */
  tracking?: RecordingStore;
}) {
  const plan = useResumePlan(homeworkId, details, submission);
  const { startTime } = plan;
  const slots = useTaskSlots(details.tasks, plan.states);
  const { tasks, states, slotOf, setSlot } = slots;
  const queue = useActionQueue({ homeworkId, plan, slots });
  const nav = usePlayerNavigation(details.tasks, plan);
  const { currentIndex, indexRef } = nav;

  const currentTask = tasks[currentIndex] ?? tasks[0]!;
  const taskIds = useMemo(() => details.tasks.map((task) => task.id), [details.tasks]);
  const localCopy = useLocalCopy({
    homeworkId,
    startTime,
    taskIds,
    indexRef,
    tracking,
    corrupted: taskDataProblem(currentTask) === 'corrupted-sequence',
  });

  // Offline, a task whose answer waits for the server does not hold the student back.
  const waiting = useMemo(
    () =>
      new Set(
        queue.offline
          ? Object.entries(queue.checking).flatMap(([taskId, actions]) =>
              actions.length > 0 ? [taskId] : [],
            )
          : [],
      ),
    [queue.offline, queue.checking],
  );
  const position: PlayerPosition = { tasks, states, currentIndex, homeworkCompleted: false, waiting };
  const currentState = states[currentTask.id] ?? initialTaskState(currentTask);
  const currentChecking = queue.checking[currentTask.id]?.[0] ?? null;

  const { send } = queue;
  const { timeSpentOn } = nav;
  const { schedule } = localCopy;
  const dispatch = useCallback(
    (action: TaskAction) => {
      const slot = slotOf(details.tasks[indexRef.current]?.id ?? '');
      if (!slot) return;
      const { task } = slot;
      // A checked action waits for the server (the queue lists it as being checked); any other
      // action shows at once.
      const step = playerStep(task, slot.state, action);
      if (!step) return;
      if (!step.checked) setSlot(task.id, { task, state: step.state });
      const trackingData = tracking?.forTask(task.id);
      schedule();
      send(task.id, action, {
        currentTaskIndex: indexRef.current,
        startTime,
        timeSpent: timeSpentOn(task.id),
        ...(trackingData ? { trackingData } : {}),
      });
    },
    [details.tasks, indexRef, slotOf, setSlot, send, schedule, timeSpentOn, startTime, tracking],
  );

  const { goTo: move } = nav;
  const goTo = useCallback(
    (index: number) => {
      if (move(index)) schedule();
    },
    [move, schedule],
  );

  const { flush, lastError } = queue;
  /** Builds the submit payload: everything waiting is sent first, then the server's record is submitted as it stands. */
  const submitBody = useCallback(
    (): Promise<SubmitBody> =>
      buildSubmitBody({ homeworkId, details, startTime, tracking, flush, lastError }),
    [homeworkId, details, startTime, tracking, flush, lastError],
  );

  /** Forgets the local copy and the outbox (after a successful submit). */
  const { forget: forgetOutbox } = queue;
  const { forget: forgetCopy } = localCopy;
  const forgetLocal = useCallback(() => {
    forgetCopy();
    forgetOutbox();
  }, [forgetCopy, forgetOutbox]);

  return {
    tasks,
    position,
    currentIndex,
    currentTask,
    currentState,
    /** The current task's action waiting for the server's check, if any. */
    currentChecking,
    /** 'offline' when what waits cannot reach the server now. */
    checkStatus: (currentChecking ? (queue.offline ? 'offline' : 'checking') : null) as CheckStatus,
    statesById: states,
    dispatch,
    goTo,
    canGoNext: canGoNext(position),
    canGoPrevious: canGoPrevious(position),
    canOpen: (index: number) => canOpenTask(position, index),
    canSubmit: canSubmit(position),
    buildSubmitBody: submitBody,
    forgetLocal,
  };
}
