import type { FindMistakesAction, FindMistakesState } from '#domain/tasks/find-mistakes/engine';
import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import type { KindReplay } from '../../replay/kind-replay';
import { FindMistakesTaskView } from './find-mistakes-task-view';

/**
 * Find the mistakes in the teacher's replay: the text with the mistakes found so far and the wrong
 * words clicked, then the fix steps with the fixes chosen. A word is pressed as `token:{index}`
 * (`fragment:{index}` in recordings made before words were named), the fix step opened with
 * `fix-start`, a fix chosen as `fix-choice:{step}:{option}`. A word that is not a mistake, and a fix
 * that is not the right one, are wrong picks.
 */
export const findMistakesReplay: KindReplay<FindMistakesTask, FindMistakesState, FindMistakesAction> = {
  Stage: ({ task, state }) => <FindMistakesTaskView task={task} state={state} mode="play" />,
  madeBy: (_task, _before, action, target) => {
    switch (action.type) {
      case 'click-fragment':
        return target === `token:${action.index}` || target === `fragment:${action.index}`;
      case 'start-fix':
        return target === 'fix-start';
      case 'choose-fix':
        return target.startsWith('fix-choice:') && target.split(':').slice(2).join(':') === action.option;
    }
  },
  wrong: (_task, before, after) => {
    if (after.incorrectClicks > before.incorrectClicks) return 'answer';
    const chosen =
      after.corrections.length > before.corrections.length ? after.corrections.at(-1) : undefined;
    return chosen && !chosen.isCorrect ? 'answer' : null;
  },
};
