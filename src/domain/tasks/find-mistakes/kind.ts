import { type CorruptReporter, parseMaybeJson } from '#domain/submissions/read-answer';
import { normaliseFindDetail } from './read-answer';
import { findMistakesAuthoring } from './authoring';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { isRecord, } from '#domain/homework/read';
import type { FindMistakesTask, FindMistakesTaskResponse, FixEntry, } from './schema';
import {
  type FindMistakesFigures,
  findMistakesAnalysis,
  findMistakesDataProblem,
  findMistakesEditorProblems,
  isWrongFindMistakesTarget,
} from './review';
import { hiddenKey, startsWith, type TaskKind } from '#domain/tasks/kind';
import { repairFindMistakes } from './repair';
import { findMistakesTokens } from './tokens';

export { repairFindMistakes };
import { opaqueName, seededOrder, type StudentCopy } from '#domain/tasks/student-copy';
import {
  findMistakesDotsPerError,
  findMistakesRecordedClicks,
  initialFindMistakesState,
  findMistakesErrorIds,
  fixSteps,
  allErrorsFound,
  correctionsIncomplete,
  reduceFindMistakes,
  findMistakesMaxScore,
  findMistakesScore,
  isFindMistakesDone,
  findMistakesStatus,
  findMistakesToResponse,
  findMistakesStateFromResponse,
  type FindMistakesAction,
  type FindMistakesState,
} from './engine';
import { bool, count, list, literal, obj, optional, readTask, str, strings } from '#domain/strict-json';

// The find-the-mistakes kind's entry in the task registry, and what only it needs: the reading of
// its recorded answer and the student's copy (the repair of the task as written is in repair.ts).

/**
 * What the student's browser may see of an open find-the-mistakes task: the text as its words, one
 * fragment per word with the space after it (so nothing shows where the teacher's fragments began
 * or ended), a word marked as a mistake only once found, and mistakes under the student's own
 * names (a teacher's or a default id such as "error-2" would tell of others).
 */
function findMistakesForStudent(
  task: FindMistakesTask,
  state: FindMistakesState,
  copy: StudentCopy,
): Record<string, unknown> {
  const { tokens, foundWith, heldBy } = findMistakesTokens(task.find.fragments);
  const found = new Set(state.identified);
  const everyFound = allErrorsFound(task, state);
  // A found mistake with no word of its own (two mistakes in one word) follows the word that holds
  // it as an empty fragment, so the copy's words find it too and its fix step keeps its place.
  const fragments: Array<Record<string, unknown>> = [];
  tokens.forEach((token, index) => {
    const errorId = token.errorId;
    if (errorId === undefined || !found.has(errorId)) {
      fragments.push({ text: token.text + token.after });
      return;
    }
    fragments.push({ text: token.text + token.after, isError: true, errorId: opaqueName(copy, errorId) });
    for (const held of foundWith.get(errorId) ?? []) {
      if (heldBy.get(held) === index && found.has(held))
        fragments.push({ text: '', isError: true, errorId: opaqueName(copy, held) });
    }
  });
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
      fragments,
    },
    // The fix steps would tell how many mistakes there are: they come once all are found, each
    // step's right fix once it is answered.
    fix: everyFound
      ? fixSteps(task).map(({ correct, ...step }) => ({
          ...step,
          errorId: opaqueName(copy, step.errorId),
          options: fixOptionsInStudentOrder(step, copy),
          ...(answered.has(step.errorId) ? { correct } : {}),
        }))
      : [],
    ...(everyFound ? {} : { unfoundHidden: true }),
  };
}

/**
 * A fix step's options in the order one student sees them (a teacher often writes the right fix
 * first). Choices travel as option texts, so the order changes nothing the server reads.
 */
function fixOptionsInStudentOrder(step: Pick<FixEntry, 'errorId' | 'options'>, copy: StudentCopy): string[] {
  return seededOrder(copy, `fix:${step.errorId}`, step.options.length).map((i) => step.options[i] as string);
}

/**
 * A recorded answer in the terms of the student's copy: clicks as word indices (the copy's
 * fragments are its words, so these are its fragment indices too), mistakes under the student's
 * names, and no missed mistakes (they would say how many are left and what they are called).
 */
function findMistakesAnswerForStudent(
  _task: FindMistakesTask,
  state: FindMistakesState,
  response: FindMistakesTaskResponse,
  copy: StudentCopy,
): FindMistakesTaskResponse {
  const name = (errorId: string) => opaqueName(copy, errorId);
  return {
    ...response,
    responses: {
      clickedFragments: [...state.clicked],
      correctlyIdentified: state.identified.map(name),
      incorrectClicks: state.incorrectClicks,
      missedErrors: [],
      corrections: state.corrections.map((c) => ({ ...c, errorId: name(c.errorId) })),
      clickedTokens: [...state.clicked],
      fixStarted: state.fixStarted,
      guessCost: state.guessCost,
    },
  };
}

/**
 * The actions a posted answer (the spec's auto-save and submit bodies, in the teacher's fragments
 * and mistake ids) adds to the state: its clicks past those saved, each a click on the fragment's
 * word, then fixing opened and its new corrections in step order. The saved clicks must start the
 * posted ones and a saved correction must be posted unchanged; otherwise it is a rewrite.
 */
