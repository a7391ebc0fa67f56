import type { FindingParams } from '#domain/homework/finding';
import { currentLocale } from '../i18n/locale';
import { binaryFindings } from './binary/binary-findings';
import { commonFindings } from './common-findings';
import { fillBlanksFindings } from './fill-blanks/fill-blanks-findings';
import { findMistakesFindings } from './find-mistakes/find-mistakes-findings';
import { mcqFindings } from './mcq/mcq-findings';
import { sequenceFindings } from './sequence/sequence-findings';

// The homework checker's findings (src/domain/homework/finding.ts) in the person's language. The
// domain and the server say each in English with a stable code; here each code has its sentence,
// from the common table or from its kind's folder (a kind's codes start with its folder's name).
// English shows the domain's own words, so the English screens say exactly what the server says;
// a code no table knows (a newer server, a key problem stored before codes) shows its English.

/** The names of the values the findings put in (a value a finding does not give reads as ''). */
type ValueName =
  | 'task'
  | 'field'
  | 'type'
  | 'known'
  | 'points'
  | 'max'
  | 'sum'
  | 'total'
  | 'score'
  | 'count'
  | 'answer'
  | 'near'
  | 'index'
  | 'option'
  | 'value'
  | 'tag'
  | 'mistake'
  | 'blanks'
  | 'gaps'
  | 'length'
  | 'gap'
  | 'row';

/** A finding's values by name. */
export type FindingValues = Readonly<Record<ValueName, string | number>>;

/** A finding's sentence, from its values and the sentence of the finding it wraps (or ''). */
export type FindingSentence = (values: FindingValues, cause: string) => string;

/** The sentences of a set of codes. */
export type FindingSentences = Readonly<Record<string, FindingSentence>>;

/** A finding as the domain or the server gives it: the English, and (from the domain) its code. */
export interface ShownFinding {
  message: string;
  code?: string | undefined;
  params?: FindingParams | undefined;
  cause?: ShownFinding | undefined;
}

/** Every code's sentence: the common ones and each kind's, registered once. */
export const findingSentences: FindingSentences = {
  ...commonFindings,
  ...binaryFindings,
  ...mcqFindings,
  ...sequenceFindings,
  ...findMistakesFindings,
  ...fillBlanksFindings,
};

/** Whether a code has its sentence here. */
export function knowsFinding(code: string): boolean {
  return Object.hasOwn(findingSentences, code);
}

/** The sentence of a finding in the current language (outside English, its code's sentence when known). */
export function findingSentence(found: ShownFinding): string {
  if (currentLocale() === 'en') return found.message;
  return translatedFinding(found) ?? found.message;
}

/** The sentence of a finding from its code, in the current language; undefined when a code is unknown. */
export function translatedFinding(found: ShownFinding): string | undefined {
  if (found.code === undefined || !knowsFinding(found.code)) return undefined;
  const say = findingSentences[found.code] as FindingSentence;
  const cause = found.cause ? (translatedFinding(found.cause) ?? found.cause.message) : '';
  const params = found.params ?? {};
  const values = new Proxy(params, {
    get: (target, name) => (typeof name === 'string' && Object.hasOwn(target, name) ? target[name] : ''),
  }) as unknown as FindingValues;
  return say(values, cause);
}
