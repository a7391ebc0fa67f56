import { describe, expect, it } from 'vitest';
import type { Task } from '#domain/homework/schema';
import { appendToAnswer } from '#domain/submissions/answer-log';
import type { TaskResponse } from '#domain/submissions/response-types';
import type { TaskAction } from '#domain/tasks/engine';
import type { TrackingRecord } from '#domain/tracking/schema';
import { replayTimeline, stateAt, stepsDoneAt } from './replay-timeline';
import { stageMarkers } from './stage-markers';

const START = 1_700_000_000_000;

/** An answer logged as the server logs one: each action with the server's time. */
function logged(task: Task, entries: readonly [TaskAction, number][]): TaskResponse {
  let response: TaskResponse | null = null;
  entries.forEach(([action, at], i) => {
    response = appendToAnswer(task, response, [action], at, i + 1)?.response ?? response;
  });
  if (!response) throw new Error('nothing logged');
  return response;
}

function recording(clicks: { timestamp: number; target?: string }[], timeSpent = 20_000): TrackingRecord {
  return {
    startTime: START,
    timeSpent,
    cursorMovements: [{ x: 1, y: 1, timestamp: 0 }],
    clicks: clicks.map((c) => ({ x: 10, y: 10, ...c })),
    scrollEvents: [],
  };
}

const scramble: Task = {
  id: 's1',
  type: 'sequence_task',
  question: 'Order the words',
  points: 6,
  items: ['home', 'I', 'go'],
  correctOrder: ['I', 'go', 'home'],
} as Task;

const tap = (index: number): TaskAction => ({ type: 'tap-item', index });
const check: TaskAction = { type: 'check-order' };

