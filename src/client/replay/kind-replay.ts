import type { ComponentType } from 'react';

/** What a step of the student's log was, when it was wrong: a check of the whole answer, or one pick or answer. */
export type WrongStep = 'check' | 'answer';

/**
 * What the teacher's replay needs of one kind of task (each kind's own in src/client/tasks/<kind>/,
 * registered with its views in ../tasks/kinds.tsx):
 * - `Stage` draws the task as the student saw it in a state of the log's fold (read-only: the
 *   replay puts it in an inert box);
 * - `madeBy` tells whether a recorded press on a `data-track` element (in the teacher's names) is
 *   the one that made an action of the log, so the action is placed at the press's time;
 * - `wrong` tells, from the states before and after an action, whether it was a wrong check or a
 *   wrong pick or answer (marked on the seek bar).
 */
export interface KindReplay<T, S, A> {
  Stage: ComponentType<{ task: T; state: S }>;
  madeBy: (task: T, before: S, action: A, target: string) => boolean;
  wrong: (task: T, before: S, after: S, action: A) => WrongStep | null;
}
