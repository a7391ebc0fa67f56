import { describe, expect, it } from 'vitest';
import { isPassed, managerStatus, taskProgress, teacherHomeworkStatus } from './status';

const now = new Date('2024-06-10T12:00:00Z');
const assignmentDetails = {
  tasks: [
    { id: 'a', type: 'binary_task' },
    { id: 'b', type: 'binary_task' },
    { id: 'c', type: 'binary_task' },
  ],
};
const responses = (list: object[]) => ({ tasks: list });
const future = '2024-07-01';
const past = '2024-06-01';

describe('tasks done, as the student list counts them', () => {
  it('counts the tasks the saved answer has finished, right or wrong', () => {
    const submission = {
      isCompleted: false,
      studentResponses: JSON.stringify(responses([{ taskId: 'a', completed: true }, { taskId: 'b' }])),
    };
    expect(taskProgress({ assignmentDetails, submission })).toMatchObject({ total: 3, done: 1, answered: 2 });
    expect(taskProgress({ assignmentDetails, submission: null })).toMatchObject({ total: 3, done: 0 });
  });
});

describe('teacher homework list status (teacher spec section 4)', () => {
  it('is Completed first', () => {
    expect(teacherHomeworkStatus({ dueDate: past, submission: { isCompleted: true } }, now).label).toBe(
      'Completed',
    );
  });

  it('is In Progress (n%) with n the rounded share of tasks answered correctly', () => {
    const submission = {
      isCompleted: false,
      studentResponses: responses([
        { taskId: 'a', isCorrect: true },
        { taskId: 'b', isCorrect: false },
      ]),
    };
    expect(teacherHomeworkStatus({ dueDate: past, assignmentDetails, submission }, now)).toEqual({
      kind: 'in-progress',
      label: 'In Progress (33%)',
      percent: 33,
      allDone: false,
    });
  });

  it('notes an In Progress homework whose every task is done but not submitted', () => {
    const submission = {
      isCompleted: false,
      studentResponses: responses(
        ['a', 'b', 'c'].map((taskId, i) => ({ taskId, completed: true, isCorrect: i > 0 })),
      ),
    };
    expect(teacherHomeworkStatus({ dueDate: future, assignmentDetails, submission }, now)).toEqual({
      kind: 'in-progress',
      label: 'In Progress (67%)',
      percent: 67,
      allDone: true,
    });
  });

  it('is Not Completed when a submission without responses is not completed', () => {
    expect(teacherHomeworkStatus({ dueDate: past, submission: { isCompleted: false } }, now).label).toBe(
      'Not Completed',
    );
  });

  it('is Overdue when the due date is past, Pending otherwise', () => {
    expect(teacherHomeworkStatus({ dueDate: past }, now).label).toBe('Overdue');
    expect(teacherHomeworkStatus({ dueDate: future }, now).label).toBe('Pending');
    expect(teacherHomeworkStatus({ dueDate: null, submission: { studentResponses: '{}' } }, now).label).toBe(
      'Pending',
    );
  });
});

describe('manager status (teacher spec section 4)', () => {
  it('is Completed, In Progress when started but not completed, or Not Started', () => {
    expect(managerStatus({ isCompleted: true })).toBe('Completed');
    expect(managerStatus({ isCompleted: false, startedAt: '2024-06-01T00:00:00Z' })).toBe('In Progress');
    expect(managerStatus({ isCompleted: false, studentResponses: responses([{ taskId: 'a' }]) })).toBe(
      'In Progress',
    );
    expect(managerStatus({ isCompleted: false })).toBe('Not Started');
    expect(managerStatus(null)).toBe('Not Started');
  });
});

describe('passed (teacher spec section 5)', () => {
  it('is passed=true, or a score at or above passingScore', () => {
    expect(isPassed({ passed: true, score: 0 }, 70)).toBe(true);
    expect(isPassed({ passed: false, score: 70 }, 70)).toBe(true);
    expect(isPassed({ score: 69 }, 70)).toBe(false);
    expect(isPassed({ score: null }, 0)).toBe(false);
  });
});
