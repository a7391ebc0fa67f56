import { createRequire } from 'node:module';
import { randomBytes, type ScryptOptions, scrypt } from 'node:crypto';

/**
 * scrypt, computed by libsodium or by Node's OpenSSL, whichever is faster on this machine. Both
 * compute the same standard function (a test holds them to the same bytes), so a hash made by one
 * is checked by the other and the stored hashes never depend on which one ran. Which is faster
 * depends on the processor: libsodium's SSE2 Salsa20/8 took a quarter less time than OpenSSL on
 * one machine here, and 1.7 times as long on another (an AMD EPYC). The same cost to an attacker
 * either way; the server's time per sign-in is what decides how long a class's sign-in rush waits.
 * So the server starts with libsodium where it loads and, once started, times both
 * (chooseFasterScrypt) and keeps the faster. libsodium is an optional package with prebuilt
 * binaries; where it cannot load (another platform, an install without it) Node's own scrypt is
 * the only one. SCRYPT_ENGINE=node or SCRYPT_ENGINE=libsodium fixes the choice.
 */

export type ScryptCost = { N: number; r: number; p: number };

/** The salt length libsodium's scrypt takes; hashes made now use it (older ones keep theirs). */
export const SODIUM_SALT_BYTES = 32;

const MAX_MEMORY = 64 * 1024 * 1024;

/** The part of sodium-native this module calls. */
type Sodium = {
  crypto_pwhash_scryptsalsa208sha256_async(
    out: Buffer,
    password: Buffer,
    salt: Buffer,
    opslimit: number,
    memlimit: number,
  ): Promise<void>;
  crypto_pwhash_scryptsalsa208sha256_BYTES_MIN: number;
  crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN: number;
  crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX: number;
  crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN: number;
};

function loadSodium(): Sodium | null {
  if (process.env.SCRYPT_ENGINE === 'node') return null;
  try {
    return createRequire(import.meta.url)('sodium-native') as Sodium;
  } catch {
    return null;
  }
}

const sodium = loadSodium();

export type ScryptEngine = 'libsodium' | 'node';

let engine: ScryptEngine = sodium ? 'libsodium' : 'node';

/** Which implementation computes hashes in this process now (the start-up line and the bench name it). */
export function scryptEngine(): ScryptEngine {
  return engine;
}

/** What chooseFasterScrypt measured: one lane of the cost by each implementation, its best of five. */
export type ScryptTiming = { engine: ScryptEngine; sodiumMs: number; nodeMs: number };

/**
 * Times one lane (p = 1) of `cost` by each implementation, five times each and alternating, and
 * keeps the faster for every later hash. One lane uses the cost's whole memory, so it shows how
 * each implementation fares with it; the lanes of a hash are computed one after the other, so p
 * only multiplies the time. Each one's best time counts: the first runs pay for fresh memory
 * (Node's first hash on each pool thread maps its 16 MiB anew, later ones reuse it; libsodium maps
 * it anew every time, which on some machines is half its time), and a moment's load on the
 * machine must not decide. Answers null when there is no choice (libsodium not loaded, or
 * SCRYPT_ENGINE set).
 */
export async function chooseFasterScrypt(cost: ScryptCost): Promise<ScryptTiming | null> {
  if (!sodium || process.env.SCRYPT_ENGINE) return null;
  const lane = { ...cost, p: 1 };
  const salt = randomBytes(SODIUM_SALT_BYTES);
  const timed = async (which: ScryptEngine) => {
    const started = performance.now();
    await deriveScrypt('calibration', salt, 64, lane, which);
    return performance.now() - started;
  };
  let sodiumMs = Number.POSITIVE_INFINITY;
  let nodeMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    sodiumMs = Math.min(sodiumMs, await timed('libsodium'));
    nodeMs = Math.min(nodeMs, await timed('node'));
  }
  engine = sodiumMs <= nodeMs ? 'libsodium' : 'node';
  return { engine, sodiumMs, nodeMs };
}

/**
 * libsodium takes scrypt's cost as an operations and a memory limit and picks N, r and p from them
 * (always r = 8; crypto_pwhash_scryptsalsa208sha256's pickparams). When operations ÷ 32 is below
 * memory it takes p = 1 and N from operations = 4·N·r; otherwise N from memory = 128·r·N and
 * p = operations ÷ (4·N·r). So operations 4·N·r·p give back exactly N, r and p with memory just
 * over 32 × operations when p = 1, and memory 128·r·N otherwise (at least libsodium's 16 MiB floor).
 * Costs it cannot express (another r, an odd salt or key length, an empty password) go to Node.
 */
function sodiumLimits(
  engine: Sodium,
  password: string,
  cost: ScryptCost,
  salt: Buffer,
  keyLength: number,
): { opslimit: number; memlimit: number } | null {
  const { N, r, p } = cost;
  if (r !== 8 || salt.length !== SODIUM_SALT_BYTES || password.length === 0) return null;
  if (keyLength < engine.crypto_pwhash_scryptsalsa208sha256_BYTES_MIN) return null;
  if (!Number.isInteger(Math.log2(N)) || N < 2 || !Number.isInteger(p) || p < 1) return null;
  // Above the memory cap Node refuses the cost; so must this path (a stored hash cannot ask for more).
  if (128 * r * N >= MAX_MEMORY) return null;
  const opslimit = 4 * N * r * p;
  const memlimit = p === 1 ? 32 * (opslimit + 1) : 128 * r * N;
  if (opslimit < engine.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN) return null;
  if (opslimit > engine.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX) return null;
  if (memlimit < engine.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN) {
    // Only the p = 1 branch may ask for more memory than it uses; the other reads N from it.
    if (p !== 1) return null;
    return { opslimit, memlimit: engine.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN };
  }
  return { opslimit, memlimit };
}

function nodeScrypt(password: string, salt: Buffer, keyLength: number, cost: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Which implementation computes this hash with `which` chosen: libsodium only where it is loaded
 * and can express the cost, Node's otherwise.
 */
export function scryptEngineFor(
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptCost,
  which: ScryptEngine = engine,
): ScryptEngine {
  return which === 'libsodium' && sodium && sodiumLimits(sodium, password, cost, salt, keyLength)
    ? 'libsodium'
    : 'node';
}

/**
 * scrypt(password, salt) of `keyLength` bytes at `cost`, off the event loop (in libuv's pool, with
 * either implementation): by the one chosen for this process unless `which` names one (the tests
 * and the timing compare the two). Costs libsodium cannot express go to Node's either way.
 */
export async function deriveScrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptCost,
  which: ScryptEngine = engine,
): Promise<Buffer> {
  const limits =
    which === 'libsodium' && sodium ? sodiumLimits(sodium, password, cost, salt, keyLength) : null;
  if (!sodium || !limits) return nodeScrypt(password, salt, keyLength, cost);
  const key = Buffer.alloc(keyLength);
  await sodium.crypto_pwhash_scryptsalsa208sha256_async(
    key,
    Buffer.from(password, 'utf8'),
    salt,
    limits.opslimit,
    limits.memlimit,
  );
  return key;
}
