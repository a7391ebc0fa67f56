import { t } from '@lingui/core/macro';
import type { PreviewCheckAnswer } from '#contract/preview';
import {
  canGoNext,
  canGoPrevious,
  canOpenTask,
  canSubmit,
  type PlayerPosition,
} from '#domain/homework/navigation';
import type { AssignmentDetails } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import { normaliseTaskResponse } from '#domain/submissions/responses';
import { initialTaskState, type TaskAction } from '#domain/tasks/engine';
import {
  isCheckedAction,
  playerStep,
  stateFromAnswer,
  taskFromStudentJson,
} from '#domain/tasks/student-task';
import { useCallback, useRef, useState } from 'react';
import { refusalSentence } from './refusal-sentence';
import { postPreviewCheck } from '../../api/teacher-preview';
import { toast } from '../../ui/use-toast';
import type { PlayerSessionView } from './player-screen';
import { planResume } from './resume-plan';
import { usePlayerNavigation } from './use-player-navigation';
import { useTaskSlots } from './use-task-slots';

/** The preview's session: what the playing screen needs, and what its Submit sends and shows. */
export interface PreviewSession extends PlayerSessionView {
  /** Every task's actions so far, in the preview copy's terms (the result call's body). */
  logs: () => { taskId: string; log: TaskAction[] }[];
  /** Each task's answer as the server last answered it, by task id (the review shows them). */
  responses: () => ReadonlyMap<string, TaskResponse>;
  /** Resolves once every action sent has its answer (or its failure). */
  settled: () => Promise<void>;
}

/**
 * The teacher's preview, played as a student plays it with nothing kept anywhere: no outbox, no
 * local copy, no recording, no submission. Each action is shown or held as the student's player
 * does (an action that needs the key waits for the server); the task's whole list of actions goes
 * to the preview's check, whose answer is what a student's check would answer after them. Calls go
 * one at a time, so the last answer folds every action taken; a call that fails takes the task
 * back to its last answer and says why.
 */
export function usePreviewSession(homeworkId: number, details: AssignmentDetails): PreviewSession {
  // A fresh start: nothing saved, nothing waiting.
  const [plan] = useState(() =>
    planResume({ tasks: details.tasks, server: null, local: null, outbox: [], now: new Date() }),
  );
  const slots = useTaskSlots(details.tasks, {});
  const { tasks, states, slotOf, setSlot } = slots;
  const nav = usePlayerNavigation(details.tasks, plan);
  const { currentIndex, indexRef } = nav;
  const [checking, setChecking] = useState<Record<string, TaskAction[]>>({});
  const checkingRef = useRef(checking);

  const logs = useRef<Record<string, TaskAction[]>>({});
  const answered = useRef<Record<string, { length: number; slot: ReturnType<typeof slotOf> }>>({});
  const responses = useRef(new Map<string, TaskResponse>());
  const chain = useRef<Promise<void>>(Promise.resolve());

  const setCheckingOf = useCallback((taskId: string, queue: TaskAction[]) => {
    const { [taskId]: _done, ...rest } = checkingRef.current;
    checkingRef.current = queue.length > 0 ? { ...rest, [taskId]: queue } : rest;
    setChecking(checkingRef.current);
  }, []);

  const takeAnswer = useCallback(
    (taskId: string, answer: PreviewCheckAnswer) => {
      const slot = slotOf(taskId);
      const task = taskFromStudentJson(answer.task);
      const response = normaliseTaskResponse(answer.taskResponse);
      if (!slot || !task || !response) return;
      const next = { task, state: stateFromAnswer(task, response, slot.state) };
      answered.current[taskId] = { length: answer.seq, slot: next };
      responses.current.set(taskId, response);
      // A later action is on its way with the whole list: its answer will bring the state.
      if (answer.seq === (logs.current[taskId]?.length ?? 0)) setSlot(taskId, next);
    },
    [slotOf, setSlot],
  );

  const send = useCallback(
    (taskId: string, action: TaskAction) => {
      const log = [...(logs.current[taskId] ?? []), action];
      logs.current[taskId] = log;
      if (isCheckedAction(action)) setCheckingOf(taskId, [...(checkingRef.current[taskId] ?? []), action]);
      chain.current = chain.current.then(async () => {
        // A failure before this call took the task back: what it was built on is gone.
        if ((logs.current[taskId]?.length ?? 0) < log.length) return;
        try {
          takeAnswer(taskId, await postPreviewCheck(homeworkId, { taskId, log }));
          if (isCheckedAction(action)) setCheckingOf(taskId, (checkingRef.current[taskId] ?? []).slice(1));
        } catch (error) {
          const last = answered.current[taskId];
          logs.current[taskId] = (logs.current[taskId] ?? []).slice(0, last?.length ?? 0);
          const slot = slotOf(taskId);
          if (slot) setSlot(taskId, last?.slot ?? { task: slot.task, state: initialTaskState(slot.task) });
          setCheckingOf(taskId, []);
          toast({
            variant: 'destructive',
            title: t`Answer not checked`,
            description: refusalSentence(error, t`Please try again.`),
          });
        }
      });
    },
    [homeworkId, takeAnswer, setCheckingOf, slotOf, setSlot],
  );

  const dispatch = useCallback(
    (action: TaskAction) => {
      const slot = slotOf(details.tasks[indexRef.current]?.id ?? '');
      if (!slot) return;
      const { task } = slot;
      const step = playerStep(task, slot.state, action);
      if (!step) return;
      if (!step.checked) setSlot(task.id, { task, state: step.state });
      send(task.id, action);
    },
    [details.tasks, indexRef, slotOf, setSlot, send],
  );

  const { goTo: move } = nav;
  const goTo = useCallback((index: number) => void move(index), [move]);

  const currentTask = tasks[currentIndex] ?? tasks[0]!;
  const currentState = states[currentTask.id] ?? initialTaskState(currentTask);
  const currentChecking = checking[currentTask.id]?.[0] ?? null;
  const position: PlayerPosition = { tasks, states, currentIndex, homeworkCompleted: false };

  return {
    tasks,
    statesById: states,
    currentIndex,
    currentTask,
    currentState,
    currentChecking,
    checkStatus: currentChecking ? 'checking' : null,
    canOpen: (index) => canOpenTask(position, index),
    goTo,
    dispatch,
    canGoNext: canGoNext(position),
    canGoPrevious: canGoPrevious(position),
    canSubmit: canSubmit(position),
    settled: () => chain.current,
    logs: () => Object.entries(logs.current).map(([taskId, log]) => ({ taskId, log })),
    responses: () => responses.current,
  };
}
