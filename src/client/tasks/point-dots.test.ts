import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { initialTaskState } from '#domain/tasks/engine';
import { pointDotsView } from './point-dots';

describe('the point meter speaks in the task’s points, not its dots', () => {
  const [task] = repairAssignmentDetails({
    tasks: [
      {
        id: 'f',
        type: 'find_mistakes',
        question: 'Find the mistakes.',
        mode: 'find_only',
        points: 30,
        find: {
          fragments: [
            { text: 'She ', isError: false },
            { text: 'go', isError: true, errorId: 'e1' },
            { text: ' home and ', isError: false },
            { text: 'buyed', isError: true, errorId: 'e2' },
            { text: ' a book.', isError: false },
          ],
        },
      },
    ],
  }).tasks;

  it('a 30-point find the mistakes with fewer dots says 30 points left, not its dot count', () => {
    const view = pointDotsView(task!, initialTaskState(task!));
    expect(view.total).toBeLessThan(30);
    expect(view).toMatchObject({ lit: view.total, final: false, points: 30, maxPoints: 30 });
  });
});
