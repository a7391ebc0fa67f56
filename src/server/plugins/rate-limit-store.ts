import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A counter's state: hits in the current window and when (epoch ms) the window ends. */
export type RateLimitCount = { count: number; resetAt: number };

/** Fixed-window counters shared by every process that uses the same store. */
export type RateLimitStore = {
  /** Adds one hit to `key`; the first hit opens a window of `windowMs`. */
  hit: (key: string, windowMs: number) => Promise<RateLimitCount>;
  /** The current count of `key`, or null when no window is open. */
  peek: (key: string) => Promise<RateLimitCount | null>;
  /** Forgets `key`. */
  reset: (key: string) => Promise<void>;
  /** How many counters are kept (memory store only; Redis expires its own keys). */
  size?: () => number;
  /** Releases timers or connections. */
  close: () => Promise<void>;
};

/** How many counters the memory store keeps at most; past it the least recently used is dropped. */
export const MEMORY_STORE_MAX_KEYS = 100_000;

/**
 * A store in this process's memory (one process only), bounded: at most `maxKeys` counters, the
 * least recently used one dropped to make room (a Map keeps insertion order, and every hit moves
 * its key to the end). Each counter's count and window end live in two typed arrays allocated once,
 * so a counter costs its key and one Map slot, and a flood of new keys (a made-up username each)
 * can never grow memory past the cap. Dropping the oldest counter under such a flood forgets
 * attempts that were least recent, never refuses anyone.
 */
export function createMemoryRateLimitStore(
  now: () => number = Date.now,
  maxKeys: number = MEMORY_STORE_MAX_KEYS,
): RateLimitStore {
  const slots = new Map<string, number>();
  // Kept under a 120-bit digest of the key: every key costs the same 20 characters, however long the
  // address or name in it.
  const short = (key: string) => createHash('sha256').update(key).digest('base64').slice(0, 20);
  const counts = new Uint32Array(maxKeys);
  const resets = new Float64Array(maxKeys);
  const free: number[] = [];
  let used = 0;
  const drop = (key: string, slot: number) => {
    slots.delete(key);
    free.push(slot);
  };
  const live = (key: string): number | undefined => {
    const slot = slots.get(key);
    if (slot === undefined) return undefined;
    if ((resets[slot] ?? 0) <= now()) {
      drop(key, slot);
      return undefined;
    }
    return slot;
  };
  const take = (): number => {
    const reused = free.pop();
    if (reused !== undefined) return reused;
    if (used < maxKeys) return used++;
    // Full: the least recently used counter makes room.
    const [oldestKey, oldestSlot] = slots.entries().next().value as [string, number];
    slots.delete(oldestKey);
    return oldestSlot;
  };
  const sweeper = setInterval(() => {
    const t = now();
    for (const [key, slot] of slots) if ((resets[slot] ?? 0) <= t) drop(key, slot);
  }, 60_000);
  sweeper.unref();
  return {
    hit: async (fullKey, windowMs) => {
      const key = short(fullKey);
      let slot = live(key);
      if (slot === undefined) {
        slot = take();
        counts[slot] = 0;
        resets[slot] = now() + windowMs;
      } else {
        slots.delete(key);
      }
      slots.set(key, slot);
      counts[slot] = (counts[slot] ?? 0) + 1;
      return { count: counts[slot] ?? 0, resetAt: resets[slot] ?? 0 };
    },
    peek: async (key) => {
      const slot = live(short(key));
      return slot === undefined ? null : { count: counts[slot] ?? 0, resetAt: resets[slot] ?? 0 };
    },
    reset: async (fullKey) => {
      const key = short(fullKey);
      const slot = slots.get(key);
      if (slot !== undefined) drop(key, slot);
    },
    size: () => slots.size,
    close: async () => clearInterval(sweeper),
  };
}

// INCR and PEXPIRE in one atomic step, so a crash between them never leaves a key without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/** A store in Redis (INCR + PEXPIRE), shared by every process behind a load balancer. */
export function createRedisRateLimitStore(redis: Redis, prefix = 'tutor:rl:'): RateLimitStore {
  return {
    hit: async (key, windowMs) => {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetAt: Date.now() + ttl };
    },
    peek: async (key) => {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (value === null || ttl < 0) return null;
      return { count: Number(value), resetAt: Date.now() + ttl };
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
