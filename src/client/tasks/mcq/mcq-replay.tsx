import type { McqAction, McqState } from '#domain/tasks/mcq/kind';
import { isCorrectMcqOption } from '#domain/tasks/mcq/kind';
import type { McqTask } from '#domain/tasks/mcq/schema';
import type { KindReplay } from '../../replay/kind-replay';
import { McqTaskView } from './mcq-task-view';

/**
 * The multiple choice in the teacher's replay: the options with the picks made so far (a wrong one
 * crossed out, the right one shown once picked). An option is pressed as `option:{index}`; a pick of
 * a wrong option is a wrong pick.
 */
export const mcqReplay: KindReplay<McqTask, McqState, McqAction> = {
  Stage: ({ task, state }) => <McqTaskView task={task} state={state} mode="play" />,
  madeBy: (_task, _before, action, target) => target === `option:${action.index}`,
  wrong: (task, before, after, action) =>
    after.picks.length > before.picks.length && !isCorrectMcqOption(task, action.index) ? 'answer' : null,
};
