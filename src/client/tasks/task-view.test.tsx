import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  noValidTasksMessage,
  noValidTasksPlaceholder,
  repairAssignmentDetails,
} from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { initialTaskState, reduceTask, type TaskState } from '#domain/tasks/engine';
import { TaskView } from './task-view';

function tasksOf(raw: unknown[]): Task[] {
  return repairAssignmentDetails({ tasks: raw }).tasks;
}

function Harness({ task }: { task: Task }) {
  const [state, setState] = useState<TaskState>(initialTaskState(task));
  return (
    <TaskView
      task={task}
      state={state}
      mode="play"
      onAction={(a) => setState((s) => reduceTask(task, s, a))}
    />
  );
}

describe('TaskView', () => {
  it("says 'Unknown task type: {type}' for a type it does not know", () => {
    const [task] = tasksOf([{ id: 'x', type: 'essay', question: 'Write' }]);
    render(<Harness task={task!} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown task type: essay');
  });

  it("says 'Invalid task data' for a find_mistakes task without fragments", () => {
    const [task] = tasksOf([{ id: 'f', type: 'find_mistakes', question: 'Find', find: { fragments: [] } }]);
    render(<Harness task={task!} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid task data$/);
  });

  it('shows the corrupted-data message for a sequence task without items', () => {
    const [task] = tasksOf([{ id: 's', type: 'sequence_task', question: 'Order', items: [] }]);
    render(<Harness task={task!} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid task data detected: The task data is corrupted. Please refresh the page to start fresh.',
    );
  });

  it('shows the placeholder task of a homework without valid tasks', () => {
    render(<Harness task={noValidTasksPlaceholder()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(noValidTasksMessage);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('point dots: (options-1)*2 for mcq, 2 lost per wrong pick, the score once done', () => {
    const [task] = tasksOf([
      { id: 'm', type: 'mcq_1', question: 'Pick', options: ['a', 'b', 'c', 'd'], correctAnswer: 'c' },
    ]);
    render(<Harness task={task!} />);
    expect(screen.getByRole('img', { name: '6 of 6 points left' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^A a\b/ }));
    expect(screen.getByRole('img', { name: '4 of 6 points left' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^C c\b/ }));
    expect(screen.getByRole('img', { name: '4 of 6 points earned' })).toBeInTheDocument();
  });

  it('point dots: 2 per item for a sequence task', () => {
    const [task] = tasksOf([
      {
        id: 's',
        type: 'sequence_task',
        question: 'Order',
        items: ['a', 'b', 'c'],
        correctOrder: ['c', 'a', 'b'],
      },
    ]);
    render(<Harness task={task!} />);
    expect(screen.getByRole('img', { name: '6 of 6 points left' })).toBeInTheDocument();
  });

  it("says 'This task could not be loaded' for a task without its key, with nothing to play and no points", () => {
    const keyless = tasksOf([
      { id: 's', type: 'sequence_task', question: 'Order', items: ['a', 'b', 'c'] },
      { id: 'm', type: 'mcq_1', question: 'Pick', options: ['a', 'an'], correctAnswer: 'An' },
      { id: 'b', type: 'binary_task', question: 'T/F', statement: 'Sky is blue' },
    ]);
    expect(keyless).toHaveLength(3);
    for (const task of keyless) {
      const { unmount } = render(<Harness task={task} />);
      expect(screen.getByRole('alert')).toHaveTextContent(/^This task could not be loaded$/);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('img', { name: /points/ })).toBeNull();
      unmount();
    }
  });

  it('review mode never sends actions', () => {
    const [task] = tasksOf([
      { id: 'b', type: 'binary_task', question: 'T/F', statement: 'Sky is blue', correctAnswer: true },
    ]);
    const onAction = vi.fn();
    render(<TaskView task={task!} state={initialTaskState(task!)} mode="review" onAction={onAction} />);
    for (const button of screen.getAllByRole('button')) fireEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });
});
