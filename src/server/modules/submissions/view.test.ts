import { describe, expect, it } from 'vitest';
import { normaliseTaskResponse } from '#domain/submissions/responses';
import { submissionAnswers } from './view';

const binary = (taskId: string, selectedAnswer: boolean) =>
  JSON.stringify({ taskId, type: 'binary_task', selectedAnswer, completed: true, isCorrect: true, score: 4 });
const row = (taskId: string, response: string) => ({
  taskId,
  response,
  tracking: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
});

describe('submissionAnswers', () => {
  it('answers each row normalised under its own task id, also when the same text is stored for two tasks', () => {
    const text = binary('q1', true);
    for (let round = 0; round < 2; round++) {
      const answers = submissionAnswers(
        { studentResponses: null },
        [row('q1', text), row('q2', text)],
        ['q1', 'q2'],
      );
      expect(answers.map((a) => a.taskId)).toEqual(['q1', 'q2']);
      expect(answers[0]).toEqual(normaliseTaskResponse(JSON.parse(text)));
      expect(answers[1]).toEqual({ ...normaliseTaskResponse(JSON.parse(text)), taskId: 'q2' });
    }
  });

  it("fills tasks without a row from the payload, skips rows that are not JSON objects, and keeps the homework's order", () => {
    const payload = JSON.stringify({
      tasks: [JSON.parse(binary('q3', false)), JSON.parse(binary('q1', false))],
    });
    const answers = submissionAnswers(
      { studentResponses: payload },
      [row('q1', binary('q1', true)), row('q2', 'not json'), row('zz', binary('zz', true))],
      ['q3', 'q2', 'q1'],
    );
    expect(answers.map((a) => [a.taskId, 'selectedAnswer' in a ? a.selectedAnswer : undefined])).toEqual([
      ['q3', false],
      ['q1', true],
      ['zz', true],
    ]);
  });

  it('answers kept objects frozen, so no view can change what the next one reads', () => {
    const [answer] = submissionAnswers({ studentResponses: null }, [row('q9', binary('q9', true))], ['q9']);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(() => {
      (answer as { score: number }).score = 99;
    }).toThrow(TypeError);
  });
});
