import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import {
  type FindMistakesState,
  findMistakesStateFromResponse,
  initialFindMistakesState,
  reduceFindMistakes,
} from '#domain/tasks/find-mistakes/engine';
import { activateLocale, loadTexts } from '../../i18n/locale';
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

// Words: She(0) go(1) to(2) the(3) shop(4) yesterday(5) and(6) buyed(7) milk.(8)
describe('FindMistakesTaskView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the text as words with one space between them, whatever the fragments were', () => {
    render(<Harness />);
    const words = [...document.querySelectorAll<HTMLButtonElement>('[data-track^="token:"]')];
    expect(words.map((w) => w.textContent)).toEqual([
      'She',
      'go',
      'to',
      'the',
      'shop',
      'yesterday',
      'and',
      'buyed',
      'milk.',
    ]);
    expect(words[0]?.parentElement?.textContent).toBe('She go to the shop yesterday and buyed milk.');
    // Every word is drawn alike: the same classes on a mistake and on a word that is none.
    expect(byTrack('token:1').className).toBe(byTrack('token:4').className);
  });

  it('says before the first click that guessing costs points', () => {
    render(<Harness />);
    expect(screen.getByTestId('guess-cost')).toHaveTextContent(
      'Guessing costs points: each wrong word beyond the number of mistakes takes off 1 point.',
    );
    fireEvent.click(byTrack('token:1'));
    fireEvent.click(byTrack('token:7'));
    expect(screen.queryByTestId('guess-cost')).toBeNull();
  });

  it('highlights a correct word and shakes a wrong one for 600 ms', () => {
    render(<Harness />);
    fireEvent.click(byTrack('token:1'));
    expect(byTrack('token:1')).toHaveAccessibleName('go (mistake found)');
    expect(byTrack('token:1')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(byTrack('token:4'));
    expect(byTrack('token:4').className).toContain('animate-shake');
    act(() => vi.advanceTimersByTime(599));
    expect(byTrack('token:4').className).toContain('animate-shake');
    act(() => vi.advanceTimersByTime(1));
    expect(byTrack('token:4').className).not.toContain('animate-shake');
    expect(screen.getByText('Found 1 of 2')).toBeInTheDocument();
  });

  it('finds a mistake of several words by any of them and shows all of them found', () => {
    const long: FindMistakesTask = {
      ...task,
      mode: 'find_only',
      find: {
        fragments: [
          { text: 'It was ', isError: false },
          { text: 'more better', isError: true, errorId: 'e1' },
          { text: ' today.', isError: false },
        ],
        prompts: {},
      },
    };
    render(<Harness of={long} />);
    fireEvent.click(byTrack('token:3'));
    expect(byTrack('token:2')).toHaveAccessibleName('more (mistake found)');
    expect(byTrack('token:3')).toHaveAccessibleName('better (mistake found)');
    expect(screen.getByText('All mistakes found!')).toBeInTheDocument();
  });

  it('a find_only task is complete once every error is found', () => {
    render(<Harness of={{ ...task, mode: 'find_only' }} />);
    fireEvent.click(byTrack('token:1'));
    fireEvent.click(byTrack('token:7'));
    expect(screen.getByText('All mistakes found!')).toBeInTheDocument();
    expect(byTrack('token:0')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Fix/ })).toBeNull();
  });

  it("'Fix it!' for one error, 'Fix them!' for several", () => {
    const one = { ...task, find: { ...task.find, fragments: task.find.fragments.slice(0, 4) } };
    const { unmount } = render(<Harness of={one} />);
    fireEvent.click(byTrack('token:1'));
    expect(screen.getByRole('button', { name: 'Fix it!' })).toBeInTheDocument();
    unmount();
    render(<Harness />);
    fireEvent.click(byTrack('token:1'));
    fireEvent.click(byTrack('token:7'));
    expect(screen.getByRole('button', { name: 'Fix them!' })).toBeInTheDocument();
  });

  it('fixes one error at a time: a right choice moves on after 1000 ms; a wrong one stays, with the right fix beside it, until the student moves on', () => {
    render(<Harness />);
    fireEvent.click(byTrack('token:1'));
    fireEvent.click(byTrack('token:7'));
    fireEvent.click(screen.getByRole('button', { name: 'Fix them!' }));
    expect(screen.getByText('Fix "go"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'went' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Fix "go"')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Fix "buyed"')).toBeInTheDocument();
    expect(byTrack('token:1')).toHaveAccessibleName('go went (mistake found), corrected to went');

    fireEvent.click(screen.getByRole('button', { name: 'buys' }));
    expect(screen.getByText('Not quite. Try again!')).toBeInTheDocument();
    expect(byTrack('token:7')).toHaveAccessibleName('buyed (mistake found)');
    act(() => vi.advanceTimersByTime(600));
    expect(byTrack('token:7')).toHaveAccessibleName(
      'buyed buys bought (mistake found), corrected to bought (chosen: buys)',
    );
    // Still there long after: the feedback waits for the student.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Fix "buyed"')).toBeInTheDocument();
    expect(screen.getByText('Not quite. Try again!')).toBeInTheDocument();
    expect(screen.getByText('You chose “buys”; the right fix is “bought”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'bought' }).className).toContain('border-success');
    expect(screen.getByRole('button', { name: 'buys' }).className).toContain('border-destructive');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('Fix "buyed"')).toBeNull();
  });

  it('review mode shows found, missed and wrongly clicked words and the chosen and right fixes', () => {
    // An answer saved before words: fragment 4 ("shop") and 2 ("go"), read as clicks on their words.
    const state = findMistakesStateFromResponse(task, {
      responses: {
        clickedFragments: [4, 2],
        correctlyIdentified: ['e1'],
        incorrectClicks: 1,
        missedErrors: ['e2'],
        corrections: [],
      },
    });
    const { unmount } = render(<FindMistakesTaskView task={task} state={state} mode="review" />);
    expect(byTrack('token:1')).toHaveAccessibleName('go (mistake found)');
    expect(byTrack('token:7')).toHaveAccessibleName('buyed (missed mistake)');
    expect(byTrack('token:4')).toHaveAccessibleName('shop (not a mistake)');
    expect(screen.getByText('Found 1 of 2, wrong clicks: 1')).toBeInTheDocument();
    expect(screen.getAllByText('No answer')).toHaveLength(2);
    unmount();

    const fixed = [1, 7].reduce(
      (s, index) => reduceFindMistakes(task, s, { type: 'click-fragment', index }),
      initialFindMistakesState(task),
    );
    const done = [
      { type: 'start-fix' as const },
      { type: 'choose-fix' as const, option: 'goes' },
      { type: 'choose-fix' as const, option: 'bought' },
    ].reduce((s, a) => reduceFindMistakes(task, s, a), fixed);
    render(<FindMistakesTaskView task={task} state={done} mode="review" />);
    expect(screen.getByText('Chosen (wrong): goes')).toBeInTheDocument();
    expect(screen.getByText('Right fix: went')).toBeInTheDocument();
    expect(screen.getByText('Chosen: bought')).toBeInTheDocument();
    expect(byTrack('token:1')).toHaveAccessibleName(
      'go goes went (mistake found), corrected to went (chosen: goes)',
    );
  });

  it('shows what guessing cost in the review', () => {
    const guessed = [0, 2, 3, 4, 1, 7].reduce(
      (s, index) => reduceFindMistakes({ ...task, mode: 'find_only' }, s, { type: 'click-fragment', index }),
      initialFindMistakesState(task),
    );
    render(<FindMistakesTaskView task={{ ...task, mode: 'find_only' }} state={guessed} mode="review" />);
    expect(screen.getByText('Found 2 of 2, wrong clicks: 4, guessing cost 2 points')).toBeInTheDocument();
  });
});

