import type { Task } from '#domain/homework/schema';
import { initialTaskState, reduceTask } from '#domain/tasks/engine';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskDots } from './task-dots';

const tasks = [
  { id: 'b1', type: 'binary_task', question: 'Q', points: 2, statement: 'S', correctAnswer: false },
  { id: 'b2', type: 'binary_task', question: 'Q', points: 2, statement: 'S', correctAnswer: true },
] as unknown as Task[];

function picked(task: Task, value: boolean) {
  return reduceTask(task, initialTaskState(task), { type: 'pick-answer', value });
}

describe('task dots', () => {
  it('never shows a wrong answer in the colour of a right one', () => {
    const [first, second] = tasks as [Task, Task];
    render(
      <TaskDots
        tasks={tasks}
        states={{ b1: picked(first, true), b2: picked(second, false) }}
        currentIndex={1}
        canOpen={() => true}
        onOpen={() => {}}
      />,
    );
    const dot = screen.getByRole('button', { name: 'Question 1, finished without the right answer' });
    expect(dot.className).not.toMatch(/bg-success/);
    const bar = screen.getByRole('progressbar', { name: 'Tasks done' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    // Both finished, neither right: the bar is full but not green.
    expect(bar.firstElementChild?.className).not.toMatch(/bg-success/);
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });
});
