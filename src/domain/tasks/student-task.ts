import { z } from 'zod';
import { isPlayableTask } from '#domain/homework/navigation';
import { isRecord } from '#domain/homework/read';
import { noValidTasksPlaceholder } from '#domain/homework/repair';
import {
  type AssignmentDetails,
  binaryTaskSchema,
  type FindMistakesTask,
  findMistakesTaskSchema,
  fixEntrySchema,
  isKnownTask,
  mcqTaskSchema,
  sequenceTaskSchema,
  type Task,
  unknownTaskSchema,
} from '#domain/homework/schema';
import { isFindMistakesResponse, type TaskResponse } from '#domain/submissions/response-types';
import {
  isTaskDone,
  reduceTask,
  type TaskAction,
  type TaskState,
  taskStateFromResponse,
  taskToResponse,
} from './engine';
import { allErrorsFound, fixSteps } from './find-mistakes';

// What the student's browser may know of a task, and when.
//
// While a task is being played the browser gets the task without its answer key: no right option,
// no right true/false value, no right order, no flag telling an error fragment from the others, no
// right fix and, when the teacher hid it, no mistake count. The parts of the key the student has
// earned come back as they are earned: a mistake once it is found (its fragment gets its flag and
// id), the fix steps once every mistake is found, the right fix of a step once that step is
// answered. A finished task (and one that cannot be played) is sent whole, so the player can show
// the answer and the review can show everything.
//
// The browser never decides whether an answer is right. The actions that need the key (picks,
// checks, fragment clicks, fix choices) are checked by the server, which answers with the task as
// the student now knows it and the recorded response; the other actions (placing, moving and
// removing words, opening the fix step) change nothing the key decides and play at once.

/** The stand-in for a part of the key the browser does not have: no option text can equal it. */
export const hiddenKey = '\u0000hidden';

/** Whether the student may see this task whole: it is finished, or there is nothing to play. */
export function isTaskOpenToStudent(task: Task, state: TaskState): boolean {
  return !isPlayableTask(task) || isTaskDone(task, state);
}

function findForStudent(task: FindMistakesTask, state: TaskState): Record<string, unknown> {
  const identified = state.type === 'find_mistakes' ? state.identified : [];
  const found = new Set(identified);
  const everyFound = state.type === 'find_mistakes' && allErrorsFound(task, state);
  const answered = new Set(state.type === 'find_mistakes' ? state.corrections.map((c) => c.errorId) : []);
  const { revealed, display } = task.mistakeCount;
  return {
    id: task.id,
    type: task.type,
    question: task.question,
    points: task.points,
    mode: task.mode,
    mistakeCount: revealed ? task.mistakeCount : { revealed, display },
    find: {
      prompts: task.find.prompts,
      // A fragment shows its flag and id only once found, so the others all look alike.
      fragments: task.find.fragments.map((fragment) =>
        fragment.isError && fragment.errorId !== undefined && found.has(fragment.errorId)
          ? { text: fragment.text, isError: true, errorId: fragment.errorId }
          : { text: fragment.text },
      ),
    },
    // The fix steps would tell how many mistakes there are: they come once all are found.
    fix: everyFound
      ? fixSteps(task).map(({ correct, ...step }) =>
          answered.has(step.errorId) ? { ...step, correct } : step,
        )
      : [],
    ...(everyFound ? {} : { unfoundHidden: true }),
  };
}

/** The task as the student's browser may see it in this state (plain JSON for the answer). */
export function taskForStudent(task: Task, state: TaskState): Record<string, unknown> {
  if (!isKnownTask(task) || isTaskOpenToStudent(task, state)) return { ...task };
  switch (task.type) {
    case 'mcq_1': {
      const { correctAnswer: _key, ...shown } = task;
      return shown;
    }
    case 'binary_task': {
      const { correctAnswer: _key, ...shown } = task;
      return shown;
    }
    case 'sequence_task': {
      const { correctOrder: _key, ...shown } = task;
      return shown;
    }
    case 'find_mistakes':
      return findForStudent(task, state);
  }
}

/**
 * A recorded answer as the student may see it: while a find-the-mistakes task is open, the
 * mistakes not found yet are not listed (their ids would point at them).
 */
export function responseForStudent(task: Task, state: TaskState, response: TaskResponse): TaskResponse {
  if (isTaskOpenToStudent(task, state) || !isFindMistakesResponse(response)) return response;
  return { ...response, responses: { ...response.responses, missedErrors: [] } };
}

// The browser's reading of a task the server sent: the same shapes with the key parts optional.
const sequenceJson = sequenceTaskSchema.extend({ correctOrder: z.array(z.string()).optional() });
const mcqJson = mcqTaskSchema.extend({ correctAnswer: z.string().optional() });
const binaryJson = binaryTaskSchema.extend({ correctAnswer: z.boolean().optional() });
const findJson = findMistakesTaskSchema.extend({
  mistakeCount: z.object({
    revealed: z.boolean(),
    count: z.number().nonnegative().optional(),
    display: z.string(),
  }),
  find: z.object({
    fragments: z.array(
      z.object({ text: z.string(), isError: z.boolean().optional(), errorId: z.string().optional() }),
    ),
    prompts: findMistakesTaskSchema.shape.find.shape.prompts,
  }),
  fix: z.array(fixEntrySchema.extend({ correct: z.string().optional() })),
});

