import type { JsonObject } from './form-model';
import { readString } from './read';
import type { BlockReader, BlockWriter } from './shorthand-parts';

// What the form editor and the shorthand ask of every kind of task. Each kind's own fields are read
// and written in its folder (src/domain/tasks/<kind>/form.ts, authoring.ts); every `read` there is
// total (any JSON gives a view), and every write changes only the fields it names.

/** The question, points and explanation every task has. */
export function readCommon(raw: JsonObject): {
  question: string;
  points: number | undefined;
  explanation: string;
} {
  const points = raw.points;
  return {
    question: readString(raw.question) ?? '',
    points: typeof points === 'number' && Number.isFinite(points) ? points : undefined,
    explanation: readString(raw.explanation) ?? '',
  };
}

/** Sets the task's explanation as typed; an empty one is left out. */
export function writeExplanation(raw: JsonObject, explanation: string): JsonObject {
  const { explanation: _old, ...rest } = raw;
  return explanation === '' ? rest : { ...raw, explanation };
}

/** How the teacher writes a kind of task: its card in the form editor and its block in the shorthand. */
export interface TaskAuthoring {
  /** Its name in the form editor ("Add …" and the card's heading). */
  label: string;
  /** The task a new card of it starts with. */
  blank: (id: string) => JsonObject;
  shorthand: {
    /** The words that start its block (lower case), each with how such a block is read. */
    readers: Readonly<Record<string, BlockReader>>;
    /** The words the shorthand's messages name for it ("Order"). */
    named: readonly string[];
    /** Writes a task of it as a block. */
    write: BlockWriter;
  };
}
