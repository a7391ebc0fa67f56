import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { isWrongAnswerTarget, replayMarkers } from './markers';
import { trackingRecordSchema } from './schema';

const [mcq] = repairAssignmentDetails({
  tasks: [
    { id: 'm', type: 'mcq_1', question: 'Q', options: ['goed', 'went'], correctAnswer: 'went', points: 2 },
  ],
}).tasks;

describe('replay markers', () => {
  it('marks clicks, checks, wrong answers and idle gaps over 10 s, in time order', () => {
    const record = trackingRecordSchema.parse({
      cursorMovements: [
        { x: 1, y: 1, timestamp: 0 },
        { x: 2, y: 2, timestamp: 1000 },
        { x: 3, y: 3, timestamp: 13_000 },
      ],
      clicks: [
        { x: 2, y: 2, timestamp: 1000, target: 'option:0' },
        { x: 3, y: 3, timestamp: 13_000, target: 'option:1' },
        { x: 3, y: 3, timestamp: 14_000, target: 'check' },
      ],
    });
    const markers = replayMarkers(record, (target) => isWrongAnswerTarget(mcq!, target));
    expect(markers.map((m) => [m.timeMs, m.kind, m.label])).toEqual([
      [1000, 'wrong', 'Wrong answer'],
      [1000, 'idle', 'Idle 12 s'],
      [13_000, 'click', 'Click'],
      [14_000, 'check', 'Check'],
    ]);
  });

  it('knows wrong answers from the key of each task type', () => {
    const [binary, find] = repairAssignmentDetails({
      tasks: [
        { id: 'b', type: 'binary_task', passage: 'p', statement: 's', correctAnswer: true, points: 1 },
        {
          id: 'f',
          type: 'find_mistakes',
          mode: 'find_and_fix',
          find: {
            fragments: [
              { text: 'a ', isError: false },
              { text: 'b', isError: true, errorId: 'e' },
            ],
          },
          fix: [{ errorId: 'e', options: ['x', 'y'], correct: 'y' }],
        },
      ],
    }).tasks;
    expect(isWrongAnswerTarget(binary!, 'answer:false')).toBe(true);
    expect(isWrongAnswerTarget(binary!, 'answer:true')).toBe(false);
    expect(isWrongAnswerTarget(find!, 'fragment:0')).toBe(true);
    expect(isWrongAnswerTarget(find!, 'fragment:1')).toBe(false);
    expect(isWrongAnswerTarget(find!, 'token:0')).toBe(true);
    expect(isWrongAnswerTarget(find!, 'token:1')).toBe(false);
    expect(isWrongAnswerTarget(find!, 'token:2')).toBe(false);
    expect(isWrongAnswerTarget(find!, 'fix-option:0:0')).toBe(true);
    expect(isWrongAnswerTarget(find!, 'fix-option:0:1')).toBe(false);
    expect(isWrongAnswerTarget(find!, 'fix-choice:0:x')).toBe(true);
    expect(isWrongAnswerTarget(find!, 'fix-choice:0:y')).toBe(false);
    expect(isWrongAnswerTarget(find!, 'fix-choice:0:not an option')).toBe(false);
    expect(isWrongAnswerTarget(mcq!, 'next')).toBe(false);
  });
});
