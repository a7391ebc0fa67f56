import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

// This file proves the production cost; the other test files run at PASSWORD_HASH_COST=test.
const testCost = vi.hoisted(() => {
  const previous = process.env.PASSWORD_HASH_COST;
  delete process.env.PASSWORD_HASH_COST;
  return previous;
});
afterAll(() => {
  if (testCost !== undefined) process.env.PASSWORD_HASH_COST = testCost;
});

// scrypt (16 MB, deliberately slow) and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

describe('password hashing (scrypt N=2^14, r=8, p=5, parameters stored with the hash)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });

  it('asks for a rehash when the stored cost differs from the current one', async () => {
    expect(needsRehash(await hashPassword('p'))).toBe(false);
    const weaker = (await hashPassword('p')).replace('scrypt$16384$', 'scrypt$1024$');
    expect(needsRehash(weaker)).toBe(true);
  });

  it('salts with 32 bytes and still verifies hashes stored with the earlier 16-byte salt', async () => {
    const salt = (await hashPassword('p')).split('$')[4] ?? '';
    expect(Buffer.from(salt, 'base64')).toHaveLength(32);
    // A hash as stored before libsodium computed new ones: Node's scrypt, 16-byte salt.
    const old = randomBytes(16);
    const key = scryptSync('old password', old, 64, { N: 2 ** 14, r: 8, p: 5, maxmem: 64 << 20 });
    const stored = ['scrypt', 16384, 8, 5, old.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('old password', stored)).toBe(true);
    expect(await verifyPassword('old passworD', stored)).toBe(false);
    // Made again at the next good sign-in: checked by Node's scrypt it takes longer than a check
    // against the unknown-user hash, which would tell a guesser the account exists.
    expect(needsRehash(stored)).toBe(true);
  });
});
