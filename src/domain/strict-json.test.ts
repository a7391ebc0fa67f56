import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownTaskSchema } from '#domain/homework/schema';
import { binaryTaskSchema } from '#domain/tasks/binary/schema';
import { findMistakesTaskSchema, fixEntrySchema } from '#domain/tasks/find-mistakes/schema';
import { mcqTaskSchema } from '#domain/tasks/mcq/schema';
import { sequenceTaskSchema } from '#domain/tasks/sequence/schema';
import { hiddenKey } from '#domain/tasks/kind';
import { taskFromStudentJson } from '#domain/tasks/student-task';
import { readTrackingRecord } from '#domain/tracking/read-record';
import { trackingRecordSchema } from '#domain/tracking/schema';

// The browser reads the student's copy of a task and its stored recordings with hand-written
// readers (no schema library in the player). These properties hold them to the schemas the server
// uses: on well-formed and on broken values alike, the reader accepts exactly what the schema
// accepts and answers the same value.

/** Values near the expected shapes: right, wrong type, missing, negative, huge, extra keys. */
const scalar = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    '',
    'a',
    'sequence_task',
    'mcq_1',
    'binary_task',
    'find_mistakes',
    'find_only',
    'find_and_fix',
  ),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
/**
 * Mostly well-formed objects: each field is usually right and sometimes a wrong scalar; the fields
 * named `optional` are sometimes missing, and now and then any field is.
 */
const loose = (shape: Record<string, fc.Arbitrary<unknown>>, optional: string[] = []) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([key, arb]) => [key, fc.oneof({ weight: 40, arbitrary: arb }, scalar)]),
        ),
        { requiredKeys: Object.keys(shape).filter((key) => !optional.includes(key)) },
      ),
      fc.oneof({ weight: 20, arbitrary: fc.constant(null) }, fc.constantFrom(...Object.keys(shape))),
    )
    .map(([value, drop]) => {
      if (drop === null) return value;
      const { [drop]: _dropped, ...rest } = value as Record<string, unknown>;
      return rest;
    });
const strings = fc.array(fc.string({ maxLength: 4 }), { maxLength: 4 });
const base = {
  id: fc.string({ minLength: 0, maxLength: 3 }),
  question: fc.string(),
  points: fc.oneof({ weight: 9, arbitrary: fc.double({ min: 0, max: 20, noNaN: true }) }, fc.constant(-1)),
};

/** The student's copy as the schemas describe it: the key parts may be missing. */
const oracle = {
  sequence_task: sequenceTaskSchema.extend({ correctOrder: z.array(z.string()).optional() }),
  mcq_1: mcqTaskSchema.extend({ correctAnswer: z.string().optional() }),
  binary_task: binaryTaskSchema.extend({ correctAnswer: z.boolean().optional() }),
  find_mistakes: findMistakesTaskSchema.extend({
    mistakeCount: z.object({
      revealed: z.boolean(),
      count: z.number().nonnegative().optional(),
      display: z.string(),
    }),
    find: z.object({
      fragments: z.array(
        z.object({ text: z.string(), isError: z.boolean().optional(), errorId: z.string().optional() }),
      ),
      prompts: findMistakesTaskSchema.shape.find.shape.prompts,
    }),
    fix: z.array(fixEntrySchema.extend({ correct: z.string().optional() })),
  }),
};

const taskArb = fc.oneof(
  loose({
    ...base,
    type: fc.string({ maxLength: 4 }),
    raw: fc.dictionary(fc.string({ maxLength: 2 }), scalar),
  }),
  loose({
    ...base,
    type: fc.constant('sequence_task'),
    items: strings,
    correctOrder: strings,
    displayType: fc.string(),
  }),
  loose({
    ...base,
    type: fc.constant('mcq_1'),
    sentence: fc.string(),
    options: strings,
    correctAnswer: fc.string(),
  }),
  loose({
    ...base,
    type: fc.constant('binary_task'),
    passage: fc.string(),
    statement: fc.string(),
    correctAnswer: fc.boolean(),
  }),
  loose(
    {
      ...base,
      type: fc.constant('find_mistakes'),
      mode: fc.constantFrom('find_only', 'find_and_fix'),
      mistakeCount: loose({
        revealed: fc.boolean(),
        count: fc.integer({ min: -1, max: 3 }),
        display: fc.string(),
      }),
      find: loose({
        fragments: fc.array(loose({ text: fc.string(), isError: fc.boolean(), errorId: fc.string() }), {
          maxLength: 3,
        }),
        prompts: loose({ allFound: fc.string(), foundCount: fc.string(), wrongGuess: fc.string() }, [
          'allFound',
          'foundCount',
          'wrongGuess',
        ]),
      }),
      fix: fc.array(
        loose({
          errorId: fc.string(),
          prompt: fc.string(),
          options: strings,
          correct: fc.string(),
          original: fc.string(),
        }),
        { maxLength: 2 },
      ),
      unfoundHidden: fc.boolean(),
    },
    ['unfoundHidden'],
  ),
);

