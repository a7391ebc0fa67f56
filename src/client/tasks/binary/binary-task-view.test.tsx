import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BinaryTask } from '#domain/tasks/binary/schema';
import {
  type BinaryState,
  binaryStateFromResponse,
  initialBinaryState,
  reduceBinary,
} from '#domain/tasks/binary/kind';
import { BinaryTaskView } from './binary-task-view';

const task: BinaryTask = {
  id: 'b1',
  type: 'binary_task',
  question: 'Read and decide.',
  points: 10,
  passage: 'Tom has a red bike.',
  statement: 'Tom has a blue bike.',
  correctAnswer: false,
};

function Harness() {
  const [state, setState] = useState<BinaryState>(initialBinaryState(task));
  return (
    <BinaryTaskView
      task={task}
      state={state}
      mode="play"
      onAction={(a) => setState((s) => reduceBinary(task, s, a))}
    />
  );
}

describe('BinaryTaskView', () => {
  it('locks after one pick and colours the wrong pick and the correct answer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trueButton = screen.getByRole('button', { name: 'True' });
    const falseButton = screen.getByRole('button', { name: 'False' });
    await user.click(trueButton);
    expect(trueButton).toBeDisabled();
    expect(falseButton).toBeDisabled();
    expect(trueButton).toHaveAttribute('aria-pressed', 'true');
    expect(trueButton.className).toContain('border-destructive');
    expect(falseButton.className).toContain('border-success');
    await user.click(falseButton);
    expect(falseButton).toHaveAttribute('aria-pressed', 'false');
  });

  it('is operable by keyboard and names its elements for the recorder', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-track', 'answer:true');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /False/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('review mode is read-only and shows the answer and the correct answer', () => {
    const state = binaryStateFromResponse(task, { selectedAnswer: true });
    render(<BinaryTaskView task={task} state={state} mode="review" />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByText('Your answer').nextSibling).toHaveTextContent('True');
    expect(screen.getByText('Correct answer').nextSibling).toHaveTextContent('False');
  });
});
