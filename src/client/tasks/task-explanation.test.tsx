import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { initialTaskState, reduceTask } from '#domain/tasks/engine';
import { taskForStudent, taskFromStudentJson } from '#domain/tasks/student-task';
import { AnswerKey } from '../features/teacher/homework-detail/answer-key';
import { TaskView } from './task-view';

const [task] = repairAssignmentDetails({
  tasks: [
    {
      id: 'art',
      type: 'mcq_1',
      question: 'Choose the article.',
      options: ['a', 'an', 'the'],
      correctAnswer: 'an',
      explanation: 'We say "an" before a vowel sound.',
      optionExplanations: {
        a: '"a" goes before a consonant sound.',
        an: '"hour" starts with a vowel sound.',
      },
    },
  ],
}).tasks as [Task];
const copy = { seed: 's' };

describe('the explanation under a task', () => {
  it('is not shown while the task is open, even with the whole task at hand', () => {
    const wrong = reduceTask(task, initialTaskState(task), { type: 'pick-option', index: 0 });
    render(<TaskView task={task} state={wrong} mode="play" />);
    expect(screen.queryByText('Why')).toBeNull();
  });

  it('is not in the open copy the browser gets, so nothing can show', () => {
    const fresh = initialTaskState(task);
    const open = taskFromStudentJson(taskForStudent(task, fresh, copy)) as Task;
    render(<TaskView task={open} state={fresh} mode="review" />);
    expect(screen.queryByText('Why')).toBeNull();
  });

  it('shows once the task is finished: the explanation, the options picked and the right one', () => {
    const done = [0, 1].reduce(
      (s, index) => reduceTask(task, s, { type: 'pick-option', index }),
      initialTaskState(task),
    );
    render(<TaskView task={task} state={done} mode="play" />);
    const why = screen.getByRole('region', { name: 'Why' });
    expect(why).toHaveTextContent('We say "an" before a vowel sound.');
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“a”: "a" goes before a consonant sound.', '“an”: "hour" starts with a vowel sound.']);
  });

  it('shows in the review of an unanswered task with the right option only', () => {
    render(<TaskView task={task} state={initialTaskState(task)} mode="review" />);
    const why = screen.getByRole('region', { name: 'Why' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“an”: "hour" starts with a vowel sound.']);
  });

  it("is in the teacher's answer key, with each option's", () => {
    render(<AnswerKey task={task} />);
    expect(screen.getByText('We say "an" before a vowel sound.')).toBeInTheDocument();
    expect(screen.getByText('Why: "a" goes before a consonant sound.')).toBeInTheDocument();
    expect(screen.queryByText(/Why: .*the/)).toBeNull();
  });
});
