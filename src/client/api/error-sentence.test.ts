import { describe, expect, it } from 'vitest';
import { errorSentence, offlineSentence, serverFaultSentence, signedOutSentence } from './error-sentence';
import { ApiError } from './http';

const api = (status: number, serverMessage: string, code?: string) =>
  new ApiError(
    `${status}: ${JSON.stringify({ error: code, message: serverMessage })}`,
    status,
    code,
    serverMessage,
    {},
  );

describe('an error shown to a person is a sentence', () => {
  it("uses the server's message when it is one", () => {
    expect(errorSentence(api(409, 'The email is already taken', 'CONFLICT'))).toBe(
      'The email is already taken',
    );
  });

  it('never shows JSON, a status line or a fetch error', () => {
    expect(errorSentence(api(400, '{"error":"X"}'))).toBe('That did not work. Please try again.');
    expect(errorSentence(api(400, '400: Bad Request'), 'Could not save.')).toBe('Could not save.');
    expect(errorSentence(new TypeError('Failed to fetch'))).toBe(offlineSentence);
    expect(errorSentence(new Error('{"error":"UNAUTHENTICATED"}'))).toBe(
      'That did not work. Please try again.',
    );
    for (const error of [api(401, 'Not signed in', 'UNAUTHENTICATED'), api(500, 'boom'), api(400, '{"a":1}')])
      expect(errorSentence(error)).not.toMatch(/[{}]|\b\d{3}\b|fetch/i);
  });

  it('says what happened for a signed-out session and a server fault', () => {
    expect(errorSentence(api(401, 'Not signed in', 'UNAUTHENTICATED'))).toBe(signedOutSentence);
    expect(errorSentence(api(503, 'Service Unavailable'))).toBe(serverFaultSentence);
  });
});
