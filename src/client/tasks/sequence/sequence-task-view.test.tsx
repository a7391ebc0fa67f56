import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SequenceTask } from '#domain/tasks/sequence/schema';
import {
  initialSequenceState,
  reduceSequence,
  type SequenceState,
  sequenceStateFromResponse,
} from '#domain/tasks/sequence/kind';
import { SequenceTaskView } from './sequence-task-view';

const task: SequenceTask = {
  id: 's1',
  type: 'sequence_task',
  question: 'Put the words in order.',
  points: 6,
  items: ['school', 'I', 'to go'],
  correctOrder: ['I', 'to go', 'school'],
};

function Harness({ of = task }: { of?: SequenceTask }) {
  const [state, setState] = useState<SequenceState>(initialSequenceState(of));
  return (
    <SequenceTaskView
      task={of}
      state={state}
      mode="play"
      onAction={(a) => setState((s) => reduceSequence(of, s, a))}
    />
  );
}

const byTrack = (name: string) =>
  document.querySelector(`[data-track="${name}"]`) as HTMLButtonElement | null;
const placedTexts = () =>
  within(screen.getByRole('list', { name: 'Your answer' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('SequenceTaskView', () => {
  it('builds the order by tapping, and a tapped placed item removes it and everything after it', () => {
    render(<Harness />);
    const hint = 'Tap a placed word to take it back, together with the words after it.';
    expect(screen.queryByText(hint)).toBeNull();
    fireEvent.click(byTrack('item:1')!);
    fireEvent.click(byTrack('item:2')!);
    fireEvent.click(byTrack('item:0')!);
    expect(placedTexts()).toEqual(['I', 'to go', 'school']);
    // Said before the tap: a placed word takes back the words after it.
    expect(screen.getByText(hint)).toBeInTheDocument();
    fireEvent.click(byTrack('placed:1')!);
    expect(placedTexts()).toEqual(['I']);
    expect(byTrack('item:2')).not.toBeNull();
  });

  it('enables Check only when every item is placed, and Reset clears', () => {
    render(<Harness />);
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();
    fireEvent.click(byTrack('item:1')!);
    fireEvent.click(byTrack('item:2')!);
    expect(check).toBeDisabled();
    fireEvent.click(byTrack('item:0')!);
    expect(check).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('list', { name: 'Your answer' })).toBeNull();
    expect(check).toBeDisabled();
  });

  it('a wrong check says so, and at 0 points the correct order is revealed', () => {
    render(<Harness />);
    for (let i = 0; i < 3; i += 1) {
      for (const index of [0, 1, 2]) fireEvent.click(byTrack(`item:${index}`)!);
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
      if (i < 2) {
        expect(screen.getByText('Not quite. Try again!')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
      }
    }
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    const correct = screen.getByRole('list', { name: 'Correct order' });
    expect(
      within(correct)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['I', 'to go', 'school']);
  });

  it('a correct check completes the task', () => {
    render(<Harness />);
    for (const index of [1, 2, 0]) fireEvent.click(byTrack(`item:${index}`)!);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(byTrack('placed:0')).toBeDisabled();
  });

  it('offers drag handles (keyboard reachable) unless displayType is words', async () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(byTrack('item:1')!);
    // The handle shows at once; the drag layer behind it arrives a moment later.
    expect(byTrack('drag:0')).toBeInTheDocument();
    await waitFor(() => expect(byTrack('drag:0')).toHaveAttribute('aria-roledescription', 'sortable'));
    unmount();
    render(<Harness of={{ ...task, displayType: 'words' }} />);
    fireEvent.click(byTrack('item:1')!);
    expect(byTrack('drag:0')).toBeNull();
    expect(byTrack('placed:0')).toBeEnabled();
  });

  it('review mode shows the answer and the correct order, read-only', () => {
    const state = sequenceStateFromResponse(task, {
      selectedOrder: ['I', 'school', 'to go'],
      checkAttempts: 1,
      isCorrect: false,
    });
    render(<SequenceTaskView task={task} state={state} mode="review" />);
    expect(placedTexts()).toEqual(['I', 'school', 'to go']);
    for (const button of screen.queryAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByText('Checks: 1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Correct order' })).toBeInTheDocument();
  });
});
