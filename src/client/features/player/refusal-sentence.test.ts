import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '#domain/homework/finding';
import { refusalCodes, refusals } from '#domain/submissions/refusals';
import { ApiError } from '../../api/http';
import { activateLocale, loadTexts } from '../../i18n/locale';
import { refusalSentence, refusalSentences } from './refusal-sentence';

afterEach(() => activateLocale('en'));
beforeAll(() => loadTexts('app'));

/** The ApiError the client makes of the server's answer to a refusal (status and general code). */
function answered(refusal: Finding, status = 400, error = 'BAD_REQUEST'): ApiError {
  const body = { error, ...refusal };
  return new ApiError(`${status}: ${JSON.stringify(body)}`, status, error, refusal.message, body);
}

/** One refusal of every code, made the way the server makes them. */
const everyRefusal: Finding[] = [
  refusals.notInHomework('t1'),
  refusals.cannotPlay('t1'),
  refusals.wrongType('t1', 'mcq_1', 'binary_task'),
  refusals.tooLarge('t1', 'selectedAnswers has 5 picks; this task has 4 options'),
  refusals.overLimit('t1', 'checkAttempts is 9; this task allows at most 3'),
  refusals.notInTask('t1', '"x" is not an option of this task left to pick'),
  refusals.rewrite('t1', 'the picks already saved were changed'),
  refusals.logFull('t1'),
  refusals.alreadySubmitted(),
  refusals.trackingNotInHomework('t9'),
  refusals.badTime('startTime'),
  refusals.endBeforeStart(),
  refusals.pastLastTask(7),
  refusals.listedTwice('t1'),
];

const han = /[\u4e00-\u9fff]/;

describe("the server's refusals of an answer in the student's language", () => {
  it('has a sentence for every code the domain gives, and a refusal made for each', () => {
    expect(Object.keys(refusalSentences).sort()).toEqual([...refusalCodes].sort());
    expect(everyRefusal.map((refusal) => refusal.code).sort()).toEqual([...refusalCodes].sort());
  });

  it("in English shows the server's own words, unchanged", () => {
    for (const refusal of everyRefusal) expect(refusalSentence(answered(refusal))).toBe(refusal.message);
    expect(
      refusalSentence(
        answered(refusals.rewrite('t1', 'the answer already saved was changed'), 409, 'CONFLICT'),
      ),
    ).toBe('This answer was already saved and cannot be changed: the answer already saved was changed');
  });

  it('in Chinese says each code in its own Chinese sentence, without the technical English', async () => {
    await activateLocale('zh-CN');
    const said = everyRefusal.map((refusal) => refusalSentence(answered(refusal)));
    for (const sentence of said) {
      expect(sentence).toMatch(han);
      expect(sentence).not.toMatch(/[A-Za-z]/);
    }
    // Each code is its own sentence, not one general line for all.
    expect(new Set(said).size).toBe(said.length);
    expect(refusalSentence(answered(refusals.rewrite('t1', 'x'), 409, 'CONFLICT'))).toBe(
      '这道题目的答案已经保存，不能再更改。',
    );
    expect(refusalSentence(answered(refusals.logFull('t1')))).toBe(
      '这道题目记录的操作已达上限，无法再保存更多操作。',
    );
  });

  it("an unknown code falls back to the general code's sentence, as before", async () => {
    await activateLocale('zh-CN');
    const newer = answered({ code: 'answer.from-a-newer-server', message: 'Something new' });
    const general = refusalSentence(answered({ code: '', message: 'Task "t1" cannot be played' } as Finding));
    expect(refusalSentence(newer)).toBe(general);
    expect(general).toMatch(han);
    expect(refusalSentence(newer, 'fallback')).not.toBe('Something new');
    // A fault that is not the server's refusal keeps the screen's own sentence.
    expect(refusalSentence(new Error('{"x":1}'), '提交失败')).toBe('提交失败');
  });
});
