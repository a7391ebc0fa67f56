import { isRecord } from '#domain/homework/read';
import type { EditorReport, ExplanationNote } from '#domain/tasks/kind';
import type { McqState } from './kind';
import type { McqTask } from './schema';

// A multiple choice may explain each option: `optionExplanations` maps an option's text to why it
// is right or wrong, e.g. { "an": "\"hour\" starts with a vowel sound." }. Keyed by the text the
// tutor already typed in `options`, so it reads on its own in the JSON and survives a reordering of
// the options; an option without an explanation is simply left out.

/** The explanations as repaired: only those of options the task has, trimmed, non-empty; undefined when none. */
export function readOptionExplanations(
  value: unknown,
  options: readonly string[],
): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  // Built from entries, so an option named like an object's own keys ("__proto__") is kept as text.
  const read = options.flatMap((option) => {
    const text = Object.hasOwn(value, option) ? value[option] : undefined;
    return typeof text === 'string' && text.trim() !== '' ? [[option, text.trim()] as const] : [];
  });
  return read.length > 0 ? Object.fromEntries(read) : undefined;
}

const shown = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * Refuses an explanation of an option the task does not have (repair would drop the tutor's words
 * without a word), one that is not text, and `optionExplanations` that is not an object.
 */
export function mcqExplanationRefusals(
  raw: Record<string, unknown>,
  task: McqTask,
  at: string,
  problem: EditorReport,
): void {
  const value = raw.optionExplanations;
  if (value === undefined || value === null) return;
  const path = `${at}.optionExplanations`;
  if (!isRecord(value)) {
    problem(path, {
      code: 'mcq.explanations-not-object',
      message: `task "${task.id}": optionExplanations expected an object: option text -> explanation`,
      params: { task: task.id },
    });
    return;
  }
  for (const [option, text] of Object.entries(value)) {
    if (!task.options.includes(option)) {
      const near = task.options.find((o) => o.trim().toLowerCase() === option.trim().toLowerCase());
      const message = `task "${task.id}": optionExplanations explains ${shown(option)}, which is not one of the options`;
      if (near === undefined)
        problem(path, {
          code: 'mcq.explains-no-option',
          message,
          params: { task: task.id, option },
        });
      else
        problem(path, {
          code: 'mcq.explains-no-option-near',
          message: `${message}; did you mean ${shown(near)}? Options must match exactly`,
          params: { task: task.id, option, near },
        });
    } else if (typeof text !== 'string') {
      problem(path, {
        code: 'mcq.explanation-not-text',
        message: `task "${task.id}": optionExplanations of ${shown(option)} expected text`,
        params: { task: task.id, option },
      });
    }
  }
}

/**
 * The explanations of a finished choice: of each option the student picked, in the order picked,
 * then of the right option if they never picked it.
 */
export function mcqExplanationNotes(task: McqTask, state: McqState): ExplanationNote[] {
  const explained = task.optionExplanations ?? {};
  const picked = state.picks.map((index) => task.options[index]).filter((o) => o !== undefined);
  const about = [...new Set([...picked, task.correctAnswer])];
  return about.flatMap((option) => {
    const text = Object.hasOwn(explained, option) ? explained[option] : undefined;
    return text === undefined ? [] : [{ about: option, text }];
  });
}
