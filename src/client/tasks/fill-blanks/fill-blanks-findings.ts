import { t } from '@lingui/core/macro';
import type { FindingSentences } from '../finding-sentence';

// A blank as the JSON writes it, put in as a value: written in a message its braces would open a
// placeholder.
const blankExample = '{ "answers": [...] }';

/**
 * The fill-in-the-blanks findings (src/domain/tasks/fill-blanks) in the current language: the key,
 * the editor's warnings, the marked text's problems and the shorthand's (its tags stay as written).
 */
export const fillBlanksFindings: FindingSentences = {
  'fill-blanks.no-gaps': () => t`has no gaps; write ___ (three underscores) where each gap goes`,
  'fill-blanks.blanks-missing': () => t`missing; list one blank, with its answers, per ___ of the text`,
  'fill-blanks.blanks-not-gaps': ({ blanks, gaps }) =>
    t`has ${blanks} blanks but the text has ${gaps} gaps (___); each ___ is the next blank, in order`,
  'fill-blanks.no-answer': () => t`missing; write at least one accepted answer`,
  'fill-blanks.answer-too-long': ({ length, max }) => t`has ${length} characters; a gap takes at most ${max}`,
  'fill-blanks.word-bank-not-boolean': () => t`expected true or false; the gaps will be typed`,
  'fill-blanks.blank-not-object': () => t`expected ${blankExample}; read as its answers`,
  'fill-blanks.case-not-boolean': () => t`expected true or false; capitals will not count`,
  'fill-blanks.answer-spaces': () => t`has spaces around an answer; they are removed`,
  'fill-blanks.answer-twice': ({ answer }) => t`lists "${answer}" twice (the same once normalised)`,
  'fill-blanks.bank-of-one': () => t`a bank of one word gives the answer away`,
  'fill-blanks.stray-close': () => t`a ] closes no gap; write \\] for a bracket`,
  'fill-blanks.gap-in-gap': () => t`a gap opens inside another; close it with ] first`,
  'fill-blanks.gap-not-closed': () => t`a gap [ is not closed with ]`,
  'fill-blanks.gap-touches': () => t`a gap touches another gap or an underscore; put a space between them`,
  'fill-blanks.shorthand.empty': ({ tag }) =>
    t`${tag}: write the text below, each gap's answer in brackets: She [goes] home.`,
  'fill-blanks.shorthand.marked-text': ({ tag }, problem) => t`${tag}: ${problem}.`,
  'fill-blanks.shorthand.no-gaps': ({ tag }) =>
    t`${tag}: put each gap's answer in brackets: She [goes] home.`,
  'fill-blanks.shorthand.gap-without-answer': ({ tag, gap }) =>
    t`${tag}: gap ${gap} has no answer in its brackets.`,
};
