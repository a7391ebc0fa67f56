import type { StudentHomeworkListItem } from '#contract/student';
import { describe, expect, it } from 'vitest';
import { nextHomework } from './next-homework';

function item(id: number, fields: Partial<StudentHomeworkListItem>): StudentHomeworkListItem {
  return {
    id,
    title: `H${id}`,
    description: null,
    dueDate: null,
    taskCount: 3,
    tasksDone: 0,
    totalPoints: 10,
    submission: null,
    ...fields,
  } as StudentHomeworkListItem;
}

describe("the dashboard's next homework", () => {
  it('offers homework under way first, then the earliest due, never a submitted one', () => {
    const list = [
      item(1, { dueDate: '2030-01-05' }),
      item(2, { dueDate: '2030-01-02', submission: { isCompleted: true } as never }),
      item(3, { dueDate: '2030-01-09', tasksDone: 1 }),
      item(4, { dueDate: '2030-01-03' }),
    ];
    expect(nextHomework(list)).toMatchObject({ homework: { id: 3 }, started: true });
    expect(nextHomework(list.filter((h) => h.id !== 3))).toMatchObject({
      homework: { id: 4 },
      started: false,
    });
  });

  it('puts homework without a due date last, and offers nothing when all is submitted', () => {
    expect(nextHomework([item(1, {}), item(2, { dueDate: '2031-01-01' })])?.homework.id).toBe(2);
    expect(nextHomework([item(1, { submission: { isCompleted: true } as never })])).toBeNull();
  });
});
