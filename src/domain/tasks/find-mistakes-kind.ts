import { type CorruptReporter, normaliseFindDetail } from '#domain/submissions/read-answer';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { isRecord, readId, readNonNegativeNumber, readString, readStringArray } from '#domain/homework/read';
import { defaultTaskPoints, readTaskPoints, resolveOptionAnswer } from '#domain/homework/repair-task';
import type { FindMistakesTask, FixEntry, Fragment } from '#domain/homework/schema';
import { type FindMistakesTaskResponse, isFindMistakesResponse } from '#domain/submissions/response-types';
import { hiddenKey, startsWith, type TaskKind } from './kind';
import {
  findMistakesDotsPerError,
  findMistakesMaxClicks,
  initialFindMistakesState,
  findMistakesErrorIds,
  fixSteps,
  allErrorsFound,
  reduceFindMistakes,
  findMistakesMaxScore,
  findMistakesScore,
  isFindMistakesDone,
  findMistakesStatus,
  findMistakesToResponse,
  findMistakesStateFromResponse,
  type FindMistakesState,
} from './find-mistakes';
import { bool, count, list, literal, obj, optional, readTask, str, strings } from '#domain/strict-json';

// The find-the-mistakes kind's entry in the task registry, and what only it needs: the repair of
// the task as the teacher wrote it, the reading of its recorded answer, and the student's copy.

/** What the student's browser may see of an open find-the-mistakes task. */
function findMistakesForStudent(task: FindMistakesTask, state: FindMistakesState): Record<string, unknown> {
  const found = new Set(state.identified);
  const everyFound = allErrorsFound(task, state);
  const answered = new Set(state.corrections.map((c) => c.errorId));
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
    // The fix steps would tell how many mistakes there are: they come once all are found, each
    // step's right fix once it is answered.
    fix: everyFound
      ? fixSteps(task).map(({ correct, ...step }) =>
          answered.has(step.errorId) ? { ...step, correct } : step,
        )
      : [],
    ...(everyFound ? {} : { unfoundHidden: true }),
  };
}

/** The find-the-mistakes kind: everything about it in one entry. */
export const findMistakesKind: TaskKind<FindMistakesTask, FindMistakesState, FindMistakesTaskResponse> = {
  actions: ['click-fragment', 'start-fix', 'choose-fix'],
  checkedActions: ['click-fragment', 'choose-fix'],
  initial: initialFindMistakesState,
  reduce: (task, state, action) =>
    action.type === 'click-fragment' || action.type === 'start-fix' || action.type === 'choose-fix'
      ? reduceFindMistakes(task, state, action)
      : state,
  score: findMistakesScore,
  maxScore: findMistakesMaxScore,
  pointDots: (task) => findMistakesDotsPerError * findMistakesErrorIds(task).length,
  isDone: isFindMistakesDone,
  status: findMistakesStatus,
  toResponse: findMistakesToResponse,
  isResponse: isFindMistakesResponse,
  readAnswer: readFindMistakesAnswer,
  repair: repairFindMistakes,
  fromResponse: findMistakesStateFromResponse,
  answer: {
    lists: (task) => [
      {
        path: ['responses', 'clickedFragments'],
        max: findMistakesMaxClicks(task),
        message: (n) =>
          `clickedFragments has ${n} clicks; this task allows at most ${findMistakesMaxClicks(task)}`,
      },
      {
        path: ['responses', 'corrections'],
        max: fixSteps(task).length,
        message: (n) => `corrections has ${n} entries; this task has ${fixSteps(task).length} fix steps`,
      },
    ],
    overLimit: () => null,
    rewrite: (stored, posted) => {
      if (!startsWith(posted.responses.clickedFragments, stored.responses.clickedFragments))
        return 'the clicks already saved were changed';
      for (const saved of stored.responses.corrections) {
        const again = posted.responses.corrections.find((c) => c.errorId === saved.errorId);
        if (!again || again.selectedOption !== saved.selectedOption)
          return 'a correction already saved was changed';
      }
      return null;
    },
  },
  forStudent: findMistakesForStudent,
  fromStudentJson: (raw) =>
    readTask(raw, 'find_mistakes', (json) => {
      const mistakeCount = obj(json.mistakeCount);
      const find = obj(json.find);
      const prompts = obj(find.prompts);
      const mode =
        json.mode === 'find_only' || json.mode === 'find_and_fix'
          ? json.mode
          : literal(json.mode, 'find_only');
      return {
        mode,
        mistakeCount: {
          revealed: bool(mistakeCount.revealed),
          count: mistakeCount.count === undefined ? 0 : count(mistakeCount.count),
          display: str(mistakeCount.display),
        },
        find: {
          fragments: list(find.fragments, (item) => {
            const fragment = obj(item);
            return {
              text: str(fragment.text),
              isError: fragment.isError === undefined ? false : bool(fragment.isError),
              ...optional(fragment, 'errorId', str),
            };
          }),
          prompts: {
            ...optional(prompts, 'allFound', str),
            ...optional(prompts, 'foundCount', str),
            ...optional(prompts, 'wrongGuess', str),
          },
        },
        fix: list(json.fix, (item) => {
          const step = obj(item);
          return {
            errorId: str(step.errorId),
            prompt: str(step.prompt),
            options: strings(step.options),
            correct: step.correct === undefined ? hiddenKey : str(step.correct),
            ...optional(step, 'original', str),
          };
        }),
        ...optional(json, 'unfoundHidden', bool),
      };
    }),
};

