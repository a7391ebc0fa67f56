import { type Finding, type FindingParams, finding } from './finding';
import type { KeyProblem, Task } from './schema';

// Reading a task's answer key without ever making one up. A key the teacher wrote is used when it
// names an option (or is the items reordered); small slips that cannot change which option is meant
// (spaces around the text, an option given by its index) are read as meant and reported as
// warnings. Anything else (a missing key, a key in other capitals, a word that is no option) is a
// key problem: refused at save, and a stored task that has one is not played.

/** A key as read: the option text it names (with a note when it was read generously), or what is wrong. */
export type OptionKey =
  | { ok: true; text: string; note?: Finding }
  | { ok: false; code: string; message: string; params?: FindingParams };

const shown = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** The option a wrong key most likely meant: the same text ignoring capitals and outer spaces. */
function nearOption(answer: string, options: readonly string[]): string | undefined {
  const wanted = answer.trim().toLowerCase();
  return options.find((option) => option.trim().toLowerCase() === wanted);
}

/**
 * The option a key names: its exact text, the same text with outer spaces, or (older data) its
 * index as a number or a string of digits. Never the first option by default.
 */
export function readOptionKey(answer: unknown, options: readonly string[]): OptionKey {
  if (typeof answer === 'string' && options.includes(answer)) return { ok: true, text: answer };
  if (answer === undefined || answer === null || answer === '') {
    return { ok: false, code: 'key.missing', message: 'missing; write the text of the right option' };
  }
  if (typeof answer === 'string') {
    const trimmed = options.find((option) => option.trim() === answer.trim());
    if (trimmed !== undefined) {
      const note = `has extra spaces; the option ${shown(trimmed)} is used`;
      return { ok: true, text: trimmed, note: finding('key.extra-spaces', note, { option: trimmed }) };
    }
    if (/^\d+$/.test(answer.trim())) return byIndex(Number(answer.trim()), options);
    const near = nearOption(answer, options);
    if (near === undefined)
      return {
        ok: false,
        code: 'key.not-option',
        message: `${shown(answer)} is not one of the options`,
        params: { answer },
      };
    return {
      ok: false,
      code: 'key.not-option-near',
      message: `${shown(answer)} is not one of the options; did you mean ${shown(near)}? Options must match exactly, capital letters included`,
      params: { answer, near },
    };
  }
  if (typeof answer === 'number' && Number.isInteger(answer)) return byIndex(answer, options);
  return { ok: false, code: 'key.not-text', message: 'expected the text of the right option' };
}

function byIndex(index: number, options: readonly string[]): OptionKey {
  const text = options[index];
  if (text === undefined) {
    return {
      ok: false,
      code: 'key.no-such-index',
      message: `option number ${index} does not exist (options count from 0)`,
      params: { index },
    };
  }
  const note = `is an option index; the option ${shown(text)} is used`;
  return { ok: true, text, note: finding('key.index', note, { option: text }) };
}

/** A key problem at a field of the task: the field and what is wrong there (its code and English). */
export function keyProblem(
  field: string,
  problem: { code: string; message: string; params?: FindingParams },
): KeyProblem {
  return {
    field,
    message: problem.message,
    code: problem.code,
    ...(problem.params === undefined ? {} : { params: problem.params }),
  };
}

/** A key problem a task carried already (a repaired task repaired again keeps its problem). */
export function carriedKeyProblem(raw: Record<string, unknown>): KeyProblem | undefined {
  const value = raw.keyProblem;
  if (typeof value !== 'object' || value === null) return undefined;
  const { field, message, code, params } = value as Record<string, unknown>;
  if (typeof field !== 'string' || typeof message !== 'string') return undefined;
  const readParams =
    typeof params === 'object' && params !== null && !Array.isArray(params)
      ? Object.fromEntries(
          Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
        )
      : undefined;
  return {
    field,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(readParams === undefined ? {} : { params: readParams as FindingParams }),
  };
}

/** What the player says in place of a task whose key is missing. */
export const taskNotLoadedText = 'This task could not be loaded';

/**
 * The student's copy of a task whose key is missing: what it is and that it cannot be loaded,
 * nothing of its options, items or the teacher's note on the key (the teacher's preview has those).
 */
export function keylessStudentCopy(task: Task): Record<string, unknown> {
  return {
    id: task.id,
    type: task.type,
    question: task.question,
    points: 0,
    keyProblem: { field: task.keyProblem?.field ?? '', message: taskNotLoadedText },
  };
}