describe('FindMistakesTaskView in Simplified Chinese', () => {
  afterEach(() => activateLocale('en'));

  it("says its own lines in Chinese, with the tutor's words and the student's choices as written", async () => {
    await loadTexts('app');
    await activateLocale('zh-CN');
    const { unmount } = render(<Harness />);
    // The tutor's display word ("exactly") is put into the whole Chinese sentence unchanged.
    expect(screen.getByText('这段文字有 exactly 2 处错误。')).toBeInTheDocument();
    expect(screen.getByText('已找到 0/2 处')).toBeInTheDocument();
    unmount();

    const guessed = [0, 2, 3, 4, 1, 7].reduce(
      (s, index) => reduceFindMistakes(task, s, { type: 'click-fragment', index }),
      initialFindMistakesState(task),
    );
    const done = [
      { type: 'start-fix' as const },
      { type: 'choose-fix' as const, option: 'goes' },
      { type: 'choose-fix' as const, option: 'bought' },
    ].reduce((s, a) => reduceFindMistakes(task, s, a), guessed);
    render(<FindMistakesTaskView task={task} state={done} mode="review" />);
    expect(screen.getByText('找到 2/2 处，点错 4 次，乱猜扣 2 分')).toBeInTheDocument();
    expect(screen.getByText('你选的（错误）：goes')).toBeInTheDocument();
    expect(screen.getByText('正确改法：went')).toBeInTheDocument();
    expect(byTrack('token:1')).toHaveAccessibleName(
      'go goes went（已找到的错误），改为 went（你选的是：goes）',
    );
    expect(byTrack('token:4')).toHaveAccessibleName('shop（不是错误）');
    // The tutor's fix prompts stay English; nothing else on the page is.
    const ownText = (document.body.textContent ?? '').replace(
      /She|go|to|the|shop|yesterday|and|buyed|milk|goes|went|bought|Fix "go"|Fix "buyed"|Find the mistakes\.|exactly/g,
      '',
    );
    expect(ownText).not.toMatch(/[A-Za-z]{3,}/);
  });
});