function repairFragments(value: unknown): Fragment[] {
  if (!Array.isArray(value)) return [];
  const used = new Set<string>();
  const fragments: Fragment[] = [];
  let errorOrdinal = 0;
  for (const entry of value) {
    const rec: Record<string, unknown> = isRecord(entry) ? entry : { text: entry };
    const text = readString(rec.text) ?? (typeof rec.text === 'number' ? String(rec.text) : undefined);
    if (text === undefined) continue;
    if (rec.isError !== true) {
      fragments.push({ text, isError: false });
      continue;
    }
    errorOrdinal += 1;
    let errorId = readId(rec.errorId) ?? `error-${errorOrdinal}`;
    while (used.has(errorId)) errorId = `${errorId}-${errorOrdinal}`;
    used.add(errorId);
    fragments.push({ text, isError: true, errorId });
  }
  return fragments;
}

function repairFix(value: unknown, errorIds: readonly string[]): FixEntry[] {
  if (!Array.isArray(value)) return [];
  const fix: FixEntry[] = [];
  value.forEach((entry, position) => {
    if (!isRecord(entry)) return;
    const errorId = readId(entry.errorId) ?? errorIds[position];
    if (errorId === undefined) return;
    const given = readStringArray(entry.options) ?? [];
    const correctText = readString(entry.correct);
    const options = given.length > 0 ? given : correctText !== undefined ? [correctText] : [];
    const correct = resolveOptionAnswer(entry.correct, options) ?? options[0];
    if (correct === undefined) return;
    const original = readString(entry.original);
    fix.push({
      errorId,
      prompt: readString(entry.prompt) ?? '',
      options,
      correct,
      ...(original === undefined ? {} : { original }),
    });
  });
  return fix;
}

export function repairFindMistakes(
  raw: Record<string, unknown>,
  id: string,
  question: string,
): FindMistakesTask {
  const find = isRecord(raw.find) ? raw.find : {};
  const fragments = repairFragments(find.fragments);
  const errorIds = fragments.flatMap((f) => (f.errorId === undefined ? [] : [f.errorId]));
  const prompts = isRecord(find.prompts) ? find.prompts : {};
  const mistakeCount = isRecord(raw.mistakeCount) ? raw.mistakeCount : {};
  const promptFields: FindMistakesTask['find']['prompts'] = {};
  for (const key of ['allFound', 'foundCount', 'wrongGuess'] as const) {
    const text = readString(prompts[key]);
    if (text !== undefined) promptFields[key] = text;
  }
  return {
    id,
    type: 'find_mistakes',
    question,
    points: readTaskPoints(raw.points) ?? defaultTaskPoints,
    mode: raw.mode === 'find_and_fix' ? 'find_and_fix' : 'find_only',
    mistakeCount: {
      revealed: mistakeCount.revealed === true,
      count: readNonNegativeNumber(mistakeCount.count) ?? errorIds.length,
      display: readString(mistakeCount.display) ?? 'exactly',
    },
    find: { fragments, prompts: promptFields },
    fix: repairFix(raw.fix, errorIds),
  };
}

/** A find-the-mistakes answer's own fields. */
export function readFindMistakesAnswer(
  raw: Record<string, unknown>,
  base: TaskResponseBase,
  onCorrupt?: CorruptReporter,
): FindMistakesTaskResponse {
  return { ...base, type: 'find_mistakes', responses: normaliseFindDetail(raw.responses, onCorrupt) };
}
