import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '#domain/homework/schema';
import { appendToAnswer } from '#domain/submissions/answer-log';
import type { TaskResponse } from '#domain/submissions/response-types';
import type { TaskAction } from '#domain/tasks/engine';
import { activateLocale, loadTexts } from '../i18n/locale';
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

describe('the replay stage re-enacts the task from its log (issue 29, item 7)', () => {
  const START = 1_700_000_000_000;
  const scramble = {
    id: 's1',
    type: 'sequence_task',
    question: 'Order the words',
    points: 6,
    items: ['home', 'I', 'go'],
    correctOrder: ['I', 'go', 'home'],
  } as Task;
  // Placed 'I' at 1 s, 'go' at 2 s and 'home' at 3 s, checked (right) at 4 s: the server logged
  // each 400 ms after the press.
  const moments: [TaskAction, number, string][] = [
    [{ type: 'tap-item', index: 1 }, 1_000, 'item:1'],
    [{ type: 'tap-item', index: 2 }, 2_000, 'item:2'],
    [{ type: 'tap-item', index: 0 }, 3_000, 'item:0'],
    [{ type: 'check-order' }, 4_000, 'check'],
  ];
  let response: TaskResponse | null = null;
  moments.forEach(([action, ms], i) => {
    response = appendToAnswer(scramble, response, [action], START + ms + 400, i + 1)?.response ?? response;
  });
  const tracking = {
    startTime: START,
    timeSpent: 5_000,
    area: { width: 400, height: 200 },
    cursorMovements: [
      { x: 0, y: 0, timestamp: 0 },
      { x: 200, y: 100, timestamp: 4_000 },
    ],
    clicks: moments.map(([, timestamp, target]) => ({ x: 50, y: 50, timestamp, target })),
    scrollEvents: [],
  };

  function renderReplay() {
    const view = render(
      <TaskReplay tracking={tracking} task={scramble} response={response}>
        <p>the review</p>
      </TaskReplay>,
    );
    const stage = view.container.querySelector<HTMLElement>('[data-replay-stage]');
    if (!stage) throw new Error('no stage');
    const placed = () =>
      [...stage.querySelectorAll('[data-track^="placed:"]')].map((e) => e.textContent?.trim());
    const bank = () => [...stage.querySelectorAll('[data-track^="item:"]')].map((e) => e.textContent?.trim());
    return { stage, placed, bank };
  }

  const seekTo = (ms: number) => {
    const slider = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.keyDown(slider, { key: 'Home' });
    for (let i = 0; i < ms / 100; i += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', String(ms));
  };

  it('shows the word bank whole at the start, then exactly the words placed by each moment', () => {
    const { stage, placed, bank } = renderReplay();
    // The review stays as it is, beside the replay.
    expect(screen.getByText('the review')).toBeInTheDocument();
    expect(stage.contains(screen.getByText('the review'))).toBe(false);
    expect(placed()).toEqual([]);
    expect(bank()).toEqual(['home', 'I', 'go']);
    expect(screen.getByText(/As the student saw it: 0 of 4 steps done/)).toBeInTheDocument();
    seekTo(2_100);
    expect(placed()).toEqual(['I', 'go']);
    expect(bank()).toEqual(['home']);
    expect(screen.getByText(/2 of 4 steps done/)).toBeInTheDocument();
    // The Check click lands on the Check button the student saw, with all three words placed.
    seekTo(4_000);
    expect(screen.getByTestId('replay-click-marker')).toHaveAttribute('data-target', 'check');
    expect(placed()).toEqual(['I', 'go', 'home']);
    seekTo(1_500);
    expect(placed()).toEqual(['I']);
  });

  it('the stage cannot be pressed or focused: it only shows', () => {
    const { stage } = renderReplay();
    expect(stage.querySelector('[inert]')).not.toBeNull();
  });
});

describe('the replay player in Simplified Chinese', () => {
  afterEach(() => activateLocale('en'));

  it("a corrupt recording is said in Chinese without the record check's English, which stays in the title", async () => {
    await loadTexts('app');
    await activateLocale('zh-CN');
    render(
      <TaskReplay tracking={{ cursorMovements: [{ x: -5, y: 0, timestamp: 0 }] }}>
        <p>the task</p>
      </TaskReplay>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('这道题目的操作记录已损坏，无法回放。');
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    expect(alert.querySelector('[title]')?.getAttribute('title')).toMatch(/^cursorMovements\.0\.x: /);
  });

  it('names its controls, marks and statistics in Chinese, times in the teacher form', async () => {
    await loadTexts('app');
    await activateLocale('zh-CN');
    const idle = {
      ...record,
      timeSpent: 13_000,
      cursorMovements: [
        { x: 0, y: 0, timestamp: 0 },
        { x: 200, y: 100, timestamp: 12_000 },
      ],
      clicks: [{ x: 200, y: 100, timestamp: 12_000, target: 'option:1' }],
      scrollEvents: [],
    };
    render(
      <TaskReplay tracking={idle}>
        <p>the task</p>
      </TaskReplay>,
    );
    expect(screen.getByRole('region', { name: '回放' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0.5 倍速' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('slider', { name: '跳转' })).toBeInTheDocument();
    const marks = screen.getByRole('group', { name: '回放标记' });
    expect(within(marks).getByRole('button', { name: '0:00 的停顿 12 秒' })).toBeInTheDocument();
    expect(within(marks).getByRole('button', { name: '0:12 的点击' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '标记图例' })).toHaveTextContent('停顿超过 10 秒');
    const stats = screen.getByText('作答过程统计').parentElement;
    expect(stats).toHaveTextContent('总用时0分13秒');
    expect(stats).toHaveTextContent('光标移动次数2');
    // Only the tutor's task (here "the task") is left in English.
    expect(document.body.textContent?.replace('the task', '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
