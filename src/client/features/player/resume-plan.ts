import type { Task } from '#domain/homework/schema';
import { resumeIndex } from '#domain/homework/navigation';
import type { TaskResponse } from '#domain/submissions/response-types';
import { latestResponseByTask, normaliseTaskResponse } from '#domain/submissions/responses';
import {
  initialTaskState,
  type TaskAction,
  type TaskState,
  taskStateFromResponse,
} from '#domain/tasks/engine';
import { isCheckedAction, playLocally } from '#domain/tasks/student-task';
import { isCheckEntry, type OutboxEntry } from './auto-save-outbox';
import type { LocalProgress } from './local-progress';

/** What the server knows when the player opens: its task responses, saved index and start time. */
export interface ServerProgress {
  tasks: TaskResponse[];
  currentTaskIndex: number;
  startTime: string | null;
}

/** Where the player starts. */
export interface ResumePlan {
  /** Each task's answer as the server recorded it (or as an older unsent save holds it). */
  responses: Record<string, TaskResponse>;
  /** Each task's state: the recorded answer, with the actions still waiting played on top. */
  states: Record<string, TaskState>;
  /** The number the next action on each task takes. */
  seqs: Record<string, number>;
  /** Per task, the actions waiting for the server's check, oldest first (shown as being checked). */
  checking: Record<string, TaskAction[]>;
  currentIndex: number;
  startTime: string;
}

/**
 * Plans the resume. The server's record is the truth; what waits in the outbox was done after it
 * and is sent again as the player opens: an action that needs no check is shown at once, those that
 * need one show as being checked. Without a submission yet, the local copy gives the index
 * and the start time.
 */
export function planResume({
  tasks,
  server,
  local,
  outbox,
  now,
}: {
  tasks: readonly Task[];
  server: ServerProgress | null;
  local: LocalProgress | null;
  outbox: readonly OutboxEntry[];
  now: Date;
}): ResumePlan {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const responses: Record<string, TaskResponse> = Object.fromEntries(
    latestResponseByTask(server?.tasks ?? []),
  );
  // An older save (a whole answer) that never reached the server still counts until it is sent.
  for (const entry of outbox) {
    if (isCheckEntry(entry)) continue;
    const response = normaliseTaskResponse(entry.taskResponse);
    if (response && byId.has(response.taskId)) responses[response.taskId] = response;
  }

  const states: Record<string, TaskState> = {};
  const seqs: Record<string, number> = {};
  for (const [taskId, response] of Object.entries(responses)) {
    const task = byId.get(taskId);
    if (!task) continue;
    states[taskId] = taskStateFromResponse(task, response);
    seqs[taskId] = response.actionCount ?? 0;
  }

  const checking: Record<string, TaskAction[]> = {};
  for (const entry of outbox) {
    if (!isCheckEntry(entry)) continue;
    const { taskId, action, seq } = entry.check;
    const task = byId.get(taskId);
    if (!task) continue;
    seqs[taskId] = Math.max(seqs[taskId] ?? 0, seq + 1);
    if (isCheckedAction(action)) checking[taskId] = [...(checking[taskId] ?? []), action];
    else states[taskId] = playLocally(task, states[taskId] ?? initialTaskState(task), action);
  }

  const savedIndex = server?.currentTaskIndex ?? local?.currentTaskIndex ?? 0;
  const currentIndex = resumeIndex(tasks, Object.values(responses), savedIndex);
  const startTime = server?.startTime ?? local?.startTime ?? now.toISOString();
  return { responses, states, seqs, checking, currentIndex, startTime };
}
