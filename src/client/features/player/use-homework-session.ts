import type { AssignmentDetails, Task } from '#domain/homework/schema';
import type { Submission } from '#contract/common';
import type { CheckAnswer, SubmitBody } from '#contract/student';
import {
  canGoNext,
  canGoPrevious,
  canOpenTask,
  canSubmit,
  type PlayerPosition,
} from '#domain/homework/navigation';
import { taskDataProblem } from '#domain/homework/repair';
import {
  latestResponseByTask,
  normaliseTaskResponse,
  normaliseTaskResponses,
} from '#domain/submissions/responses';
import { submissionTotals } from '#domain/submissions/totals';
import {
  initialTaskState,
  reduceTask,
  type TaskAction,
  type TaskState,
  taskStateFromResponse,
} from '#domain/tasks/engine';
import {
  isCheckedAction,
  playLocally,
  stateFromAnswer,
  taskFromStudentJson,
} from '#domain/tasks/student-task';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../api/http';
import { fetchStudentSubmission, postAutoSave, postCheck } from '../../api/student-homework';
import { sendDroppingTrackingOn413 } from '../../tracking/drop-tracking-on-413';
import {
  LOCAL_TRACKING_BYTES,
  type RecordingStore,
  trackingWithin,
  UPLOAD_TRACKING_BYTES,
} from '../../tracking/recording-store';
import { toast } from '../../ui/use-toast';
import {
  type AutoSaver,
  type CheckEntry,
  clearOutbox,
  createAutoSaver,
  entryTaskId,
  isCheckEntry,
  readOutbox,
} from './auto-save-outbox';
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

/** What the player shows under a task while its last action waits for the server. */
export type CheckStatus = 'checking' | 'offline' | null;

/** The state of one task as the browser holds it. */
interface TaskSlot {
  task: Task;
  state: TaskState;
}

