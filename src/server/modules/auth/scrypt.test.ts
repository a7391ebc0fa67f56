import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { chooseFasterScrypt, deriveScrypt, type ScryptCost, scryptEngine, scryptEngineFor } from './scrypt';

// Up to 32 MiB per hash: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 30_000 });

const salt32 = randomBytes(32);

describe('scrypt by libsodium and by Node', () => {
  it('loads libsodium here (the lockfile installs it) and starts with it', () => {
    expect(scryptEngine()).toBe('libsodium');
  });

  // The production cost, the test suites' cost, and other costs an old hash may carry: each one
  // libsodium can express must give Node's bytes exactly, or stored hashes would stop matching.
  const costs: ScryptCost[] = [
    { N: 2 ** 14, r: 8, p: 5 },
    { N: 2 ** 10, r: 8, p: 1 },
    { N: 2 ** 14, r: 8, p: 1 },
    { N: 2 ** 15, r: 8, p: 3 },
    { N: 2 ** 13, r: 8, p: 1 },
    { N: 2 ** 12, r: 8, p: 1 },
  ];
  for (const cost of costs) {
    it(`gives the same key at N=2^${Math.log2(cost.N)}, r=${cost.r}, p=${cost.p}`, async () => {
      expect(scryptEngineFor('pässword', salt32, 64, cost, 'libsodium')).toBe('libsodium');
      const [fast, reference] = await Promise.all([
        deriveScrypt('pässword', salt32, 64, cost, 'libsodium'),
        deriveScrypt('pässword', salt32, 64, cost, 'node'),
      ]);
      expect(fast.equals(reference)).toBe(true);
    });
  }

  it('leaves to Node what libsodium cannot compute, with the same answer as before', async () => {
    const cost = { N: 2 ** 10, r: 8, p: 1 };
    const salt16 = randomBytes(16);
    expect(scryptEngineFor('x', salt16, 64, cost, 'libsodium')).toBe('node');
    expect(scryptEngineFor('x', salt32, 64, { N: 2 ** 10, r: 4, p: 1 }, 'libsodium')).toBe('node');
    expect(scryptEngineFor('', salt32, 64, cost, 'libsodium')).toBe('node');
    // p > 1 with less than libsodium's 16 MiB of memory: it would read a different N from it.
    expect(scryptEngineFor('x', salt32, 64, { N: 2 ** 10, r: 8, p: 2 }, 'libsodium')).toBe('node');
    expect(scryptEngineFor('x', salt32, 8, cost, 'libsodium')).toBe('node');
    // 64 MiB and more: refused by Node's cap, so not computed by libsodium either.
    expect(scryptEngineFor('x', salt32, 64, { N: 2 ** 16, r: 8, p: 1 }, 'libsodium')).toBe('node');
    await expect(deriveScrypt('x', salt32, 64, { N: 2 ** 16, r: 8, p: 1 }, 'libsodium')).rejects.toThrow(
      /memory/,
    );
    const empty = await deriveScrypt('', salt32, 64, cost, 'libsodium');
    expect(empty.equals(await deriveScrypt('', salt32, 64, cost, 'node'))).toBe(true);
    const small = await deriveScrypt('x', salt32, 64, { N: 2 ** 10, r: 8, p: 2 }, 'libsodium');
    expect(small.equals(await deriveScrypt('x', salt32, 64, { N: 2 ** 10, r: 8, p: 2 }, 'node'))).toBe(true);
  });

  it('keeps whichever implementation it timed faster, and hashes the same bytes after', async () => {
    const cost = { N: 2 ** 12, r: 8, p: 1 };
    const timing = await chooseFasterScrypt(cost);
    expect(timing).not.toBeNull();
    const { engine, sodiumMs, nodeMs } = timing!;
    expect(sodiumMs).toBeGreaterThan(0);
    expect(nodeMs).toBeGreaterThan(0);
    expect(engine).toBe(sodiumMs <= nodeMs ? 'libsodium' : 'node');
    expect(scryptEngine()).toBe(engine);
    expect(scryptEngineFor('x', salt32, 64, cost)).toBe(engine);
    const chosen = await deriveScrypt('x', salt32, 64, cost);
    expect(chosen.equals(await deriveScrypt('x', salt32, 64, cost, 'node'))).toBe(true);
  });
});
