import type { BinaryAction, BinaryState } from '#domain/tasks/binary/kind';
import type { BinaryTask } from '#domain/tasks/binary/schema';
import type { KindReplay } from '../../replay/kind-replay';
import { BinaryTaskView } from './binary-task-view';

/**
 * True or false in the teacher's replay: the statement, then the answer once picked. True and False
 * are pressed as `answer:true` and `answer:false`; the answer that is not the key's is a wrong pick.
 */
export const binaryReplay: KindReplay<BinaryTask, BinaryState, BinaryAction> = {
  Stage: ({ task, state }) => <BinaryTaskView task={task} state={state} mode="play" />,
  madeBy: (_task, _before, action, target) => target === `answer:${action.value}`,
  wrong: (task, before, after, action) =>
    after.selected !== before.selected && action.value !== task.correctAnswer ? 'answer' : null,
};
