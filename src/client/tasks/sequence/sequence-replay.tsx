import type { SequenceAction, SequenceState } from '#domain/tasks/sequence/kind';
import type { SequenceTask } from '#domain/tasks/sequence/schema';
import type { KindReplay } from '../../replay/kind-replay';
import { SequenceTaskView } from './sequence-task-view';

/**
 * The scramble in the teacher's replay: the word bank and the words placed as the student had them
 * (kept mounted, so a wrong check shows 'Not quite' as it did to the student). A word of the bank is
 * pressed as `item:{index}`, a placed word as `placed:{position}` (tapping it takes it back), a
 * dragged one as `drag:{position}`; Reset and Check are `reset` and `check`. A check that was not
 * right is a wrong check.
 */
export const sequenceReplay: KindReplay<SequenceTask, SequenceState, SequenceAction> = {
  Stage: ({ task, state }) => <SequenceTaskView task={task} state={state} mode="play" />,
  madeBy: (_task, before, action, target) => {
    switch (action.type) {
      case 'tap-item': {
        const at = before.placed.indexOf(action.index);
        return at === -1 ? target === `item:${action.index}` : target === `placed:${at}`;
      }
      case 'move-item':
        return target === `drag:${action.from}` || target === `placed:${action.from}`;
      case 'reset-order':
        return target === 'reset';
      case 'check-order':
        return target === 'check';
    }
  },
  wrong: (_task, before, after) => (after.wrongChecks > before.wrongChecks ? 'check' : null),
};
