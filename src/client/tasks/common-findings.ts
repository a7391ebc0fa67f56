import { t } from '@lingui/core/macro';
import { allTaskKinds } from '#domain/tasks/registry';
import { currentLocale } from '../i18n/locale';
import type { FindingSentences } from './finding-sentence';

// The sentences of the findings every homework has, whatever its kinds (src/domain/homework:
// editor.ts, limits.ts, keys.ts, shorthand.ts, and the common explanation's refusal): each code's
// English as the domain words it, with its values put in. A kind's own findings are said from its
// folder (src/client/tasks/<kind>/<kind>-findings.ts).

/** An option or answer as a finding quotes it: long ones cut, as the domain cuts them. */
export function quoted(value: string | number | undefined): string {
  const text = String(value ?? '');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The words that start a task in the shorthand ("Order:, Choice: or Mistakes:"), as a list of the language. */
function shorthandTags(): string {
  const tags = allTaskKinds().flatMap((kind) => kind.authoring.shorthand.named.map((tag) => `${tag}:`));
  return new Intl.ListFormat(currentLocale(), { type: 'disjunction' }).format(tags);
}

export const commonFindings: FindingSentences = {
  'task.not-object': () => t`expected an object`,
  'task.id-required': () => t`required`,
  'task.type-required': () => t`required`,
  'task.duplicate-id': ({ task }) => t`duplicate task id "${task}"`,
  'task.unknown-type': ({ type, known }) => t`unknown task type "${type}"; expected one of ${known}`,
  'task.key': ({ task, field }, reason) => t`task "${task}": ${field} ${reason}`,
  'task.points-invalid': ({ points }) => t`expected a number from 0 to 10000; defaults to ${points}`,
  'task.points-missing': ({ points }) => t`missing; defaults to ${points}`,
  'task.points-not-max': ({ points, max }) =>
    t`points is ${points} but the most this task can score is ${max}`,
  'tasks.not-array': () => t`expected an array of tasks`,
  'tasks.none-valid': () => t`expected at least 1 valid task`,
  'total.missing': ({ sum }) => t`missing; defaults to the sum of task points (${sum})`,
  'total.not-sum': ({ total, sum }) => t`totalPoints is ${total} but the task points add up to ${sum}`,
  'passing.missing': ({ score }) => t`missing; defaults to ${score}`,
  'passing.over-sum': ({ score, sum }) => t`passingScore is ${score} but the task points add up to ${sum}`,
  'instructions.missing': () => t`missing; defaults to empty`,
  'explanation.not-text': ({ task }) =>
    t`task "${task}": explanation expected text (why the answer is right)`,
  'limit.tasks': ({ count, max }) => t`has ${count} tasks; at most ${max} are allowed`,
  'limit.characters': ({ count, max }) => t`has ${count} characters; at most ${max} are allowed`,
  'limit.words': ({ max }) => t`has more than ${max} words; at most ${max} are allowed`,
  'limit.entries': ({ count, max }) => t`has ${count} entries; at most ${max} are allowed`,
  'limit.text-words': ({ max }) => t`the text has more than ${max} words; at most ${max} are allowed`,
  'key.missing': () => t`missing; write the text of the right option`,
  'key.not-option': ({ answer }) => {
    const given = quoted(answer);
    return t`"${given}" is not one of the options`;
  },
  'key.not-option-near': ({ answer, near }) => {
    const given = quoted(answer);
    const option = quoted(near);
    return t`"${given}" is not one of the options; did you mean "${option}"? Options must match exactly, capital letters included`;
  },
  'key.not-text': () => t`expected the text of the right option`,
  'key.no-such-index': ({ index }) => t`option number ${index} does not exist (options count from 0)`,
  'key.extra-spaces': ({ option }) => {
    const used = quoted(option);
    return t`has extra spaces; the option "${used}" is used`;
  },
  'key.index': ({ option }) => {
    const used = quoted(option);
    return t`is an option index; the option "${used}" is used`;
  },
  // Why the JSON cannot be shown as a form (src/domain/homework/form-model.ts).
  'form.not-json': () => t`The JSON does not parse.`,
  'form.not-object': () => t`The JSON is not an object.`,
  'form.details-not-object': () => t`assignmentDetails is not an object.`,
  'form.tasks-not-list': () => t`tasks is not a list.`,
  'form.task-not-object': ({ index: bad }) => t`tasks[${bad}] is not an object.`,
  'shorthand.passing-score': () => t`Passing score: give a number, e.g. Passing score: 7.`,
  'shorthand.no-tag-here': () => {
    const tags = shorthandTags();
    return t`A task starts with ${tags} (this line has none).`;
  },
  'shorthand.no-tag': () => {
    const tags = shorthandTags();
    return t`A task starts with ${tags}`;
  },
  'shorthand.no-task': () => {
    const tags = shorthandTags();
    return t`Write at least one task, starting with ${tags}`;
  },
};