/**
 * The state of one homework being played. Every action goes to the server's check call through a
 * durable outbox (one write per action, in order, numbered per task so a retry is never applied
 * twice). Actions that need the answer key wait for the server's answer, which brings the recorded
 * answer and the task as the student now knows it; the others show at once. Also: navigation, the
 * debounced local copy (index, start time, tracking) and the submit payload.
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
  const [plan] = useState(() =>
    planResume({
      tasks: details.tasks,
      server: serverProgressOf(submission),
      local: readLocalProgress(homeworkId),
      outbox: readOutbox(homeworkId),
      now: new Date(),
    }),
  );
  // The tasks as the student knows them: each one is replaced when the server uncovers more of it.
  const [slots, setSlots] = useState<Record<string, TaskSlot>>(() =>
    Object.fromEntries(
      details.tasks.map((task) => [task.id, { task, state: plan.states[task.id] ?? initialTaskState(task) }]),
    ),
  );
  const [checking, setChecking] = useState<Record<string, TaskAction[]>>(plan.checking);
  const [offline, setOffline] = useState(false);
  const [currentIndex, setCurrentIndex] = useState(plan.currentIndex);
  const startTime = plan.startTime;
  const slotsRef = useRef(slots);
  const checkingRef = useRef(checking);
  const seqs = useRef<Record<string, number>>({ ...plan.seqs });
  const timeBase = useRef<Record<string, number>>(
    Object.fromEntries(Object.values(plan.responses).map((r) => [r.taskId, r.timeSpent])),
  );
  const enteredAt = useRef(Date.now());
  const indexRef = useRef(currentIndex);
  indexRef.current = currentIndex;
  const tasks = useMemo(
    () => details.tasks.map((task) => slots[task.id]?.task ?? task),
    [details.tasks, slots],
  );
  const states = useMemo(
    () => Object.fromEntries(Object.entries(slots).map(([id, slot]) => [id, slot.state])),
    [slots],
  );

  const updateSlots = useCallback((change: (slots: Record<string, TaskSlot>) => Record<string, TaskSlot>) => {
    slotsRef.current = change(slotsRef.current);
    setSlots(slotsRef.current);
  }, []);
  // The checked actions of each task sent and not answered yet, oldest first.
  const setCheckingOf = useCallback((taskId: string, queue: TaskAction[]) => {
    const { [taskId]: _done, ...rest } = checkingRef.current;
    checkingRef.current = queue.length > 0 ? { ...rest, [taskId]: queue } : rest;
    setChecking(checkingRef.current);
  }, []);

  const saver = useMemo<AutoSaver>(() => {
    // The server's answer to one action: the task as now known and the recorded answer. The state is
    // taken from it once nothing else of that task waits (what waits was already shown locally).
    const takeAnswer = (entry: CheckEntry, answer: CheckAnswer) => {
      const { taskId } = entry.check;
      const slot = slotsRef.current[taskId];
      const task = taskFromStudentJson(answer.task);
      const response = normaliseTaskResponse(answer.taskResponse);
      if (!slot || !task || !response) return;
      // Not applied, and not our own retry: another tab answered this task further. What waits
      // here was built on what this tab saw, so it is dropped and the saved answer shown.
      const overtaken = !answer.applied && answer.seq !== entry.check.seq + 1;
      if (overtaken) {
        saver.discard(taskId);
        toast({
          title: 'Answer updated',
          description: 'This question was answered in another tab; showing the saved answer.',
        });
      }
      seqs.current[taskId] = Math.max(seqs.current[taskId] ?? 0, answer.seq);
      // An action shown at once and still waiting would be undone by taking the answer's state
      // now; its own answer brings it.
      const shownAndWaiting = readOutbox(homeworkId).some(
        (e) =>
          isCheckEntry(e) &&
          e.check.taskId === taskId &&
          e.check.seq > entry.check.seq &&
          !isCheckedAction(e.check.action),
      );
      updateSlots((all) => ({
        ...all,
        [taskId]: {
          task,
          state: shownAndWaiting && !overtaken ? slot.state : stateFromAnswer(task, response, slot.state),
        },
      }));
      const queue = checkingRef.current[taskId] ?? [];
      if (overtaken) setCheckingOf(taskId, []);
      else if (isCheckedAction(entry.check.action)) setCheckingOf(taskId, queue.slice(1));
    };
    const saver = createAutoSaver({
      homeworkId,
      send: async (entry) => {
        if (!isCheckEntry(entry)) {
          return sendDroppingTrackingOn413((body) => postAutoSave(homeworkId, body), entry);
        }
        const answer = await sendDroppingTrackingOn413((body) => postCheck(homeworkId, body), entry.check);
        setOffline(false);
        takeAnswer(entry, answer);
        return answer;
      },
      onError: (error) => {
        // A network failure leaves the action waiting: the task says it is checked when back online.
        if (!isApiError(error)) setOffline(true);
        toast({
          variant: 'destructive',
          title: 'Auto-save failed',
          description: `Error: ${errorMessage(error)}`,
        });
      },
      onRefused: (entry, error) => {
        const taskId = entryTaskId(entry);
        // What waits behind a refused action was built on it: it goes too, and the saved answer shows.
        saver.discard(taskId);
        setCheckingOf(taskId, []);
        void resync(taskId);
        toast({
          variant: 'destructive',
          title: 'Answer not saved',
          description: isApiError(error) ? error.serverMessage : errorMessage(error),
        });
      },
    });
    // After a refusal the task shows what the server has saved.
    const resync = async (taskId: string) => {
      try {
        const latest = latestResponseByTask(
          serverProgressOf(await fetchStudentSubmission(homeworkId))?.tasks ?? [],
        );
        const response = latest.get(taskId);
        const slot = slotsRef.current[taskId];
        if (!slot) return;
        if (response) seqs.current[taskId] = Math.max(seqs.current[taskId] ?? 0, response.actionCount ?? 0);
        updateSlots((all) => ({
          ...all,
          [taskId]: {
            task: slot.task,
            state: response ? taskStateFromResponse(slot.task, response) : initialTaskState(slot.task),
          },
        }));
      } catch {
        // The next answer from the server brings the state anyway.
      }
    };
    return saver;
  }, [homeworkId, updateSlots, setCheckingOf]);

  // Send what waits, and again whenever the browser comes back online.
  useEffect(() => {
    void saver.flush();
    const onOnline = () => void saver.flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [saver]);

  // The local copy (where the student is, when they started, the recording): 3 s after the last
  // action or move. The answers themselves live on the server and, until sent, in the outbox.
  const localTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleLocalCopy = useCallback(() => {
    clearTimeout(localTimer.current);
    localTimer.current = setTimeout(
      () =>
        writeLocalProgress(homeworkId, {
          tasks: [],
          currentTaskIndex: indexRef.current,
          startTime,
          ...(tracking
            ? {
                trackingData: trackingWithin(
                  tracking,
                  details.tasks.map((t) => t.id),
                  LOCAL_TRACKING_BYTES,
                ),
              }
            : {}),
        }),
      localSaveDebounceMs,
    );
  }, [homeworkId, startTime, tracking, details.tasks]);
  useEffect(() => () => clearTimeout(localTimer.current), []);

  // Corrupted sequence data: the stored progress is cleared.
  const currentTask = tasks[currentIndex] ?? tasks[0]!;
  const corrupted = taskDataProblem(currentTask) === 'corrupted-sequence';
  useEffect(() => {
    if (corrupted) clearLocalProgress(homeworkId);
  }, [corrupted, homeworkId]);

  const position: PlayerPosition = { tasks, states, currentIndex, homeworkCompleted: false };
  const currentState = states[currentTask.id] ?? initialTaskState(currentTask);
  const currentChecking = checking[currentTask.id]?.[0] ?? null;

  const dispatch = useCallback(
    (action: TaskAction) => {
      const slot = slotsRef.current[details.tasks[indexRef.current]?.id ?? ''];
      if (!slot) return;
      const { task } = slot;
      const checked = isCheckedAction(action);
      const after = checked ? reduceTask(task, slot.state, action) : playLocally(task, slot.state, action);
      if (after === slot.state) return;
      // A checked action waits for the server (several may wait, in order: a fast second click is
      // never dropped); any other action shows at once.
      if (checked) setCheckingOf(task.id, [...(checkingRef.current[task.id] ?? []), action]);
      else updateSlots((all) => ({ ...all, [task.id]: { task, state: after } }));
      const seq = seqs.current[task.id] ?? 0;
      seqs.current[task.id] = seq + 1;
      const timeSpent = Math.round((timeBase.current[task.id] ?? 0) + (Date.now() - enteredAt.current));
      const trackingData = tracking?.forTask(task.id);
      scheduleLocalCopy();
      void saver.save({
        check: {
          taskId: task.id,
          action,
          seq,
          currentTaskIndex: indexRef.current,
          startTime,
          timeSpent,
          ...(trackingData ? { trackingData } : {}),
        },
      });
    },
    [details.tasks, saver, startTime, tracking, updateSlots, setCheckingOf, scheduleLocalCopy],
  );

  const goTo = useCallback(
    (index: number) => {
      if (index === indexRef.current) return;
      const leaving = details.tasks[indexRef.current];
      if (leaving) {
        timeBase.current[leaving.id] = (timeBase.current[leaving.id] ?? 0) + (Date.now() - enteredAt.current);
      }
      enteredAt.current = Date.now();
      indexRef.current = index;
      setCurrentIndex(index);
      scheduleLocalCopy();
    },
    [details.tasks, scheduleLocalCopy],
  );

  /** Builds the submit payload: everything waiting is sent first, then the server's record is submitted as it stands. */
  const buildSubmitBody = useCallback(async (): Promise<SubmitBody> => {
    if (!(await saver.flush())) throw saver.lastError() ?? new Error('Failed to submit homework');
    const server = serverProgressOf(await fetchStudentSubmission(homeworkId));
    const latest = latestResponseByTask(server?.tasks ?? []);
    const submitted = details.tasks.flatMap((task) => {
      const response = latest.get(task.id);
      return response ? [response] : [];
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
              details.tasks.map((t) => t.id),
              UPLOAD_TRACKING_BYTES,
            ),
          }
        : {}),
    };
  }, [saver, homeworkId, details, startTime, tracking]);

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
    /** The current task's action waiting for the server's check, if any. */
    currentChecking,
    /** 'offline' when what waits cannot reach the server now. */
    checkStatus: (currentChecking ? (offline ? 'offline' : 'checking') : null) as CheckStatus,
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
