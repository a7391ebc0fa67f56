import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initialFillBlanksState, reduceFillBlanks } from '#domain/tasks/fill-blanks/engine';
import type { FillBlanksAction, FillBlanksState, FillBlanksTask } from '#domain/tasks/fill-blanks/types';
import { FillBlanksAnswerKey } from './fill-blanks-answer-key';
import { FillBlanksTaskView } from './fill-blanks-task-view';

const task: FillBlanksTask = {
  id: 'fb',
  type: 'fill_blanks',
  question: 'Fill in the gaps.',
  points: 4,
  text: 'She ___ to school and ___ home at five.',
  blanks: [{ answers: ['goes'] }, { answers: ['comes', 'gets'] }],
};
const bankTask: FillBlanksTask = { ...task, wordBank: true, bank: ['comes', 'goes'] };

function Harness({ of, sent }: { of: FillBlanksTask; sent?: FillBlanksAction[] }) {
  const [state, setState] = useState<FillBlanksState>(initialFillBlanksState(of));
  return (
    <FillBlanksTaskView
      task={of}
      state={state}
      mode="play"
      onAction={(a) => {
        sent?.push(a);
        setState((s) => reduceFillBlanks(of, s, a));
      }}
    />
  );
}

const gap = (n: number) => screen.getByRole('textbox', { name: new RegExp(`^Gap ${n}`) });
const type = (n: number, text: string) => {
  fireEvent.change(gap(n), { target: { value: text } });
  fireEvent.keyDown(gap(n), { key: 'Enter' });
};

describe('FillBlanksTaskView', () => {
  it('typed: Enter checks a gap; a near miss says "Almost", a wrong word costs a point, the right one shows a tick', () => {
    const sent: FillBlanksAction[] = [];
    render(<Harness of={task} sent={sent} />);
    gap(1).focus();
    type(1, 'gose');
    expect(screen.getByText('Gap 1: Almost — check the spelling')).toBeInTheDocument();
    expect(gap(1)).toHaveAccessibleName('Gap 1, almost: check the spelling');
    type(1, 'went');
    expect(screen.getByText('Gap 1: Not this one (1 point off this gap). Try again.')).toBeInTheDocument();
    type(1, 'went');
    expect(screen.getByText('Gap 1: you have tried that already')).toBeInTheDocument();
    type(1, 'Goes');
    expect(screen.getByText('Gap 1: Correct! (1 point)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Gap 1/ })).toBeNull();
    expect(screen.getByLabelText('correct')).toBeInTheDocument();
    expect(sent.map((a) => a.text)).toEqual(['gose', 'went', 'Goes']);
    // The focus moves on to the next open gap.
    expect(gap(2)).toHaveFocus();
  });

  it('typed: the Check button sends every gap with a new text; two wrong answers close a gap with its answer', () => {
    render(<Harness of={task} />);
    fireEvent.change(gap(1), { target: { value: 'goes' } });
    fireEvent.change(gap(2), { target: { value: 'went' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByRole('textbox', { name: /^Gap 1/ })).toBeNull();
    type(2, 'left');
    expect(screen.getByText('Gap 2: The answer is: comes')).toBeInTheDocument();
    expect(screen.getByText('Done: 2 of 4 points')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('word bank: the first gap is chosen; a tapped word answers it; a word placed right is used up', () => {
    render(<Harness of={bankTask} />);
    expect(screen.getByRole('button', { name: 'Gap 1, empty, chosen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'comes' }));
    expect(screen.getByText('Gap 1: Not this one (1 point off this gap). Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'comes (tried)' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'goes' }));
    expect(screen.getByText('Gap 1: Correct! (1 point)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'goes (used)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Gap 2, empty, chosen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'comes' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('review: read-only, with every answer given and the accepted ones', () => {
    const state = [
      { type: 'answer-blank' as const, blank: 0, text: 'went' },
      { type: 'answer-blank' as const, blank: 0, text: 'goes' },
    ].reduce((s, a) => reduceFillBlanks(task, s, a), initialFillBlanksState(task));
    render(<FillBlanksTaskView task={task} state={state} mode="review" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('went, goes')).toBeInTheDocument();
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.getByText('comes / gets')).toBeInTheDocument();
  });

  it('review of a word-bank task draws the bank read-only (where a replay shows the taps)', () => {
    render(<FillBlanksTaskView task={bankTask} state={initialFillBlanksState(bankTask)} mode="review" />);
    const words = screen.getAllByRole('button');
    expect(words.map((b) => b.textContent)).toEqual(['comes', 'goes']);
    for (const word of words) expect(word).toBeDisabled();
    expect(document.querySelector('[data-track="bank:1"]')).toHaveTextContent('goes');
  });

  it("the teacher's key shows every gap's accepted answers in the text", () => {
    render(
      <FillBlanksAnswerKey
        task={{
          ...task,
          blanks: [task.blanks[0] as never, { answers: ['comes', 'gets'], caseSensitive: true }],
        }}
      />,
    );
    expect(screen.getByText('comes / gets')).toBeInTheDocument();
    expect(screen.getByText('Typed answers; capitals count in gap 2')).toBeInTheDocument();
  });
});
