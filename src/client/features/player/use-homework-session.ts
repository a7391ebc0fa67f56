import type { AssignmentDetails } from '#domain/homework/schema';
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
import type { TaskResponse } from '#domain/submissions/response-types';
import { latestResponseByTask, normaliseTaskResponses } from '#domain/submissions/responses';
import { submissionTotals } from '#domain/submissions/totals';
import {
  initialTaskState,
  reduceTask,
  type TaskAction,
  type TaskState,
  taskToResponse,
} from '#domain/tasks/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../api/http';
import { fetchStudentSubmission, postAutoSave } from '../../api/student-homework';
import { sendDroppingTrackingOn413 } from '../../tracking/drop-tracking-on-413';
import {
  LOCAL_TRACKING_BYTES,
  type RecordingStore,
  trackingWithin,
  UPLOAD_TRACKING_BYTES,
} from '../../tracking/recording-store';
import { toast } from '../../ui/use-toast';
import { type AutoSaver, clearOutbox, createAutoSaver, readOutbox } from './auto-save-outbox';
import { clearLocalProgress, readLocalProgress, writeLocalProgress } from './local-progress';
import { planResume, type ServerProgress } from './resume-plan';

/** Local progress is written this long after the last change. */
export const localSaveDebounceMs = 3000;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function serverProgressOf(submission: Submission | null): ServerProgress | null {
  if (!submission) return null;
  const saved = submission.studentResponses;
  return {
    tasks: normaliseTaskResponses(saved.tasks, (message) => console.warn(message)),
    currentTaskIndex: saved.currentTaskIndex,
    startTime: saved.startTime ?? submission.startedAt,
  };
}

