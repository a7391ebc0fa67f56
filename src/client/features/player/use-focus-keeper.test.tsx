import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusKeeper } from './use-focus-keeper';

/** A small player: a bank of words that leave when placed, options that lock when picked, and Next. */
function Harness() {
  const ref = useRef<HTMLDivElement>(null);
  useFocusKeeper(ref);
  const [bank, setBank] = useState(['I', 'like', 'tea']);
  const [picked, setPicked] = useState<string[]>([]);
  const done = picked.includes('went');
  return (
    <div>
      <div ref={ref}>
        <div data-task-area>
          <ul aria-label="Items to place">
            {bank.map((word) => (
              <li key={word}>
                <button type="button" onClick={() => setBank((b) => b.filter((w) => w !== word))}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" data-focus-main disabled={bank.length > 0}>
            Check
          </button>
          <ul aria-label="Options">
            {['goed', 'went'].map((option) => (
              <li key={option}>
                <button
                  type="button"
                  disabled={picked.includes(option) || done}
                  onClick={() => setPicked((p) => [...p, option])}
                >
                  {option}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" data-track="previous">
          Previous
        </button>
        <button type="button" data-track="next" disabled={!done}>
          Next
        </button>
      </div>
      <button type="button">Outside</button>
    </div>
  );
}

/** Presses a control as a keyboard user does: it has the focus, then it is activated. */
function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useFocusKeeper', () => {
  it('a placed word leaves the bank: the focus goes to the word now in its place, then to Check', async () => {
    render(<Harness />);
    press('like');
    await flush();
    expect(screen.getByRole('button', { name: 'tea' })).toHaveFocus();
    press('tea');
    await flush();
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();
    press('I');
    await flush();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus();
  });

  it('a picked option is locked: the focus goes to the next option, and to Next once the task is done', async () => {
    render(<Harness />);
    press('goed');
    await flush();
    expect(screen.getByRole('button', { name: 'went' })).toHaveFocus();
    press('went');
    await flush();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('leaves alone a focus the student moved away from the player', async () => {
    render(<Harness />);
    screen.getByRole('button', { name: 'like' }).focus();
    screen.getByRole('button', { name: 'Outside' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'goed' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });
});