describe('the replay folds the log up to the moment shown', () => {
  // The student placed 'home', 'I' and 'go' at 2, 4 and 5 s of the task, checked (wrong) at 6 s,
  // took every word back by tapping the first placed one at 8 s, placed 'I', 'go', 'home' and
  // checked at 11 s. The server took each in 300 ms later, and the device's clock runs 1.5 s behind
  // the server's.
  const skew = 1_500;
  const moments: [TaskAction, number, string][] = [
    [tap(0), 2_000, 'item:0'],
    [tap(1), 4_000, 'item:1'],
    [tap(2), 5_000, 'item:2'],
    [check, 6_000, 'check'],
    [tap(0), 8_000, 'placed:0'],
    [tap(1), 9_000, 'item:1'],
    [tap(2), 10_000, 'item:2'],
    [tap(0), 10_500, 'item:0'],
    [check, 11_000, 'check'],
  ];
  const response = logged(
    scramble,
    moments.map(([action, ms]) => [action, START + ms + 300 + skew]),
  );
  const record = recording([
    { timestamp: 500, target: 'text' },
    ...moments.map(([, timestamp, target]) => ({ timestamp, target })),
  ]);
  const timeline = replayTimeline(scramble, response, record);
  if (!timeline) throw new Error('no timeline');

  it('places each action one seek step after the press that made it, whatever the server clock said', () => {
    expect(timeline.steps.map((s) => s.timeMs)).toEqual(moments.map(([, ms]) => ms + 100));
    expect(timeline.steps.map((s) => s.click)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows nothing placed before the first press, and exactly two placed words after the second', () => {
    expect(stateAt(timeline, 1_999)).toMatchObject({ placed: [] });
    expect(stateAt(timeline, 3_999)).toMatchObject({ placed: [0] });
    // At the press the stage still shows the word in the bank, where the press lands.
    expect(stateAt(timeline, 4_000)).toMatchObject({ placed: [0] });
    expect(stateAt(timeline, 4_100)).toMatchObject({ placed: [0, 1] });
    expect(stepsDoneAt(timeline, 4_500)).toBe(2);
  });

  it('shows the wrong check, the words taken back and the right order at their moments', () => {
    expect(stateAt(timeline, 6_500)).toMatchObject({ placed: [0, 1, 2], wrongChecks: 1, solved: false });
    // Tapping the first placed word takes it and every word after it back.
    expect(stateAt(timeline, 8_500)).toMatchObject({ placed: [] });
    expect(stateAt(timeline, 10_700)).toMatchObject({ placed: [1, 2, 0], solved: false });
    expect(stateAt(timeline, 20_000)).toMatchObject({ placed: [1, 2, 0], solved: true, wrongChecks: 1 });
  });

  it('marks the wrong check (and only it) on the seek bar, in place of its click', () => {
    expect(timeline.steps.map((s) => s.wrong)).toEqual([
      null,
      null,
      null,
      'check',
      null,
      null,
      null,
      null,
      null,
    ]);
    const marks = stageMarkers(record, timeline);
    expect(marks.filter((m) => m.kind === 'wrong-check')).toEqual([
      { timeMs: 6_100, kind: 'wrong-check', label: 'Wrong check' },
    ]);
    // It takes the place of the Check press's own mark.
    expect(marks.filter((m) => m.timeMs === 6_000)).toHaveLength(0);
    expect(marks.filter((m) => m.kind === 'check')).toEqual([
      { timeMs: 11_000, kind: 'check', label: 'Check' },
    ]);
  });
});

describe('the clock rule for actions no press made', () => {
  const gaps: Task = {
    id: 'f1',
    type: 'fill_blanks',
    question: 'Fill in the gaps',
    points: 4,
    text: 'She ___ to school and ___ lunch there.',
    blanks: [{ answers: ['goes'] }, { answers: ['eats'] }],
  } as Task;

  it('an answer typed with Enter is placed by the start time until a press ties the clocks, then by the press', () => {
    const response = logged(gaps, [
      [{ type: 'answer-blank', blank: 0, text: 'go' }, START + 1_000],
      [{ type: 'answer-blank', blank: 0, text: 'goes' }, START + 5_200],
      [{ type: 'answer-blank', blank: 1, text: 'eat' }, START + 9_000],
    ]);
    // The second answer was sent with the Check button at 4.5 s (the server took it in 700 ms later).
    const record = recording([{ timestamp: 4_500, target: 'check' }]);
    const timeline = replayTimeline(gaps, response, record);
    expect(timeline?.steps.map((s) => [s.timeMs, s.click])).toEqual([
      [1_000, null],
      [4_600, 0],
      [8_300, null],
    ]);
    expect(timeline?.steps.map((s) => s.wrong)).toEqual(['answer', null, 'answer']);
    if (!timeline) return;
    expect(stateAt(timeline, 4_000)).toMatchObject({ blanks: [[{ text: 'go', verdict: 'wrong' }], []] });
    expect(stateAt(timeline, 4_600)).toMatchObject({
      blanks: [[{ text: 'go' }, { text: 'goes', verdict: 'right' }], []],
    });
    // A wrong answer no press made stands on the seek bar on its own.
    expect(
      stageMarkers(record, timeline)
        .filter((m) => m.kind === 'wrong')
        .map((m) => m.timeMs),
    ).toEqual([1_000, 8_300]);
  });

  it('a pick made with the keyboard is not tied to a press of the same option long after', () => {
    const mcq = {
      id: 'm1',
      type: 'mcq_1',
      question: 'Pick',
      points: 6,
      options: ['goed', 'went', 'gone'],
      correctAnswer: 'went',
    } as Task;
    const response = logged(mcq, [[{ type: 'pick-option', index: 0 }, START + 2_000]]);
    const timeline = replayTimeline(
      mcq,
      response,
      recording([{ timestamp: 60_000, target: 'option:0' }], 70_000),
    );
    expect(timeline?.steps.map((s) => [s.timeMs, s.click, s.wrong])).toEqual([[2_000, null, 'answer']]);
  });

  it('puts each action on the 100 ms grid of the seek bar, as a seek to its mark lands', () => {
    const response = logged(scramble, [
      [tap(0), START + 2_300],
      [tap(1), START + 4_400],
    ]);
    const record = recording([
      { timestamp: 2_049, target: 'item:0' },
      { timestamp: 4_051, target: 'item:1' },
    ]);
    const timeline = replayTimeline(scramble, response, record);
    expect(timeline?.steps.map((s) => s.timeMs)).toEqual([2_100, 4_200]);
    // The mark of the press at 2.049 s seeks to 2.0 s (the nearest step): the word is still in
    // the bank under the press; one step on it is placed.
    if (!timeline) return;
    expect(stateAt(timeline, 2_000)).toMatchObject({ placed: [] });
    expect(stateAt(timeline, 2_100)).toMatchObject({ placed: [0] });
  });

  it('times never go back and stay inside the recording', () => {
    const response = logged(scramble, [
      [tap(0), START + 50_000],
      [tap(1), START - 5_000],
    ]);
    const timeline = replayTimeline(scramble, response, recording([], 20_000));
    expect(timeline?.steps.map((s) => s.timeMs)).toEqual([20_000, 20_000]);
  });

  it('a task that cannot be played has no timeline (its message shows instead)', () => {
    const response = logged(scramble, [[tap(0), START + 1_000]]);
    const broken = { ...scramble, keyProblem: { field: 'correctOrder', message: 'missing' } } as Task;
    expect(replayTimeline(broken, response, recording([]))).toBeNull();
  });

  it('an answer without a log has no timeline (the replay draws over the review as it ends)', () => {
    const response = logged(scramble, [[tap(0), START + 1_000]]);
    const { log: _log, ...withoutLog } = response;
    expect(replayTimeline(scramble, withoutLog as TaskResponse, recording([]))).toBeNull();
    expect(replayTimeline(scramble, null, recording([]))).toBeNull();
  });
});

describe("each kind's presses and wrong steps", () => {
  const at = (ms: number) => START + ms + 200;

  it('multiple choice: a wrong pick then the right one, each at its option', () => {
    const mcq = {
      id: 'm1',
      type: 'mcq_1',
      question: 'Pick',
      points: 6,
      options: ['goed', 'went', 'gone'],
      correctAnswer: 'went',
    } as Task;
    const response = logged(mcq, [
      [{ type: 'pick-option', index: 2 }, at(1_000)],
      [{ type: 'pick-option', index: 1 }, at(3_000)],
    ]);
    const record = recording([
      { timestamp: 500, target: 'option:1' },
      { timestamp: 1_000, target: 'option:2' },
      { timestamp: 3_000, target: 'option:1' },
    ]);
    const timeline = replayTimeline(mcq, response, record);
    expect(timeline?.steps.map((s) => [s.click, s.wrong])).toEqual([
      [1, 'answer'],
      [2, null],
    ]);
  });

  it('true or false: the wrong answer is a wrong pick', () => {
    const binary = {
      id: 'b1',
      type: 'binary_task',
      question: 'True?',
      statement: 'The sky is green.',
      correctAnswer: false,
      points: 4,
    } as Task;
    const response = logged(binary, [[{ type: 'pick-answer', value: true }, at(2_000)]]);
    const timeline = replayTimeline(
      binary,
      response,
      recording([{ timestamp: 2_000, target: 'answer:true' }]),
    );
    expect(timeline?.steps.map((s) => [s.timeMs, s.click, s.wrong])).toEqual([[2_100, 0, 'answer']]);
  });

  it('find the mistakes: a word that is not a mistake and a wrong fix are wrong; Fix them is its button', () => {
    const fragment = (text: string, errorId?: string) =>
      errorId === undefined ? { text, isError: false } : { text, isError: true, errorId };
    const task = {
      id: 'f1',
      type: 'find_mistakes',
      question: 'Find and fix.',
      mode: 'find_and_fix',
      points: 10,
      mistakeCount: { revealed: true, count: 1, display: 'exactly' },
      find: { fragments: [fragment('We '), fragment('go', 'e1'), fragment(' home.')], prompts: {} },
      fix: [{ errorId: 'e1', prompt: 'Fix "go"', options: ['went', 'goed'], correct: 'went' }],
    } as Task;
    // Words: 0 'We', 1 'go', 2 'home.' (the spaces between are not words).
    const response = logged(task, [
      [{ type: 'click-fragment', index: 0 }, at(1_000)],
      [{ type: 'click-fragment', index: 1 }, at(2_000)],
      [{ type: 'start-fix' }, at(3_000)],
      [{ type: 'choose-fix', option: 'goed' }, at(4_000)],
    ]);
    const record = recording([
      { timestamp: 1_000, target: 'token:0' },
      { timestamp: 2_000, target: 'token:1' },
      { timestamp: 3_000, target: 'fix-start' },
      { timestamp: 4_000, target: 'fix-choice:0:goed' },
    ]);
    const timeline = replayTimeline(task, response, record);
    expect(timeline?.steps.map((s) => [s.click, s.wrong])).toEqual([
      [0, 'answer'],
      [1, null],
      [2, null],
      [3, 'answer'],
    ]);
  });

  it('a word bank answer is tied to the press on its word', () => {
    const bank = {
      id: 'g1',
      type: 'fill_blanks',
      question: 'Choose.',
      points: 4,
      wordBank: true,
      text: 'I ___ a film and ___ popcorn.',
      blanks: [{ answers: ['saw'] }, { answers: ['ate'] }],
    } as Task;
    const response = logged(bank, [
      [{ type: 'answer-blank', blank: 0, text: 'ate' }, at(1_000)],
      [{ type: 'answer-blank', blank: 0, text: 'saw' }, at(2_000)],
    ]);
    const record = recording([
      { timestamp: 500, target: 'gap:0' },
      { timestamp: 1_000, target: 'bank:1' },
      { timestamp: 2_000, target: 'bank:0' },
    ]);
    const timeline = replayTimeline(bank, response, record);
    expect(timeline?.steps.map((s) => [s.click, s.wrong])).toEqual([
      [1, 'answer'],
      [2, null],
    ]);
  });
});
