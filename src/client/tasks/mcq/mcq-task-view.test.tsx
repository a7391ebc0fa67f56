import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { McqTask } from '#domain/tasks/mcq/schema';
import { initialMcqState, type McqState, mcqStateFromResponse, reduceMcq } from '#domain/tasks/mcq/kind';
import { McqTaskView } from './mcq-task-view';

const task: McqTask = {
  id: 'm1',
  type: 'mcq_1',
  question: 'Choose the right word.',
  sentence: 'She ___ to school every day.',
  points: 6,
  options: ['go', 'goes', 'going', 'gone'],
  correctAnswer: 'goes',
};

function Harness() {
  const [state, setState] = useState<McqState>(initialMcqState(task));
  return (
    <McqTaskView
      task={task}
      state={state}
      mode="play"
      onAction={(a) => setState((s) => reduceMcq(task, s, a))}
    />
  );
}

const option = (index: number) =>
  document.querySelector(`[data-track="option:${index}"]`) as HTMLButtonElement;

describe('McqTaskView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('marks and disables each wrong pick', () => {
    render(<Harness />);
    fireEvent.click(option(0));
    expect(option(0)).toBeDisabled();
    expect(option(0)).toHaveAccessibleName('A go (wrong)');
    expect(option(1)).toBeEnabled();
  });

  it('shows the correct option 500 ms after the correct pick', () => {
    render(<Harness />);
    fireEvent.click(option(1));
    for (const i of [0, 1, 2, 3]) expect(option(i)).toBeDisabled();
    expect(option(1)).toHaveAccessibleName('B goes');
    act(() => vi.advanceTimersByTime(499));
    expect(option(1)).toHaveAccessibleName('B goes');
    act(() => vi.advanceTimersByTime(1));
    expect(option(1)).toHaveAccessibleName('B goes (correct)');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('completes when every wrong option was picked, then shows the correct one after 500 ms', () => {
    render(<Harness />);
    for (const i of [0, 2, 3]) fireEvent.click(option(i));
    expect(option(1)).toBeDisabled();
    act(() => vi.advanceTimersByTime(500));
    expect(option(1)).toHaveAccessibleName('B goes (correct)');
    expect(screen.getByText('The answer is: goes')).toBeInTheDocument();
  });

  it('review mode is read-only and shows the picks and the correct answer at once', () => {
    const state = mcqStateFromResponse(task, { selectedAnswer: 'goes', selectedAnswers: ['gone', 'goes'] });
    render(<McqTaskView task={task} state={state} mode="review" />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(option(1)).toHaveAccessibleName('B goes (correct)');
    expect(option(3)).toHaveAccessibleName('D gone (wrong)');
    expect(screen.getByText('gone, goes')).toBeInTheDocument();
  });
});
