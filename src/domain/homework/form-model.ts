import type { FindingParams } from './finding';
import { isRecord, parseJsonSafely, readNonNegativeNumber, readString } from './read';
import { defaultPassingScore, repairTask } from './repair';
import { readTaskPoints } from './repair-task';
import type { Task } from './schema';
import { isKnownTaskType, type KnownTaskType } from './task-types';
import { taskMaxScore } from '#domain/tasks/engine';

// The homework form editor's model. The form never rebuilds the homework from typed fields: it
// keeps the JSON objects exactly as they were read (key order, unknown keys, odd values) and each
// edit replaces only the fields it is about. So reading a homework into the form and writing it
// back gives the same JSON, whatever the form does not know.

/** A JSON object as read. */
export type JsonObject = Record<string, unknown>;

/** One task card of the form: a key that stays with the card while it moves, and its JSON. */
export interface TaskCard {
  key: string;
  raw: JsonObject;
}

/** The homework as the form edits it. */
export interface HomeworkFormModel {
  /** The wrapper around assignmentDetails (title, description, dueDate...) when the JSON had one. */
  wrapper: JsonObject | null;
  /** assignmentDetails as read, tasks included (their position among the keys is kept). */
  details: JsonObject;
  tasks: TaskCard[];
}

/** Why a JSON text cannot be shown in the form (it stays editable in the JSON tab). */
export type FormReadResult =
  | { ok: true; model: HomeworkFormModel }
  | { ok: false; reason: string; code: string; params?: FindingParams };

let cardCounter = 0;
function nextCardKey(): string {
  cardCounter += 1;
  return `card-${cardCounter}`;
}

/** The model of a homework not written yet. */
export function emptyFormModel(): HomeworkFormModel {
  return {
    wrapper: null,
    details: { totalPoints: 0, passingScore: 0, instructions: '', tasks: [] },
    tasks: [],
  };
}

/** Reads JSON text (a wrapper or bare assignmentDetails) into the form; blank text is a new homework. */
export function readFormModel(text: string): FormReadResult {
  if (text.trim() === '') return { ok: true, model: emptyFormModel() };
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return { ok: false, code: 'form.not-json', reason: 'The JSON does not parse.' };
  return formModelOf(parsed.value);
}

/** The form model of a parsed JSON value. */
export function formModelOf(value: unknown): FormReadResult {
  if (!isRecord(value)) return { ok: false, code: 'form.not-object', reason: 'The JSON is not an object.' };
  const wrapped = 'assignmentDetails' in value;
  const details = wrapped ? value.assignmentDetails : value;
  if (!isRecord(details))
    return { ok: false, code: 'form.details-not-object', reason: 'assignmentDetails is not an object.' };
  const tasks = details.tasks === undefined ? [] : details.tasks;
  if (!Array.isArray(tasks))
    return { ok: false, code: 'form.tasks-not-list', reason: 'tasks is not a list.' };
  const bad = tasks.findIndex((task) => !isRecord(task));
  if (bad !== -1)
    return {
      ok: false,
      code: 'form.task-not-object',
      reason: `tasks[${bad}] is not an object.`,
      params: { index: bad },
    };
  return {
    ok: true,
    model: {
      wrapper: wrapped ? value : null,
      details,
      tasks: (tasks as JsonObject[]).map((raw) => ({ key: nextCardKey(), raw })),
    },
  };
}

/** The JSON value the form stands for. */
export function formModelJson(model: HomeworkFormModel): JsonObject {
  const details = { ...model.details, tasks: model.tasks.map((card) => card.raw) };
  return model.wrapper ? { ...model.wrapper, assignmentDetails: details } : details;
}

/** The JSON text the form stands for, as the JSON tab shows it. */
export function formModelText(model: HomeworkFormModel): string {
  return JSON.stringify(formModelJson(model), null, 2);
}

/** The known type of a card's task, or null (an unknown or missing type is edited as JSON only). */
export function cardType(card: TaskCard): KnownTaskType | null {
  const type = readString(card.raw.type)?.trim();
  return type !== undefined && isKnownTaskType(type) ? type : null;
}

