import { isNoValidTasksPlaceholder, taskDataProblem } from '#domain/homework/repair';
import type { KnownTask, Task } from '#domain/homework/schema';
import { isKnownTask } from '#domain/homework/task-types';
import type { LoggedAction, TaskResponse } from '#domain/submissions/response-types';
import { reduceTask, type TaskAction, type TaskState, taskStateFromResponse } from '#domain/tasks/engine';
import { recordingDuration, SEEK_STEP_MS } from '#domain/tracking/replay-clock';
import type { TrackingRecord } from '#domain/tracking/schema';
import { clientKindOf } from '../tasks/kinds';
import type { KindReplay, WrongStep } from './kind-replay';

/** One action of the answer's log placed on the recording's clock, with the state it led to. */
export interface ReplayStep {
  /** Where it falls in the recording (ms on the task, the clock of the cursor and the clicks). */
  timeMs: number;
  action: TaskAction;
  /** The server's time when it took the action in (ms since the epoch). */
  at: number;
  /** The index of the recorded press that made it, or null when none did (typed, keyboard, not recorded). */
  click: number | null;
  wrong: WrongStep | null;
  /** The task's state after this action: the fold of the log up to and including it. */
  state: TaskState;
}

/** The answer's log on the recording's clock: the state before any action, then each action in order. */
export interface ReplayTimeline {
  start: TaskState;
  steps: ReplayStep[];
}

/**
 * How far after its estimated time a press may be and still be the one that made an action: small
 * once a press has tied the two clocks together, wider before (the student's device and the server
 * may disagree on the time by some seconds).
 */
export const MATCH_SLACK_MS = 1_000;
export const FIRST_MATCH_SLACK_MS = 3_000;

/**
 * Places the answer's log on the recording's clock. The two clocks differ:
 * - the recording counts milliseconds spent on the task (it stops while the student is on another
 *   task and goes on when they come back), from `startTime`, the device's time (epoch ms) when the
 *   task was first shown;
 * - each logged action carries `at`, the server's time (epoch ms) when it took the action in, later
 *   than the press that made it by the network's delay (much later for a check sent when the
 *   student came back online).
 * The rule: each action, in order, is tied to the recorded press that made it (the first press
 * not used yet, not before the action before it, that the task's kind says makes it, and not much
 * later than the estimate below) and shows one seek step (100 ms) after it: at the press itself the
 * stage still shows what the student pressed on, then what it led to. Every matched press ties the clocks: the offset
 * (press time - `at`) then estimates the next actions' times. An action no press made (typed into
 * a gap, chosen with the keyboard) is placed at `at` + that offset; before any press matched, the
 * offset is -startTime (on the first visit the recording's time is the device's time since the
 * start). Times are rounded to the seek bar's 100 ms grid, never go back and stay inside the
 * recording.
 * Null when the task's kind is unknown, it cannot be played, or the answer has no log (saved before
 * answers kept one).
 */
export function replayTimeline(
  task: Task,
  response: TaskResponse | null,
  record: TrackingRecord,
): ReplayTimeline | null {
  if (!isKnownTask(task) || !response?.log || response.type !== task.type) return null;
  // A task that cannot be played (its key missing, its data unplayable) shows its message instead.
  if (taskDataProblem(task) !== null || isNoValidTasksPlaceholder(task)) return null;
  const rules = clientKindOf(task).replay as unknown as KindReplay<KnownTask, TaskState, TaskAction>;
  const known = task as KnownTask;
  const start = taskStateFromResponse(task, { ...response, log: [] });
  const durationMs = recordingDuration(record);
  const clicks = record.clicks;
  let offset: number | null = record.startTime === undefined ? null : -record.startTime;
  let calibrated = false;
  let nextClick = 0;
  let previous = 0;
  let previousMoment = 0;
  let state = start;
  const steps: ReplayStep[] = [];
  for (const logged of response.log as LoggedAction[]) {
    const { at, ...action } = logged;
    const before = state;
    const estimate = offset === null ? null : at + offset;
    const latest =
      estimate === null
        ? Number.POSITIVE_INFINITY
        : estimate + (calibrated ? MATCH_SLACK_MS : FIRST_MATCH_SLACK_MS);
    let click: number | null = null;
    for (let i = nextClick; i < clicks.length; i += 1) {
      const press = clicks[i];
      if (!press || press.timestamp > latest) break;
      if (press.timestamp < previousMoment || press.target === undefined) continue;
      if (rules.madeBy(known, before, action as TaskAction, press.target)) {
        click = i;
        break;
      }
    }
    let timeMs: number;
    const press = click === null ? undefined : clicks[click];
    if (press) {
      previousMoment = press.timestamp;
      timeMs = press.timestamp + SEEK_STEP_MS;
      offset = press.timestamp - at;
      calibrated = true;
      nextClick = (click as number) + 1;
    } else {
      timeMs = estimate ?? previous;
      previousMoment = Math.max(previousMoment, Math.min(timeMs, durationMs));
    }
    // On the seek bar's 100 ms grid (rounded as a seek is): seeking to a press's mark shows what was
    // pressed, one step on what it did; never before the action before it, nor past the end.
    timeMs = Math.min(durationMs, Math.max(previous, Math.round(timeMs / SEEK_STEP_MS) * SEEK_STEP_MS));
    previous = timeMs;
    state = reduceTask(task, before, action as TaskAction);
    steps.push({
      timeMs,
      action: action as TaskAction,
      at,
      click,
      wrong: state === before ? null : rules.wrong(known, before, state, action as TaskAction),
      state,
    });
  }
  return { start, steps };
}

/** How many of the timeline's actions had happened at a time (the last one at or before it counts). */
export function stepsDoneAt(timeline: ReplayTimeline, timeMs: number): number {
  let low = 0;
  let high = timeline.steps.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((timeline.steps[mid] as ReplayStep).timeMs <= timeMs) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The task's state at a time of the recording: the fold of the log's actions up to then. */
export function stateAt(timeline: ReplayTimeline, timeMs: number): TaskState {
  const done = stepsDoneAt(timeline, timeMs);
  return done === 0 ? timeline.start : (timeline.steps[done - 1] as ReplayStep).state;
}
