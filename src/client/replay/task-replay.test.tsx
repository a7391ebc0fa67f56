import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TaskReplay } from './task-replay';

const record = {
  timeSpent: 2_000,
  area: { width: 400, height: 200 },
  cursorMovements: [
    { x: 0, y: 0, timestamp: 0 },
    { x: 200, y: 100, timestamp: 1_000 },
  ],
  clicks: [{ x: 200, y: 100, timestamp: 1_000, target: 'option:1' }],
  scrollEvents: [{ y: 10, timestamp: 500 }],
};

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's slider measures its thumb with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the replay player (teacher.md sections 2 and 9)', () => {
  it('shows play, reset, the four speeds, a 100 ms seek slider, the m:ss clock and session statistics', () => {
    render(
      <TaskReplay tracking={record} after={<p>block</p>}>
        <p>the task</p>
      </TaskReplay>,
    );
    expect(screen.getByText('the task')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    for (const speed of ['0.5x', '1x', '2x', '4x'])
      expect(screen.getByRole('button', { name: speed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1x' })).toHaveAttribute('aria-pressed', 'true');
    const slider = screen.getByRole('slider', { name: 'Seek' });
    expect(slider).toHaveAttribute('aria-valuemax', '2000');
    expect(screen.getByLabelText('Replay clock')).toHaveTextContent('0:00 / 0:02');
    const stats = screen.getByText('Session statistics').parentElement;
    expect(stats).toHaveTextContent('Total time0m 2s');
    expect(stats).toHaveTextContent('Cursor movements2');
    expect(stats).toHaveTextContent('Clicks1');
    expect(stats).toHaveTextContent('Scroll events1');
  });

  it('seeking by keyboard moves 100 ms, draws the cursor and marks a click within 100 ms', () => {
    render(
      <TaskReplay tracking={record}>
        <p>the task</p>
      </TaskReplay>,
    );
    const slider = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '2000');
    expect(screen.queryAllByTestId('replay-click-marker')).toHaveLength(0);
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '1000');
    expect(screen.getByTestId('replay-click-marker')).toHaveAttribute('data-target', 'option:1');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(screen.getAllByTestId('replay-click-marker')).toHaveLength(1);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(screen.queryAllByTestId('replay-click-marker')).toHaveLength(0);
    expect(screen.getByTestId('replay-cursor').style.opacity).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '4x' }));
    expect(screen.getByRole('button', { name: '4x' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('a corrupt stored recording shows a message instead of crashing', () => {
    render(
      <TaskReplay tracking={{ cursorMovements: [{ x: -5, y: 0, timestamp: 0 }] }} after={<p>block</p>}>
        <p>the task</p>
      </TaskReplay>,
    );
    expect(screen.getByText('the task')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/cannot be replayed: cursorMovements\.0\.x/);
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('no replay when there are no cursor movements', () => {
    render(
      <TaskReplay tracking={undefined} after={<p>No tracking data available for this session.</p>}>
        <p>the task</p>
      </TaskReplay>,
    );
    expect(screen.getByText('No tracking data available for this session.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });
});
