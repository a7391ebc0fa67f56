import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-check';
import { createTestApp, type TestApp } from './test-app';

// The check every API test's `inject` runs: it passes the server's real answers and throws on an
// undocumented status, a body off its schema, a body where none is described or another media type.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function altered(
  response: LightMyRequestResponse,
  change: Partial<LightMyRequestResponse>,
): LightMyRequestResponse {
  const payload = change.body ?? response.body;
  return {
    ...response,
    headers: { ...response.headers, ...change.headers },
    statusCode: change.statusCode ?? response.statusCode,
    body: payload,
    rawPayload: Buffer.from(payload),
  } as LightMyRequestResponse;
}

describe('the answer check of the API tests', () => {
  it('passes real answers, and throws on an undocumented status, a body off its schema or another media type', async () => {
    const request = { method: 'GET' as const, url: '/api/csrf-token' };
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(200);
    expect(() => checkAnswer(request, response)).not.toThrow();
    expect(() => checkAnswer(request, altered(response, { statusCode: 418 }))).toThrow(/answered 418/);
    expect(() => checkAnswer(request, altered(response, { body: '{"token":5}' }))).toThrow(
      /off its described schema/,
    );
    expect(() =>
      checkAnswer(request, altered(response, { headers: { 'content-type': 'text/plain' } })),
    ).toThrow(/described as application\/json/);
  });

  it('checks error bodies, date-times and the ids in paths of the described operations', async () => {
    const request = { method: 'GET' as const, url: '/api/student/homework/7' };
    const refused = await t.app.inject(request);
    expect(refused.statusCode).toBe(401);
    expect(() => checkAnswer(request, refused)).not.toThrow();
    expect(() => checkAnswer(request, altered(refused, { body: '{"error":"NOPE","message":"x"}' }))).toThrow(
      /off its described schema/,
    );
    const submit = { method: 'POST' as const, url: '/api/student/homework/7/submit' };
    const submitted = altered(refused, {
      statusCode: 200,
      body: JSON.stringify({
        score: 1,
        totalPoints: 2,
        percentage: 50,
        passed: false,
        submissionDate: 'yesterday',
      }),
    });
    expect(() => checkAnswer(submit, submitted)).toThrow(/format/);
    // Paths no operation describes are not checked (the unknown-path 404 is the server's own).
    expect(() =>
      checkAnswer({ method: 'GET', url: '/api/nothing' }, altered(refused, { statusCode: 404 })),
    ).not.toThrow();
  });
});
