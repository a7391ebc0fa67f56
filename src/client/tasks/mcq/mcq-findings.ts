import { t } from '@lingui/core/macro';
import { quoted } from '../common-findings';
import type { FindingSentences } from '../finding-sentence';

/** The multiple-choice findings (src/domain/tasks/mcq) in the current language. */
export const mcqFindings: FindingSentences = {
  'mcq.options-missing': () => t`missing; an mcq_1 needs its options`,
  'mcq.one-option': () => t`expected at least 2 options`,
  'mcq.points-capped': ({ max }) => t`is capped at ${max}`,
  'mcq.explanations-not-object': ({ task }) =>
    t`task "${task}": optionExplanations expected an object: option text -> explanation`,
  'mcq.explains-no-option': ({ task, option }) => {
    const explained = quoted(option);
    return t`task "${task}": optionExplanations explains "${explained}", which is not one of the options`;
  },
  'mcq.explains-no-option-near': ({ task, option, near }) => {
    const explained = quoted(option);
    const meant = quoted(near);
    return t`task "${task}": optionExplanations explains "${explained}", which is not one of the options; did you mean "${meant}"? Options must match exactly`;
  },
  'mcq.explanation-not-text': ({ task, option }) => {
    const explained = quoted(option);
    return t`task "${task}": optionExplanations of "${explained}" expected text`;
  },
  'mcq.shorthand.sentence-after-options': () =>
    t`Choice: the sentence comes before the options; start an option with + or -.`,
  'mcq.shorthand.option-empty': () => t`Choice: an option needs its text.`,
  'mcq.shorthand.two-right': () => t`Choice: only one option is marked right (+).`,
  'mcq.shorthand.too-few-options': () =>
    t`Choice: give at least 2 options, one a line, "+ right" or "- wrong".`,
  'mcq.shorthand.no-right': () => t`Choice: mark the right option with +.`,
};
