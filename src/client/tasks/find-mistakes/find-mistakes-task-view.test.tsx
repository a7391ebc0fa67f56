import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FindMistakesTask } from '#domain/homework/schema';
import {
  type FindMistakesState,
  findMistakesStateFromResponse,
  initialFindMistakesState,
  reduceFindMistakes,
} from '#domain/tasks/find-mistakes';
import { FindMistakesTaskView } from './find-mistakes-task-view';

const task: FindMistakesTask = {
  id: 'f1',
  type: 'find_mistakes',
  question: 'Find the mistakes.',
  points: 10,
  mode: 'find_and_fix',
  mistakeCount: { revealed: true, count: 2, display: 'exactly' },
  find: {
    fragments: [
      { text: 'She', isError: false },
      { text: ' ', isError: false },
      { text: 'go', isError: true, errorId: 'e1' },
      { text: ' to the ', isError: false },
      { text: 'shop', isError: false },
      { text: ' ', isError: false },
      { text: 'yesterday', isError: false },
      { text: ' and ', isError: false },
      { text: 'buyed', isError: true, errorId: 'e2' },
      { text: ' milk.', isError: false },
    ],
    prompts: {},
  },
  fix: [
    { errorId: 'e1', prompt: 'Fix "go"', options: ['goes', 'went'], correct: 'went' },
    { errorId: 'e2', prompt: 'Fix "buyed"', options: ['bought', 'buys'], correct: 'bought' },
  ],
};

function Harness({ of = task }: { of?: FindMistakesTask }) {
  const [state, setState] = useState<FindMistakesState>(initialFindMistakesState(of));
  return (
    <FindMistakesTaskView
      task={of}
      state={state}
      mode="play"
      onAction={(a) => setState((s) => reduceFindMistakes(of, s, a))}
    />
  );
}

const byTrack = (name: string) => document.querySelector(`[data-track="${name}"]`) as HTMLButtonElement;

describe('FindMistakesTaskView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('highlights a correct fragment and shakes a wrong one for 600 ms', () => {
    render(<Harness />);
    fireEvent.click(byTrack('fragment:2'));
    expect(byTrack('fragment:2')).toHaveAccessibleName('go (mistake found)');
    expect(byTrack('fragment:2')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(byTrack('fragment:4'));
    expect(byTrack('fragment:4').className).toContain('animate-shake');
    act(() => vi.advanceTimersByTime(599));
    expect(byTrack('fragment:4').className).toContain('animate-shake');
    act(() => vi.advanceTimersByTime(1));
    expect(byTrack('fragment:4').className).not.toContain('animate-shake');
    expect(screen.getByText('Found 1 of 2')).toBeInTheDocument();
  });

  it('a find_only task is complete once every error is found', () => {
    render(<Harness of={{ ...task, mode: 'find_only' }} />);
    fireEvent.click(byTrack('fragment:2'));
    fireEvent.click(byTrack('fragment:8'));
    expect(screen.getByText('All mistakes found!')).toBeInTheDocument();
    expect(byTrack('fragment:0')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Fix/ })).toBeNull();
  });

  it("'Fix it!' for one error, 'Fix them!' for several", () => {
    const one = { ...task, find: { ...task.find, fragments: task.find.fragments.slice(0, 4) } };
    const { unmount } = render(<Harness of={one} />);
    fireEvent.click(byTrack('fragment:2'));
    expect(screen.getByRole('button', { name: 'Fix it!' })).toBeInTheDocument();
    unmount();
    render(<Harness />);
    fireEvent.click(byTrack('fragment:2'));
    fireEvent.click(byTrack('fragment:8'));
    expect(screen.getByRole('button', { name: 'Fix them!' })).toBeInTheDocument();
  });

  it('fixes one error at a time: a right choice moves on after 1000 ms, a wrong one says so and moves on after 600 ms', () => {
    render(<Harness />);
    fireEvent.click(byTrack('fragment:2'));
    fireEvent.click(byTrack('fragment:8'));
    fireEvent.click(screen.getByRole('button', { name: 'Fix them!' }));
    expect(screen.getByText('Fix "go"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'went' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Fix "go"')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Fix "buyed"')).toBeInTheDocument();
    expect(byTrack('fragment:2')).toHaveAccessibleName('go (mistake found), corrected to went');

    fireEvent.click(screen.getByRole('button', { name: 'buys' }));
    expect(screen.getByText('Not quite. Try again!')).toBeInTheDocument();
    expect(byTrack('fragment:8')).toHaveAccessibleName('buyed (mistake found)');
    act(() => vi.advanceTimersByTime(600));
    expect(byTrack('fragment:8')).toHaveAccessibleName('buyed (mistake found), corrected to bought');
    expect(screen.queryByText('Fix "buyed"')).toBeNull();
  });

  it('review mode shows found, missed and wrongly clicked fragments and the corrections', () => {
    const state = findMistakesStateFromResponse(task, {
      responses: {
        clickedFragments: [4, 2],
        correctlyIdentified: ['e1'],
        incorrectClicks: 1,
        missedErrors: ['e2'],
        corrections: [],
      },
    });
    render(<FindMistakesTaskView task={task} state={state} mode="review" />);
    expect(byTrack('fragment:2')).toHaveAccessibleName('go (mistake found)');
    expect(byTrack('fragment:8')).toHaveAccessibleName('buyed (missed mistake)');
    expect(byTrack('fragment:4')).toHaveAccessibleName('shop (not a mistake)');
    expect(screen.getByText('Found 1 of 2, wrong clicks: 1')).toBeInTheDocument();
    expect(screen.getAllByText('No answer')).toHaveLength(2);
  });
});
