import { isRecord, readStringArray } from '#domain/homework/read';
import type { EditorReport } from '#domain/tasks/kind';
import { isBlankRight } from './engine';
import { normaliseAnswer } from './text';
import type { FillBlanksTask, FillBlanksTaskResponse } from './types';

// What the teacher's side reads of a fill_blanks task: the editor's findings beyond the key, and
// the item analysis: per gap how many got it right and the wrong answers students gave most, so a
// tutor sees which words a class mixes up. Answers are counted once per student, in the form the
// key compares them in (capitals and typographic marks folded), shown as the first student typed
// them.

/** The most common wrong answers kept per gap. */
export const commonWrongAnswersShown = 5;

/** One gap across the class. */
export interface BlankFigures {
  blank: number;
  /** The gap's first answer (what the key shows). */
  answer: string;
  answered: number;
  right: number;
  rightFirstTry: number;
  /** The most given wrong answers (near misses included), most first, with how many students gave each. */
  wrongAnswers: Array<{ text: string; students: number }>;
}

function triesOf(response: FillBlanksTaskResponse, b: number) {
  const texts = response.attempts[b] ?? [];
  const verdicts = response.verdicts[b] ?? [];
  return texts.map((text, i) => ({ text, verdict: verdicts[i] ?? 'wrong' }));
}

/** The item analysis's own figures of a fill_blanks task. */
export interface FillBlanksFigures {
  /** Per gap: answered, right, right first time, and the wrong answers given most. */
  blanks: BlankFigures[];
}

/** Whether the student gave anything. */
export function fillBlanksAnswered(response: FillBlanksTaskResponse): boolean {
  return response.attempts.some((texts) => texts.length > 0);
}

/** Right without a wrong answer or near miss in any gap. */
export function fillBlanksRightFirstTry(response: FillBlanksTaskResponse): boolean {
  return (
    response.isCorrect &&
    response.verdicts.every((verdicts) => verdicts.length === 1 && verdicts[0] === 'right')
  );
}

/** Per gap: answered, right, right first try, and the most common wrong answers. */
export function fillBlanksFigures(
  task: FillBlanksTask,
  responses: readonly FillBlanksTaskResponse[],
): BlankFigures[] {
  return task.blanks.map((blank, b) => {
    const cs = blank.caseSensitive === true;
    const wrong = new Map<string, { text: string; students: number }>();
    let answered = 0;
    let right = 0;
    let first = 0;
    for (const response of responses) {
      const tries = triesOf(response, b);
      if (tries.length === 0) continue;
      answered += 1;
      if (isBlankRight(tries)) right += 1;
      if (tries[0]?.verdict === 'right') first += 1;
      const mine = new Set<string>();
      for (const t of tries) {
        if (t.verdict === 'right') continue;
        const key = normaliseAnswer(t.text, cs);
        if (mine.has(key)) continue;
        mine.add(key);
        const entry = wrong.get(key);
        if (entry) entry.students += 1;
        else wrong.set(key, { text: t.text, students: 1 });
      }
    }
    const wrongAnswers = [...wrong.values()]
      .sort((a, b2) => b2.students - a.students || a.text.localeCompare(b2.text))
      .slice(0, commonWrongAnswersShown);
    return { blank: b, answer: blank.answers[0] ?? '', answered, right, rightFirstTry: first, wrongAnswers };
  });
}

/**
 * The editor's checks of a fill_blanks task beyond its key (which repair reports): what repair
 * will change or what is doubtful, as warnings at their paths (`at` is the task's path).
 */
export function fillBlanksEditorProblems(
  raw: Record<string, unknown>,
  _task: FillBlanksTask,
  at: string,
  _problem: EditorReport,
  warn: EditorReport,
): void {
  if (raw.wordBank !== undefined && typeof raw.wordBank !== 'boolean')
    warn(`${at}.wordBank`, {
      code: 'fill-blanks.word-bank-not-boolean',
      message: 'expected true or false; the gaps will be typed',
    });
  if (!Array.isArray(raw.blanks)) return;
  raw.blanks.forEach((entry, b) => {
    if (!isRecord(entry)) {
      warn(`${at}.blanks[${b}]`, {
        code: 'fill-blanks.blank-not-object',
        message: 'expected { "answers": [...] }; read as its answers',
      });
      return;
    }
    if (entry.caseSensitive !== undefined && typeof entry.caseSensitive !== 'boolean')
      warn(`${at}.blanks[${b}].caseSensitive`, {
        code: 'fill-blanks.case-not-boolean',
        message: 'expected true or false; capitals will not count',
      });
    const answers = readStringArray(entry.answers) ?? [];
    if (answers.some((answer) => answer !== answer.trim() && answer.trim() !== ''))
      warn(`${at}.blanks[${b}].answers`, {
        code: 'fill-blanks.answer-spaces',
        message: 'has spaces around an answer; they are removed',
      });
    const cs = entry.caseSensitive === true;
    const seen = new Set<string>();
    for (const answer of answers) {
      const same = normaliseAnswer(answer, cs);
      if (seen.has(same))
        warn(`${at}.blanks[${b}].answers`, {
          code: 'fill-blanks.answer-twice',
          message: `lists "${answer}" twice (the same once normalised)`,
          params: { answer },
        });
      seen.add(same);
    }
  });
  if (raw.wordBank === true && raw.blanks.length === 1)
    warn(`${at}.wordBank`, {
      code: 'fill-blanks.bank-of-one',
      message: 'a bank of one word gives the answer away',
    });
}
