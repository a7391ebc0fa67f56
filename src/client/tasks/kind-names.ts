import { isKnownTaskType, type KnownTaskType } from '#domain/tasks/registry';
import { binaryName } from './binary/binary-name';
import { fillBlanksName } from './fill-blanks/fill-blanks-name';
import { findMistakesName } from './find-mistakes/find-mistakes-name';
import { mcqName } from './mcq/mcq-name';
import { sequenceName } from './sequence/sequence-name';

/**
 * Each kind of task's name as people read it, in the current language, by type: each comes from
 * the kind's own folder. The domain keeps its English name (`authoring.label`) for the API, the
 * CSV and the shorthand editor's errors; the screens show these. Kept apart from kinds.tsx, so a
 * screen that only names kinds (the student's progress chart) does not load every kind's views.
 */
export const clientKindNames: { [K in KnownTaskType]: () => string } = {
  sequence_task: sequenceName,
  mcq_1: mcqName,
  binary_task: binaryName,
  find_mistakes: findMistakesName,
  fill_blanks: fillBlanksName,
};

/** A kind's name in the current language, or the type as written for one the product does not know. */
export function kindName(type: string): string {
  return isKnownTaskType(type) ? clientKindNames[type]() : type;
}