/** The points a task's data gives it: what it can score (a sequence 2 per item...), else its points. */
export function naturalPoints(raw: JsonObject): number | undefined {
  // The id does not change what a task can score; a card whose id is missing still has points.
  const task = repairTask({ ...raw, id: 'form' });
  if (!task) return undefined;
  // A task still being written may lack its key (no right option yet), which the repair marks and
  // scores 0; what its content can score is asked of it as if the key were there.
  const { keyProblem: _unfinished, ...content } = task as Task & { keyProblem?: unknown };
  return taskMaxScore({ ...content, points: readTaskPoints(raw.points) ?? content.points } as Task);
}

/** The points written on a task, or undefined when missing or unreadable. */
export function taskPoints(raw: JsonObject): number | undefined {
  return readTaskPoints(raw.points);
}

/**
 * A task after an edit of its content: its points follow what it can score when they did before
 * the edit (a tutor who set other points keeps them).
 */
export function withFollowedPoints(before: JsonObject, after: JsonObject): JsonObject {
  const points = taskPoints(before);
  const was = naturalPoints(before);
  if (points === undefined || points !== was) return after;
  const now = naturalPoints(after);
  return now === undefined || now === points ? after : { ...after, points: now };
}

/** The sum of the tasks' points as the form reads them (unreadable points count 0). */
export function taskPointsSum(tasks: readonly TaskCard[]): number {
  return tasks.reduce((sum, card) => sum + (taskPoints(card.raw) ?? 0), 0);
}

/**
 * The model with new tasks; totalPoints follows the task points' sum when it equalled the sum (or
 * was missing), and passingScore follows the default 70% of the total when it was that default.
 */
export function withTasks(model: HomeworkFormModel, tasks: TaskCard[]): HomeworkFormModel {
  const oldSum = taskPointsSum(model.tasks);
  const newSum = taskPointsSum(tasks);
  const total = readNonNegativeNumber(model.details.totalPoints);
  const details = { ...model.details };
  if (total === undefined || total === oldSum) {
    details.totalPoints = newSum;
    const passing = readNonNegativeNumber(model.details.passingScore);
    if (passing === undefined || passing === defaultPassingScore(total ?? oldSum)) {
      details.passingScore = defaultPassingScore(newSum);
    }
  }
  return { ...model, details, tasks };
}

/** Sets one field of assignmentDetails (instructions, totalPoints, passingScore). */
export function withDetail(model: HomeworkFormModel, key: string, value: unknown): HomeworkFormModel {
  return { ...model, details: { ...model.details, [key]: value } };
}

/** A task id not used by any card: q1, q2, ... */
export function freeTaskId(tasks: readonly TaskCard[]): string {
  const used = new Set(tasks.map((card) => String(card.raw.id)));
  let n = tasks.length + 1;
  while (used.has(`q${n}`)) n += 1;
  return `q${n}`;
}

/** A new card holding this task JSON. */
export function newCard(raw: JsonObject): TaskCard {
  return { key: nextCardKey(), raw };
}

/** Adds a task at the end. */
export function addTask(model: HomeworkFormModel, make: (id: string) => JsonObject): HomeworkFormModel {
  return withTasks(model, [...model.tasks, newCard(make(freeTaskId(model.tasks)))]);
}

/** Replaces the task at `index` with its edited JSON. */
export function updateTask(model: HomeworkFormModel, index: number, raw: JsonObject): HomeworkFormModel {
  return withTasks(
    model,
    model.tasks.map((card, i) => (i === index ? { ...card, raw } : card)),
  );
}

/** Copies the task at `index` (a new id) just after it. */
export function duplicateTask(model: HomeworkFormModel, index: number): HomeworkFormModel {
  const card = model.tasks[index];
  if (!card) return model;
  const copy = JSON.parse(JSON.stringify(card.raw)) as JsonObject;
  copy.id = freeTaskId(model.tasks);
  const tasks = [...model.tasks];
  tasks.splice(index + 1, 0, newCard(copy));
  return withTasks(model, tasks);
}

/** Removes the task at `index`. */
export function removeTask(model: HomeworkFormModel, index: number): HomeworkFormModel {
  return withTasks(
    model,
    model.tasks.filter((_, i) => i !== index),
  );
}

/** Moves the task at `from` to `to`. */
export function moveTask(model: HomeworkFormModel, from: number, to: number): HomeworkFormModel {
  const n = model.tasks.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return model;
  const tasks = [...model.tasks];
  const [moved] = tasks.splice(from, 1);
  tasks.splice(to, 0, moved as TaskCard);
  return { ...model, tasks };
}

/** A small stable hash of a text, for orders that must look random yet come out the same each time. */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
