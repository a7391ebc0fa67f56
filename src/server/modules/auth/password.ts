import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../plugins/http-errors';

// OWASP password storage cheat sheet lists scrypt N=2^14, r=8, p=5 (16 MiB per hash).
// Test runs (Vitest and the browser suite's server) set PASSWORD_HASH_COST=test: the same code path
// at a cost a test suite can afford to pay hundreds of times. Never set it in production.
const COST =
  process.env.PASSWORD_HASH_COST === 'test'
    ? ({ N: 2 ** 10, r: 8, p: 1 } as const)
    : ({ N: 2 ** 14, r: 8, p: 5 } as const);
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/** Thrown when the hashing queue is full: 503 UNAVAILABLE with Retry-After. */
export class HashingBusyError extends HttpError {
  constructor() {
    super('UNAVAILABLE', 'The server is busy signing other people in. Try again in a moment.', {
      'retry-after': '2',
    });
  }
}

/**
 * Password hashing is deliberately expensive (16 MiB and tens of milliseconds each), so it is
 * bounded: a few hashes run at once (as many as Node's worker threads) and a limited number wait;
 * past that a sign-in is refused at once with 503 instead of queueing without end while memory
 * and waiting times grow (a flood of sign-ins cannot stall the server for everyone else).
 */
const hashing = { running: 0, waiting: [] as Array<() => void>, concurrency: 4, maxWaiting: 64 };

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

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return boundedHash(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
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
    parsed.key.length !== KEY_BYTES
  );
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
