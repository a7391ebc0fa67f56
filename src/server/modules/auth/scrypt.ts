import { createRequire } from 'node:module';
import { type ScryptOptions, scrypt } from 'node:crypto';

/**
 * scrypt, computed by libsodium when it is installed and by Node's OpenSSL otherwise. Both compute
 * the same standard function (a test holds them to the same bytes), so a hash made by one is
 * checked by the other and the stored hashes never depend on which one ran. libsodium's
 * implementation is about a quarter faster here (SSE2 Salsa20/8): the same cost to an attacker,
 * a quarter less server time per sign-in, which is what decides how long a class's sign-in rush
 * waits. It is an optional package with prebuilt binaries; where it cannot load (another platform,
 * an install without it) Node's own scrypt takes over. SCRYPT_ENGINE=node forces Node's.
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

/** Which implementation computes hashes in this process (the start-up line and the bench name it). */
export const scryptEngine: 'libsodium' | 'node' = sodium ? 'libsodium' : 'node';

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

/** Which implementation computes this hash: libsodium where it is loaded and can express the cost. */
export function scryptEngineFor(
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptCost,
): 'libsodium' | 'node' {
  return sodium && sodiumLimits(sodium, password, cost, salt, keyLength) ? 'libsodium' : 'node';
}

/**
 * scrypt(password, salt) of `keyLength` bytes at `cost`, off the event loop (in libuv's pool, with
 * either implementation). `engine: 'node'` forces Node's (the tests compare the two).
 */
export async function deriveScrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptCost,
  engine: 'default' | 'node' = 'default',
): Promise<Buffer> {
  const limits =
    engine === 'default' && sodium ? sodiumLimits(sodium, password, cost, salt, keyLength) : null;
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