function decodeKnown(raw: Record<string, unknown>): Task | null {
  switch (raw.type) {
    case 'sequence_task': {
      const task = sequenceJson.safeParse(raw);
      return task.success ? { ...task.data, correctOrder: task.data.correctOrder ?? [] } : null;
    }
    case 'mcq_1': {
      const task = mcqJson.safeParse(raw);
      return task.success ? { ...task.data, correctAnswer: task.data.correctAnswer ?? hiddenKey } : null;
    }
    case 'binary_task': {
      // false stands for "not known": the engine only compares it after the one pick, which the
      // server checks and answers with the whole task.
      const task = binaryJson.safeParse(raw);
      return task.success ? { ...task.data, correctAnswer: task.data.correctAnswer ?? false } : null;
    }
    case 'find_mistakes': {
      const parsed = findJson.safeParse(raw);
      if (!parsed.success) return null;
      const task = parsed.data;
      return {
        ...task,
        mistakeCount: { ...task.mistakeCount, count: task.mistakeCount.count ?? 0 },
        find: {
          ...task.find,
          fragments: task.find.fragments.map((f) => ({ ...f, isError: f.isError === true })),
        },
        fix: task.fix.map((step) => ({ ...step, correct: step.correct ?? hiddenKey })),
      };
    }
    default: {
      const task = unknownTaskSchema.safeParse(raw);
      return task.success ? task.data : null;
    }
  }
}

/**
 * The browser's task from what the server sent, the hidden key parts filled with stand-ins that
 * match nothing (so the engine never calls a pick, an order or a fix right on its own); null when
 * the JSON is not a task.
 */
export function taskFromStudentJson(raw: unknown): Task | null {
  return isRecord(raw) ? decodeKnown(raw) : null;
}

/**
 * The browser's state after the server answered a checked action: rebuilt from the recorded
 * response on the task as now known. Whether the fix step was opened is the browser's own: the
 * record only says it once a fix was chosen, and the student opens it with a button.
 */
export function stateFromAnswer(task: Task, response: TaskResponse, before: TaskState): TaskState {
  const state = taskStateFromResponse(task, response);
  if (
    state.type === 'find_mistakes' &&
    before.type === 'find_mistakes' &&
    !before.fixStarted &&
    state.corrections.length === 0
  )
    return { ...state, fixStarted: false };
  return state;
}

/**
 * An action the browser plays at once. The server keeps a sequence as the texts placed and reads
 * them back onto the first free items of each text, so the browser places repeated words the
 * same way; otherwise tapping the second of two equal words would mean another item on each side.
 */
export function playLocally(task: Task, state: TaskState, action: TaskAction): TaskState {
  const next = reduceTask(task, state, action);
  if (next === state || next.type !== 'sequence_task') return next;
  return taskStateFromResponse(task, taskToResponse(task, next, 0));
}

/** Whether the action needs the answer key: the server checks it before the player shows anything. */
export function isCheckedAction(action: TaskAction): boolean {
  switch (action.type) {
    case 'pick-option':
    case 'pick-answer':
    case 'check-order':
    case 'click-fragment':
    case 'choose-fix':
      return true;
    case 'tap-item':
    case 'move-item':
    case 'reset-order':
    case 'start-fix':
      return false;
  }
}

const index = z.number().int().min(0).max(100_000);

/** Every action a student can take on a task, as it travels to the server. */
export const taskActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick-option'), index }),
  z.object({ type: z.literal('pick-answer'), value: z.boolean() }),
  z.object({ type: z.literal('tap-item'), index }),
  z.object({ type: z.literal('move-item'), from: index, to: index }),
  z.object({ type: z.literal('reset-order') }),
  z.object({ type: z.literal('check-order') }),
  z.object({ type: z.literal('click-fragment'), index }),
  z.object({ type: z.literal('start-fix') }),
  z.object({ type: z.literal('choose-fix'), option: z.string().max(10_000) }),
]);

/**
 * The homework the browser plays, from the details the server sent (already repaired there): each
 * task read with taskFromStudentJson; one that cannot be read is left out, and with none left the
 * player shows the no-valid-tasks message.
 */
export function studentDetailsFromJson(raw: unknown): AssignmentDetails {
  const details = isRecord(raw) ? raw : {};
  const tasks = (Array.isArray(details.tasks) ? details.tasks : []).flatMap((entry) => {
    const task = taskFromStudentJson(entry);
    return task ? [task] : [];
  });
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    totalPoints: number(details.totalPoints),
    passingScore: number(details.passingScore),
    instructions: typeof details.instructions === 'string' ? details.instructions : '',
    tasks: tasks.length > 0 ? tasks : [noValidTasksPlaceholder()],
  };
}
