import { unknownTaskSchema } from '#domain/homework/schema';
import { z } from 'zod';
import { binaryActionSchemas, binaryTaskSchema } from './binary/schema';
import { fillBlanksActionSchemas, fillBlanksTaskSchema } from './fill-blanks/schema';
import { findMistakesActionSchemas, findMistakesTaskSchema } from './find-mistakes/schema';
import { mcqActionSchemas, mcqTaskSchema } from './mcq/schema';
import type { KnownTaskType, TaskOf } from './registry';
import { sequenceActionSchemas, sequenceTaskSchema } from './sequence/schema';

// The schema-library half of the registry: each kind's task schema and action schemas, by type.
// Kept apart from registry.ts so the player, which runs the engine but never parses a task or an
// action with a schema, does not load the schema library. TypeScript refuses this map until every
// kind of the registry has its line here.

const kindSchemas = {
  sequence_task: { task: sequenceTaskSchema, actions: sequenceActionSchemas },
  mcq_1: { task: mcqTaskSchema, actions: mcqActionSchemas },
  binary_task: { task: binaryTaskSchema, actions: binaryActionSchemas },
  find_mistakes: { task: findMistakesTaskSchema, actions: findMistakesActionSchemas },
  fill_blanks: { task: fillBlanksTaskSchema, actions: fillBlanksActionSchemas },
} satisfies {
  [K in KnownTaskType]: {
    task: z.ZodType<TaskOf<K>>;
    actions: readonly z.ZodObject<{ type: z.ZodLiteral<string> }>[];
  };
};

/** The schema of any one action of any kind. */
type ActionSchema = (typeof kindSchemas)[KnownTaskType]['actions'][number];
const actionSchemas = Object.values(kindSchemas).flatMap((kind): readonly ActionSchema[] => kind.actions);

/** Any repaired task. */
export const taskSchema = z.union([
  unknownTaskSchema,
  ...Object.values(kindSchemas).map((kind) => kind.task),
]);

/** Repaired assignment details: always at least one task. */
export const assignmentDetailsSchema = z.object({
  totalPoints: z.number().nonnegative(),
  passingScore: z.number().nonnegative(),
  instructions: z.string(),
  tasks: z.array(taskSchema).min(1),
});

/** Every action a student can take on a task, as it travels to the server. */
export const taskActionSchema = z.discriminatedUnion(
  'type',
  actionSchemas as unknown as [ActionSchema, ...ActionSchema[]],
);
