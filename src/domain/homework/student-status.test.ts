import { describe, expect, it } from 'vitest';
import { studentHomeworkStatus } from './student-status';

const now = new Date('2024-06-10T12:00:00Z');
const future = '2024-07-01';
const past = '2024-06-01';

describe('student homework list status, from the list summary', () => {
  it('is Completed when the submission is completed, before anything else', () => {
    const homework = { dueDate: past, taskCount: 3, tasksDone: 0, submission: { isCompleted: true } };
    expect(studentHomeworkStatus(homework, now)).toMatchObject({ label: 'Completed' });
  });

  it('is Overdue when the due date is past', () => {
    const homework = { dueDate: past, taskCount: 3, tasksDone: 1, submission: null };
    expect(studentHomeworkStatus(homework, now).label).toBe('Overdue');
  });

  it("is '{n} more to go' when some but not all tasks are done", () => {
    const homework = { dueDate: future, taskCount: 3, tasksDone: 1, submission: { isCompleted: false } };
    expect(studentHomeworkStatus(homework, now)).toEqual({
      kind: 'in-progress',
      label: '2 more to go',
      remaining: 2,
    });
  });

  it('is Ready to submit when every task is done but the homework is not submitted', () => {
    const homework = { dueDate: future, taskCount: 3, tasksDone: 3, submission: { isCompleted: false } };
    expect(studentHomeworkStatus(homework, now)).toEqual({ kind: 'ready', label: 'Ready to submit' });
    expect(studentHomeworkStatus({ ...homework, dueDate: past }, now).label).toBe('Overdue');
  });

  it('is Not Started otherwise', () => {
    expect(studentHomeworkStatus({ dueDate: future, taskCount: 3, tasksDone: 0 }, now).label).toBe(
      'Not Started',
    );
    expect(studentHomeworkStatus({ dueDate: 'not a date', taskCount: 3, tasksDone: 0 }, now).label).toBe(
      'Not Started',
    );
  });
});
