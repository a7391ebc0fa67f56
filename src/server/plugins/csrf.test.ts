import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoEntries } from '../cache/read-layer';
import { issueToken, tokenChecker } from './csrf';

const secret = randomBytes(32).toString('base64url');
const cookie = () => randomBytes(32).toString('base64url');

describe('the CSRF token check, remembering the pairs it accepted', () => {
  it('accepts a token with its own cookie, every time it comes back', () => {
    const check = tokenChecker(secret);
    const binding = cookie();
    const token = issueToken(secret, binding);
    expect(check(binding, token)).toBe(true);
    expect(check(binding, token)).toBe(true);
  });

  it('refuses a remembered token sent with another cookie, and still accepts it with its own', () => {
    const check = tokenChecker(secret);
    const binding = cookie();
    const token = issueToken(secret, binding);
    expect(check(binding, token)).toBe(true);
    expect(check(cookie(), token)).toBe(false);
    expect(check(binding, token)).toBe(true);
  });

  it('refuses every time a token that is altered, signed with another secret, or not a token', () => {
    const check = tokenChecker(secret);
    const binding = cookie();
    const token = issueToken(secret, binding);
    const [nonce, signature] = token.split('.') as [string, string];
    const altered = `${nonce}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const foreign = issueToken(randomBytes(32).toString('base64url'), binding);
    for (const wrong of [altered, foreign, nonce, `${token}.x`, ''])
      for (let i = 0; i < 2; i++) expect(check(binding, wrong)).toBe(false);
    expect(check(binding, token)).toBe(true);
  });

  it('still accepts a pair after it was dropped for newer ones (checked in full again)', () => {
    const check = tokenChecker(secret);
    const first = cookie();
    const firstToken = issueToken(secret, first);
    expect(check(first, firstToken)).toBe(true);
    const other = cookie();
    for (let i = 0; i <= memoEntries.verifiedCsrfTokens; i++)
      expect(check(other, issueToken(secret, other))).toBe(true);
    expect(check(first, firstToken)).toBe(true);
    expect(check(cookie(), firstToken)).toBe(false);
  });
});
