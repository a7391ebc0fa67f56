import { bankWords } from '#domain/tasks/fill-blanks/engine';
import type { FillBlanksAction, FillBlanksState, FillBlanksTask } from '#domain/tasks/fill-blanks/types';
import type { KindReplay } from '../../replay/kind-replay';
import { FillBlanksTaskView } from './fill-blanks-task-view';

/**
 * Fill in the blanks in the teacher's replay: each gap with the text the student had given it by
 * then (a wrong one marked, a right one turned into text). The view keeps what is typed in a gap as
 * its own, so it is drawn afresh whenever an answer is added, its gaps holding the last texts given.
 * A typed answer is made by Enter (no press is recorded) or by the Check button (`check`, which can
 * answer several gaps at once: the first takes the press, the others follow at the same moment);
 * a word of the bank is pressed as `bank:{place}` (the teacher's bank lists the gaps' words in
 * order). An answer that is not right (wrong, or almost) is a wrong answer.
 */
export const fillBlanksReplay: KindReplay<FillBlanksTask, FillBlanksState, FillBlanksAction> = {
  Stage: ({ task, state }) => (
    <FillBlanksTaskView
      key={state.blanks.map((tries) => tries.length).join(',')}
      task={task}
      state={state}
      mode="play"
    />
  ),
  madeBy: (task, _before, action, target) => {
    if (task.wordBank !== true) return target === 'check';
    const [name, place] = target.split(':');
    return name === 'bank' && bankWords(task)[Number(place)]?.trim() === action.text;
  },
  wrong: (_task, before, after, action) => {
    const added = (after.blanks[action.blank]?.length ?? 0) > (before.blanks[action.blank]?.length ?? 0);
    return added && after.blanks[action.blank]?.at(-1)?.verdict !== 'right' ? 'answer' : null;
  },
};
