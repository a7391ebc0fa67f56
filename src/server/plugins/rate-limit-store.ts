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
  /** Releases timers or connections. */
  close: () => Promise<void>;
};

/** A store in this process's memory (one process only). */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, RateLimitCount>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweeper = setInterval(() => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweeper.unref();
  return {
    hit: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      const next = { count: entry.count + 1, resetAt: entry.resetAt };
      windows.set(key, next);
      return next;
    },
    peek: async (key) => live(key) ?? null,
    reset: async (key) => {
      windows.delete(key);
    },
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
