import type { Task } from '#domain/homework/schema';
import { resumeIndex } from '#domain/homework/navigation';
import type { TaskResponse } from '#domain/submissions/response-types';
import { latestResponseByTask, normaliseTaskResponse } from '#domain/submissions/responses';
import { type TaskState, taskStateFromResponse } from '#domain/tasks/engine';
import type { OutboxEntry } from './auto-save-outbox';
import type { LocalProgress } from './local-progress';

/** What the server knows when the player opens: its task responses, saved index and start time. */
export interface ServerProgress {
  tasks: TaskResponse[];
  currentTaskIndex: number;
  startTime: string | null;
}

/** Where the player starts: each task's response and state, the index, the start time, and what to re-send. */
export interface ResumePlan {
  responses: Record<string, TaskResponse>;
  states: Record<string, TaskState>;
  currentIndex: number;
  startTime: string;
  /** Local responses the server lacks (or has less complete), to auto-save again. */
  resend: TaskResponse[];
}

function isMoreComplete(local: TaskResponse, server: TaskResponse | undefined): boolean {
  return server === undefined || (local.completed && !server.completed);
}

/**
 * Plans the resume: with a server submission, its responses and resumeIndex, with
 * unsent (outbox) answers and local answers the server lacks merged in and re-sent; without one,
 * the locally stored progress.
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
  const known = new Set(tasks.map((task) => task.id));
  const serverLatest = latestResponseByTask(server?.tasks ?? []);
  const localLatest = latestResponseByTask(local?.tasks ?? []);
  const unsent = new Map<string, TaskResponse>();
  for (const entry of outbox) {
    const response = normaliseTaskResponse(entry.taskResponse);
    if (response) unsent.set(response.taskId, response);
  }

  const responses: Record<string, TaskResponse> = {};
  const resend: TaskResponse[] = [];
  for (const task of tasks) {
    const fromServer = serverLatest.get(task.id);
    const fromOutbox = unsent.get(task.id);
    const fromLocal = localLatest.get(task.id);
    if (fromOutbox) {
      responses[task.id] = fromOutbox;
      resend.push(fromOutbox);
    } else if (fromLocal && isMoreComplete(fromLocal, fromServer)) {
      responses[task.id] = fromLocal;
      resend.push(fromLocal);
    } else if (fromServer) responses[task.id] = fromServer;
  }

  const states: Record<string, TaskState> = {};
  for (const task of tasks) {
    const response = responses[task.id];
    if (response && known.has(task.id)) states[task.id] = taskStateFromResponse(task, response);
  }

  const savedIndex = server?.currentTaskIndex ?? local?.currentTaskIndex ?? 0;
  const currentIndex = resumeIndex(tasks, Object.values(responses), savedIndex);
  const startTime = server?.startTime ?? local?.startTime ?? now.toISOString();
  return { responses, states, currentIndex, startTime, resend };
}