function findMistakesActionsFromAnswer(
  task: FindMistakesTask,
  state: FindMistakesState,
  posted: FindMistakesTaskResponse,
): { actions: FindMistakesAction[] } | { rewrite: string } | { invalid: string } {
  const { tokens, fragmentToken } = findMistakesTokens(task.find.fragments);
  const saved = state.clicked.map((index) => tokens[index]?.fragment ?? -1);
  const postedClicks = posted.responses.clickedFragments;
  if (!startsWith(postedClicks, saved)) return { rewrite: 'the clicks already saved were changed' };
  const actions: FindMistakesAction[] = [];
  for (const fragment of postedClicks.slice(saved.length)) {
    if (!Number.isInteger(fragment) || fragment < 0 || fragment >= task.find.fragments.length)
      return {
        invalid: `clickedFragments names fragment ${fragment}; this task has ${task.find.fragments.length}`,
      };
    const index = fragmentToken[fragment] ?? -1;
    if (index !== -1) actions.push({ type: 'click-fragment', index });
  }
  const postedBy = new Map<string, string>();
  for (const c of posted.responses.corrections) {
    if (!postedBy.has(c.errorId)) postedBy.set(c.errorId, c.selectedOption);
  }
  for (const c of state.corrections) {
    if (postedBy.get(c.errorId) !== c.selectedOption)
      return { rewrite: 'a correction already saved was changed' };
  }
  const steps = fixSteps(task);
  const stepIds = new Set(steps.map((step) => step.errorId));
  for (const errorId of postedBy.keys()) {
    if (!stepIds.has(errorId))
      return { invalid: `corrections names ${errorId}, which is not a fix step of this task` };
  }
  const fixes: FindMistakesAction[] = [];
  for (const step of steps.slice(state.corrections.length)) {
    const option = postedBy.get(step.errorId);
    if (option === undefined) break;
    if (!step.options.includes(option))
      return { invalid: `the correction of ${step.errorId} is not one of its options` };
    fixes.push({ type: 'choose-fix', option });
  }
  if (fixes.length > 0 && !state.fixStarted) actions.push({ type: 'start-fix' });
  actions.push(...fixes);
  return { actions };
}

/** The find-the-mistakes kind: everything about it in one entry. */
export const findMistakesKind: TaskKind<
  FindMistakesTask,
  FindMistakesState,
  FindMistakesTaskResponse,
  FindMistakesAction,
  FindMistakesFigures
> = {
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
  isResponse: (response): response is FindMistakesTaskResponse => response.type === 'find_mistakes',
  looksLikeResponse: (raw) => raw.responses !== undefined,
  dataProblem: findMistakesDataProblem,
  editorProblems: findMistakesEditorProblems,
  // In find and fix, Next and Submit wait for the corrections once every mistake is found.
  holdsNavigation: correctionsIncomplete,
  // The answer says the fix step was opened only once a fix is chosen; the student opens it with a
  // button, so until then the browser's own word counts.
  afterCheck: (before, after) =>
    !before.fixStarted && after.corrections.length === 0 ? { ...after, fixStarted: false } : after,
  dotsLeft: (_task, _state, dots) => dots,
  isWrongTarget: isWrongFindMistakesTarget,
  authoring: findMistakesAuthoring,
  analysis: findMistakesAnalysis,
  readAnswer: readFindMistakesAnswer,
  repair: repairFindMistakes,
  fromResponse: findMistakesStateFromResponse,
  answer: {
    lists: (task) => [
      {
        path: ['responses', 'clickedFragments'],
        max: findMistakesRecordedClicks(task),
        message: (n) =>
          `clickedFragments has ${n} clicks; this task allows at most ${findMistakesRecordedClicks(task)}`,
      },
      {
        path: ['responses', 'clickedTokens'],
        max: findMistakesRecordedClicks(task),
        message: (n) =>
          `clickedTokens has ${n} clicks; this task allows at most ${findMistakesRecordedClicks(task)}`,
      },
      {
        path: ['responses', 'corrections'],
        max: fixSteps(task).length,
        message: (n) => `corrections has ${n} entries; this task has ${fixSteps(task).length} fix steps`,
      },
    ],
    overLimit: () => null,
  },
  // The student's words are the teacher's words (both are the tokens of the same text) and fix
  // choices are option texts, so an action means the same on both sides.
  actionFromStudent: (_task, action) => action,
  actionsFromAnswer: findMistakesActionsFromAnswer,
  forStudent: findMistakesForStudent,
  // Finished (or submitted): the whole task, its fix options in the order this student saw them.
  inStudentOrder: (task, copy) => ({
    ...task,
    fix: task.fix.map((step) => ({ ...step, options: fixOptionsInStudentOrder(step, copy) })),
  }),
  answerForStudent: findMistakesAnswerForStudent,
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

/** A find-the-mistakes answer's own fields. */
export function readFindMistakesAnswer(
  raw: Record<string, unknown>,
  base: TaskResponseBase,
  onCorrupt?: CorruptReporter,
): FindMistakesTaskResponse {
  const detail = normaliseFindDetail(raw.responses, onCorrupt);
  // The fields beside the spec's that make an answer exact (see findMistakesToResponse).
  const parsed = parseMaybeJson(raw.responses, 'find-mistakes responses', undefined);
  const rawDetail = isRecord(parsed) ? parsed : {};
  const tokens = rawDetail.clickedTokens;
  return {
    ...base,
    type: 'find_mistakes',
    responses: {
      ...detail,
      ...(Array.isArray(tokens)
        ? { clickedTokens: tokens.filter((t): t is number => Number.isInteger(t) && t >= 0) }
        : {}),
      ...(typeof rawDetail.fixStarted === 'boolean' ? { fixStarted: rawDetail.fixStarted } : {}),
      ...(typeof rawDetail.guessCost === 'boolean' ? { guessCost: rawDetail.guessCost } : {}),
    },
  };
}
