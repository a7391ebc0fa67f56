import { t } from '@lingui/core/macro';
import type { CheckAnswer, CheckBody } from '#contract/student';
import { normaliseTaskResponse } from '#domain/submissions/responses';
import { initialTaskState, type TaskAction, taskStateFromResponse } from '#domain/tasks/engine';
import { isCheckedAction, stateFromAnswer, taskFromStudentJson } from '#domain/tasks/student-task';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../api/http';
import { postAutoSave, postCheck } from '../../api/student-homework';
import { sendDroppingTrackingOn413 } from '../../tracking/drop-tracking-on-413';
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
import { fetchLatestResponses } from './load-session';
import type { ResumePlan } from './resume-plan';
import type { TaskSlots } from './use-task-slots';
import { refusalSentence } from './refusal-sentence';
import { i18n } from '../../i18n/locale';

const sentenceOf = (error: unknown) => refusalSentence(error);
import { onSignedInAgain } from '../../api/signed-out';

/** What goes with an action to the server besides the task, the action and its number. */
export type ActionContext = Omit<CheckBody, 'taskId' | 'action' | 'seq'>;

/** The actions on their way to the server. */
export interface ActionQueue {
  /** Per task, the checked actions sent and not answered yet, oldest first. */
  checking: Record<string, TaskAction[]>;
  /** True after a network failure, until the server answers again. */
  offline: boolean;
  /** Numbers the action, keeps it in the outbox and sends what waits. */
  send: (taskId: string, action: TaskAction, context: ActionContext) => void;
  /** Sends everything waiting; true when nothing waits afterwards. */
  flush: () => Promise<boolean>;
  /** The error of the last failed send, or null. */
  lastError: () => unknown;
  /** Empties the outbox (after a successful submit). */
  forget: () => void;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Every action goes to the server's check call through the durable outbox: one write per action,
 * in order, numbered per task so a retry is never applied twice, so nothing answered is lost to a
 * network error or a reload. An action that needs the answer key waits for the server's answer
 * (listed in `checking`), which brings the recorded answer and the task as the student now knows
 * it; the caller shows the others at once. What waits is sent again when the browser is back online.
 */
export function useActionQueue({
  homeworkId,
  plan,
  slots,
}: {
  homeworkId: number;
  plan: ResumePlan;
  slots: Pick<TaskSlots, 'slotOf' | 'setSlot'>;
}): ActionQueue {
  const { slotOf, setSlot } = slots;
  const [checking, setChecking] = useState<Record<string, TaskAction[]>>(plan.checking);
  const [offline, setOffline] = useState(false);
  const checkingRef = useRef(checking);
  // The number the next action on each task takes.
  const seqs = useRef<Record<string, number>>({ ...plan.seqs });

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
      const slot = slotOf(taskId);
      const task = taskFromStudentJson(answer.task);
      const response = normaliseTaskResponse(answer.taskResponse);
      if (!slot || !task || !response) return;
      // Not applied, and not our own retry: another tab answered this task further. What waits
      // here was built on what this tab saw, so it is dropped and the saved answer shown.
      const overtaken = !answer.applied && answer.seq !== entry.check.seq + 1;
      if (overtaken) {
        saver.discard(taskId);
        toast({
          title: t`Answer updated`,
          description: t`This question was answered in another tab; showing the saved answer.`,
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
      setSlot(taskId, {
        task,
        state: shownAndWaiting && !overtaken ? slot.state : stateFromAnswer(task, response, slot.state),
      });
      const queue = checkingRef.current[taskId] ?? [];
      if (overtaken) setCheckingOf(taskId, []);
      else if (isCheckedAction(entry.check.action)) setCheckingOf(taskId, queue.slice(1));
    };
    // After a refusal the task shows what the server has saved.
    const resync = async (taskId: string) => {
      try {
        const response = (await fetchLatestResponses(homeworkId)).get(taskId);
        const slot = slotOf(taskId);
        if (!slot) return;
        if (response) seqs.current[taskId] = Math.max(seqs.current[taskId] ?? 0, response.actionCount ?? 0);
        setSlot(taskId, {
          task: slot.task,
          state: response ? taskStateFromResponse(slot.task, response) : initialTaskState(slot.task),
        });
      } catch {
        // The next answer from the server brings the state anyway.
      }
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
        // A network failure leaves the action waiting: the task says, calmly and in place, that it is
        // checked when back online. Nothing has failed yet, so no error toast covers the page.
        if (!isApiError(error)) {
          setOffline(true);
          return;
        }
        // A session that ended leaves it waiting too: the sign-in-again dialog is already open.
        if (isApiError(error, 401)) return;
        toast({
          variant: 'destructive',
          title: t`Auto-save failed`,
          description: t`Error: ${sentenceOf(error)}`,
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
          title: t`Answer not saved`,
          // The server's words in English; in another language the sentence for its code.
          description:
            i18n.locale !== 'en'
              ? refusalSentence(error)
              : isApiError(error)
                ? error.serverMessage
                : errorMessage(error),
        });
      },
    });
    return saver;
  }, [homeworkId, slotOf, setSlot, setCheckingOf]);

  // Send what waits, and again whenever the browser comes back online or the person signs in again.
  useEffect(() => {
    void saver.flush();
    const onOnline = () => void saver.flush();
    window.addEventListener('online', onOnline);
    const stopListening = onSignedInAgain(onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      stopListening();
    };
  }, [saver]);

  const send = useCallback(
    (taskId: string, action: TaskAction, context: ActionContext) => {
      // Several checked actions may wait, in order: a fast second click is never dropped.
      if (isCheckedAction(action)) setCheckingOf(taskId, [...(checkingRef.current[taskId] ?? []), action]);
      const seq = seqs.current[taskId] ?? 0;
      seqs.current[taskId] = seq + 1;
      void saver.save({ check: { taskId, action, seq, ...context } });
    },
    [saver, setCheckingOf],
  );
  const forget = useCallback(() => clearOutbox(homeworkId), [homeworkId]);

  return { checking, offline, send, flush: saver.flush, lastError: saver.lastError, forget };
}
