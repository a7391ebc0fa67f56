import { z } from 'zod';

// The body of a check call, read at the server's edge. Kept apart from the student's task code so
// the player, which builds actions but never parses one, does not load the schema library.

const index = z.number().int().min(0).max(100_000);

/** Every action a student can take on a task, as it travels to the server. */
export const taskActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick-option'), index }),
  z.object({ type: z.literal('pick-answer'), value: z.boolean() }),
  z.object({ type: z.literal('tap-item'), index }),
  z.object({ type: z.literal('move-item'), from: index, to: index }),
  z.object({ type: z.literal('reset-order') }),
  z.object({ type: z.literal('check-order') }),
  z.object({ type: z.literal('click-fragment'), index }),
  z.object({ type: z.literal('start-fix') }),
  z.object({ type: z.literal('choose-fix'), option: z.string().max(10_000) }),
]);