/**
 * The state of one homework being played: task states, navigation, immediate auto-save through a
 * durable outbox, the debounced local copy, and the submit payload.
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
  /** The interaction recorder's store; its data travels with auto-save, submit and the local copy. */
  tracking?: RecordingStore;
}) {
  const { tasks } = details;
  const [plan] = useState(() =>
    planResume({
      tasks,
      server: serverProgressOf(submission),
      local: readLocalProgress(homeworkId),
      outbox: readOutbox(homeworkId),
      now: new Date(),
    }),
  );
  const [states, setStates] = useState<Record<string, TaskState>>(plan.states);
  const [responses, setResponses] = useState<Record<string, TaskResponse>>(plan.responses);
  const [currentIndex, setCurrentIndex] = useState(plan.currentIndex);
  const startTime = plan.startTime;
  const touched = useRef(new Set<string>(plan.resend.map((r) => r.taskId)));
  const timeBase = useRef<Record<string, number>>(
    Object.fromEntries(Object.values(plan.responses).map((r) => [r.taskId, r.timeSpent])),
  );
  const enteredAt = useRef(Date.now());
  const indexRef = useRef(currentIndex);
  indexRef.current = currentIndex;

  const saver = useMemo<AutoSaver>(
    () =>
      createAutoSaver({
        homeworkId,
        send: (entry) => sendDroppingTrackingOn413((body) => postAutoSave(homeworkId, body), entry),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Auto-save failed',
            description: `Error: ${errorMessage(error)}`,
          }),
        onRefused: (_entry, error) =>
          toast({
            variant: 'destructive',
            title: 'Answer not saved',
            description: isApiError(error) ? error.serverMessage : errorMessage(error),
          }),
      }),
    [homeworkId],
  );

  // Re-send what the server lacks, and whatever is pending when the browser comes back online.
  useEffect(() => {
    for (const response of plan.resend) {
      void saver.save({
        taskResponse: { ...response },
        currentTaskIndex: plan.currentIndex,
        startTime: plan.startTime,
      });
    }
    const onOnline = () => void saver.flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [plan, saver]);

  // The local copy: 3 s after the last change.
  const skipFirstWrite = useRef(true);
  useEffect(() => {
    if (skipFirstWrite.current) {
      skipFirstWrite.current = false;
      return;
    }
    const timer = setTimeout(
      () =>
        writeLocalProgress(homeworkId, {
          tasks: Object.values(responses),
          currentTaskIndex: currentIndex,
          startTime,
          ...(tracking
            ? {
                trackingData: trackingWithin(
                  tracking,
                  tasks.map((t) => t.id),
                  LOCAL_TRACKING_BYTES,
                ),
              }
            : {}),
        }),
      localSaveDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [homeworkId, responses, currentIndex, startTime, tracking, tasks]);

  // Corrupted sequence data: the stored progress is cleared.
  const currentTask = tasks[currentIndex] ?? tasks[0]!;
  const corrupted = taskDataProblem(currentTask) === 'corrupted-sequence';
  useEffect(() => {
    if (corrupted) clearLocalProgress(homeworkId);
  }, [corrupted, homeworkId]);

  const position: PlayerPosition = { tasks, states, currentIndex, homeworkCompleted: false };
  const stateOf = (id: string, fallback: TaskState) => states[id] ?? fallback;
  const currentState = stateOf(currentTask.id, initialTaskState(currentTask));

  const statesRef = useRef(states);
  const dispatch = useCallback(
    (action: TaskAction) => {
      const task = tasks[indexRef.current];
      if (!task) return;
      const before = statesRef.current[task.id] ?? initialTaskState(task);
      const after = reduceTask(task, before, action);
      if (after === before) return;
      const timeSpent = (timeBase.current[task.id] ?? 0) + (Date.now() - enteredAt.current);
      const response = taskToResponse(task, after, timeSpent);
      touched.current.add(task.id);
      statesRef.current = { ...statesRef.current, [task.id]: after };
      setStates(statesRef.current);
      setResponses((r) => ({ ...r, [task.id]: response }));
      const trackingData = tracking?.forTask(task.id);
      void saver.save({
        taskResponse: { ...response },
        currentTaskIndex: indexRef.current,
        startTime,
        ...(trackingData ? { trackingData } : {}),
      });
    },
    [tasks, saver, startTime, tracking],
  );

  const goTo = useCallback(
    (index: number) => {
      if (index === indexRef.current) return;
      const leaving = tasks[indexRef.current];
      if (leaving) {
        timeBase.current[leaving.id] = (timeBase.current[leaving.id] ?? 0) + (Date.now() - enteredAt.current);
      }
      enteredAt.current = Date.now();
      setCurrentIndex(index);
    },
    [tasks],
  );

  /** Builds the submit payload: pending saves flushed first; tasks this tab never touched come from the server. */
  const buildSubmitBody = useCallback(async (): Promise<SubmitBody> => {
    if (!(await saver.flush())) throw saver.lastError() ?? new Error('Failed to submit homework');
    const server = serverProgressOf(await fetchStudentSubmission(homeworkId));
    const serverLatest = latestResponseByTask(server?.tasks ?? []);
    const submitted = tasks.flatMap((task) => {
      const mine = responses[task.id];
      const theirs = serverLatest.get(task.id);
      const chosen = touched.current.has(task.id) ? mine : (theirs ?? mine);
      return chosen ? [chosen] : [];
    });
    const endTime = new Date().toISOString();
    const totals = submissionTotals(details, submitted, startTime, endTime);
    return {
      startTime,
      endTime,
      totalTimeSpent: totals.totalTimeSpent,
      tasks: submitted.map((response) => ({ ...response })),
      totalScore: totals.totalScore,
      percentage: totals.percentage,
      passed: totals.passed,
      ...(tracking
        ? {
            trackingData: trackingWithin(
              tracking,
              tasks.map((t) => t.id),
              UPLOAD_TRACKING_BYTES,
            ),
          }
        : {}),
    };
  }, [saver, homeworkId, tasks, responses, details, startTime, tracking]);

  /** Forgets the local copy and the outbox (after a successful submit). */
  const forgetLocal = useCallback(() => {
    clearLocalProgress(homeworkId);
    clearOutbox(homeworkId);
  }, [homeworkId]);

  return {
    tasks,
    position,
    currentIndex,
    currentTask,
    currentState,
    statesById: states,
    dispatch,
    goTo,
    canGoNext: canGoNext(position),
    canGoPrevious: canGoPrevious(position),
    canOpen: (index: number) => canOpenTask(position, index),
    canSubmit: canSubmit(position),
    buildSubmitBody,
    forgetLocal,
  };
}
