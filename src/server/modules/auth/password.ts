import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HttpError } from '../../plugins/http-errors';
import {
  chooseFasterScrypt,
  deriveScrypt,
  SODIUM_SALT_BYTES,
  type ScryptCost,
  type ScryptTiming,
} from './scrypt';

// OWASP password storage cheat sheet lists scrypt N=2^14, r=8, p=5 (16 MiB per hash).
// Test runs (Vitest and the browser suite's server) set PASSWORD_HASH_COST=test: the same code path
// at a cost a test suite can afford to pay hundreds of times. Never set it in production.
const COST =
  process.env.PASSWORD_HASH_COST === 'test'
    ? ({ N: 2 ** 10, r: 8, p: 1 } as const)
    : ({ N: 2 ** 14, r: 8, p: 5 } as const);
// 32 bytes is the salt libsodium's scrypt takes (hashes stored with 16 still verify, by Node's).
const SALT_BYTES = SODIUM_SALT_BYTES;
const KEY_BYTES = 64;

/** Thrown when the hashing queue is full: 503 UNAVAILABLE with Retry-After. */
export class HashingBusyError extends HttpError {
  constructor() {
    super('UNAVAILABLE', 'The server is busy signing other people in. Try again in a moment.', {
      'retry-after': '2',
    });
  }
}

/**
 * Password hashing is deliberately expensive (16 MiB and a hundred milliseconds or more each), so
 * it is bounded: as many hashes run at once as the machine has cores (never more than libuv's
 * pool, which also serves files and compression), and a limited number wait; past that a sign-in
 * is refused at once with 503 instead of queueing without end while memory and waiting times grow
 * (a flood of sign-ins cannot stall the server for everyone else). More at once than cores only
 * makes them take turns on the CPU and evict each other's 16 MiB from the cache: on two cores 30
 * hashes took 2.1 s four at a time and 1.8 s two at a time.
 */
export const HASH_CONCURRENCY = Math.max(
  1,
  Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4),
);
const hashing = {
  running: 0,
  waiting: [] as Array<() => void>,
  concurrency: HASH_CONCURRENCY,
  maxWaiting: 64,
};

/** Sets how many hashes run at once and how many may wait (tests, and HASH_QUEUE_LIMIT). */
export function setHashingLimits(limits: { concurrency?: number; maxWaiting?: number }): void {
  hashing.concurrency = limits.concurrency ?? hashing.concurrency;
  hashing.maxWaiting = limits.maxWaiting ?? hashing.maxWaiting;
}

async function boundedHash<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.running >= hashing.concurrency) {
    if (hashing.waiting.length >= hashing.maxWaiting) throw new HashingBusyError();
    await new Promise<void>((resolve) => hashing.waiting.push(resolve));
  } else {
    hashing.running += 1;
  }
  try {
    return await work();
  } finally {
    const next = hashing.waiting.shift();
    // The slot passes straight to the next waiter; only when nobody waits is it given back.
    if (next) next();
    else hashing.running -= 1;
  }
}

function scryptAsync(password: string, salt: Buffer, keyLength: number, cost: ScryptCost) {
  return boundedHash(() => deriveScrypt(password, salt, keyLength, cost));
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
  });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses other parameters than the current ones (rehash it after a good login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.N !== COST.N ||
    parsed.r !== COST.r ||
    parsed.p !== COST.p ||
    parsed.key.length !== KEY_BYTES ||
    // A 16-byte salt (hashes made before libsodium) is checked by Node's slower scrypt: an unknown
    // username (checked against a libsodium hash) would answer measurably faster than such an
    // account, so its hash is made again at its next good sign-in.
    parsed.salt.length !== SALT_BYTES
  );
}

/**
 * Times both scrypt implementations at this server's cost and keeps the faster (see scrypt.ts); run
 * once the server has started. Answers what it measured, or null when there was no choice.
 */
export function chooseHashingEngine(): Promise<ScryptTiming | null> {
  return chooseFasterScrypt(COST);
}

let dummy: Promise<string> | undefined;

/**
 * A valid hash of a random password, verified against when a login names an unknown user so it
 * takes as long. Made on the first sign-in rather than at start, so starting costs no hashing.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/**
 * Hashes many passwords (a bulk add) in the order given. As many run at once as the hashing limit
 * lets one caller use (HASH_CONCURRENCY lanes, each hashing one after another), so a list of 200
 * takes about 200 / lanes hashes' time and never fills the waiting queue that sign-ins share: each
 * lane waits its turn in that queue like one sign-in, and a sign-in arriving meanwhile waits for at
 * most one hash per lane.
 */
export async function hashPasswords(passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const lane = async () => {
    while (next < passwords.length) {
      const index = next++;
      hashes[index] = await hashPassword(passwords[index] ?? '');
    }
  };
  const lanes = Math.min(hashing.concurrency, passwords.length);
  await Promise.all(Array.from({ length: lanes }, lane));
  return hashes;
}