/** What the old schema-based reader answered: the parsed task with the stand-ins for hidden keys. */
function expected(raw: Record<string, unknown>): unknown {
  const type = raw.type as keyof typeof oracle;
  if (!(typeof type === 'string' && type in oracle)) {
    const unknown = unknownTaskSchema.safeParse(raw);
    return unknown.success ? unknown.data : null;
  }
  const parsed = oracle[type].safeParse(raw);
  if (!parsed.success) return null;
  const task = parsed.data as Record<string, unknown>;
  if (type === 'sequence_task') return { ...task, correctOrder: task.correctOrder ?? [] };
  if (type === 'mcq_1') return { ...task, correctAnswer: task.correctAnswer ?? hiddenKey };
  if (type === 'binary_task') return { ...task, correctAnswer: task.correctAnswer ?? false };
  const find = task as z.infer<(typeof oracle)['find_mistakes']>;
  return {
    ...find,
    mistakeCount: { ...find.mistakeCount, count: find.mistakeCount.count ?? 0 },
    find: {
      ...find.find,
      fragments: find.find.fragments.map((f) => ({ ...f, isError: f.isError === true })),
    },
    fix: find.fix.map((step) => ({ ...step, correct: step.correct ?? hiddenKey })),
  };
}

describe('hand-written readers agree with the schemas', () => {
  it("read the student's copy of a task exactly as its schema does", () => {
    const accepted = new Map<unknown, number>();
    fc.assert(
      fc.property(taskArb, (raw) => {
        const task = taskFromStudentJson(raw);
        const want = expected(raw as Record<string, unknown>);
        expect(task).toEqual(want);
        if (task) accepted.set(task.type, (accepted.get(task.type) ?? 0) + 1);
      }),
      { numRuns: 3000 },
    );
    // Not only rejections: every kind was accepted many times.
    for (const type of ['sequence_task', 'mcq_1', 'binary_task', 'find_mistakes'])
      expect(accepted.get(type) ?? 0, type).toBeGreaterThan(20);
  });

  it('read a recording exactly as its schema does', () => {
    const point = loose({
      x: fc.double({ min: 0, max: 5000, noNaN: true }),
      y: fc.integer({ min: 0, max: 500 }),
      timestamp: fc.integer({ min: 0, max: 1e5 }),
    });
    const recordArb = loose(
      {
        startTime: fc.integer({ min: 0, max: 2e12 }),
        endTime: fc.integer({ min: 0, max: 10 }),
        timeSpent: fc.integer({ min: -1, max: 1e4 }),
        area: loose({ width: fc.integer({ min: -1, max: 2000 }), height: fc.integer({ min: 0, max: 2000 }) }),
        layouts: fc.array(
          loose({
            timestamp: fc.integer({ min: 0, max: 10 }),
            area: loose({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) }),
            elements: fc.array(
              loose({
                target: fc.string({ maxLength: 3 }),
                x: fc.nat(9),
                y: fc.nat(9),
                width: fc.nat(9),
                height: fc.nat(9),
              }),
              { maxLength: 2 },
            ),
          }),
          { maxLength: 2 },
        ),
        cursorMovements: fc.array(point, { maxLength: 3 }),
        clicks: fc.array(
          fc
            .tuple(point, loose({ target: fc.string({ maxLength: 3 }) }, ['target']))
            .map(([p, t]) => (p && t ? { ...p, ...t } : p)),
          { maxLength: 3 },
        ),
        scrollEvents: fc.array(point, { maxLength: 3 }),
      },
      ['startTime', 'endTime', 'timeSpent', 'area', 'layouts', 'cursorMovements', 'clicks', 'scrollEvents'],
    );
    let accepted = 0;
    fc.assert(
      fc.property(recordArb, (raw) => {
        const parsed = trackingRecordSchema.safeParse(raw);
        const record = readTrackingRecord(raw);
        expect(record).toEqual(parsed.success ? parsed.data : null);
        if (record) accepted += 1;
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(20);
  });
});
