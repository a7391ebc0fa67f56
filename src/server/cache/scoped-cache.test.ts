import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChangeBus, createLocalChangeBus, createRedisChangeBus } from './change-bus';
import { ReadCaches } from './read-caches';
import { ScopedCache } from './scoped-cache';

function cache(now = () => 0, maxEntries = 100) {
  return new ScopedCache<string>({ ttlMs: 1000, maxEntries, now });
}

describe('ScopedCache', () => {
  it('keeps a value until one of its scopes changes', () => {
    const c = cache();
    c.set('a', 'A', ['student:1', 'teacher:9'], c.ticket());
    c.set('b', 'B', ['student:2', 'teacher:9'], c.ticket());
    c.changed(['student:1']);
    expect([c.get('a'), c.get('b')]).toEqual([undefined, 'B']);
    c.changed(['teacher:9']);
    expect(c.get('b')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('refuses a value read before a change of its scopes landed (the read may be older than the write)', () => {
    const c = cache();
    const ticket = c.ticket();
    c.changed(['student:1']);
    expect(c.set('a', 'old', ['student:1'], ticket)).toBe(false);
    expect(c.get('a')).toBeUndefined();
    // Another scope's change does not concern it; a ticket taken after the change is fine.
    const later = c.ticket();
    c.changed(['student:2']);
    expect(c.set('a', 'new', ['student:1'], later)).toBe(true);
    expect(c.get('a')).toBe('new');
  });

  it('forgets values after the ttl and holds at most maxEntries, the oldest going first', () => {
    let time = 0;
    const c = cache(() => time, 2);
    c.set('a', 'A', ['x'], c.ticket());
    time = 999;
    expect(c.get('a')).toBe('A');
    time = 1000;
    expect(c.get('a')).toBeUndefined();
    c.set('b', 'B', ['x'], c.ticket());
    c.set('c', 'C', ['x'], c.ticket());
    c.set('d', 'D', ['x'], c.ticket());
    expect([c.get('b'), c.get('c'), c.get('d')]).toEqual([undefined, 'C', 'D']);
  });

  it('forgets changes older than the ttl, but not a later change of the same scope', () => {
    let time = 0;
    const c = cache(() => time);
    const beforeAll = c.ticket();
    c.changed(['student:1']);
    time = 600;
    const between = c.ticket();
    c.changed(['student:1']);
    time = 1200;
    // The first change is forgotten now (older than the ttl); a read that began before it cannot be
    // judged any more and is refused; one that began between the two changes is still refused by
    // the second, which must not be forgotten with the first.
    c.changed(['student:2']);
    expect(c.set('a', 'A', ['student:3'], beforeAll)).toBe(false);
    expect(c.set('a', 'A', ['student:1'], between)).toBe(false);
    const after = c.ticket();
    expect(c.set('a', 'A', ['student:1'], after)).toBe(true);
    // Once the second is forgotten too, a read from between is refused as too old to judge.
    time = 1700;
    c.changed(['student:4']);
    expect(c.set('b', 'B', ['student:5'], between)).toBe(false);
    expect(c.set('b', 'B', ['student:5'], c.ticket())).toBe(true);
  });

  it('forgets old changes in order however many there are', () => {
    let time = 0;
    const c = cache(() => time);
    for (let i = 0; i < 5000; i++) {
      time = i;
      c.changed([`student:${i % 700}`]);
    }
    // At 4,999 only the changes of the last second are kept: a read from before them is refused,
    // one from after a scope's last change is stored.
    const ticket = c.ticket();
    c.changed(['student:1']);
    expect(c.set('x', 'X', ['student:1'], ticket)).toBe(false);
    expect(c.set('y', 'Y', ['student:2'], ticket)).toBe(true);
  });

  it('clear drops everything and refuses reads that started before it', () => {
    const c = cache();
    const ticket = c.ticket();
    c.set('a', 'A', ['x'], ticket);
    c.clear();
    expect(c.get('a')).toBeUndefined();
    expect(c.set('a', 'A', ['x'], ticket)).toBe(false);
  });
});

describe('ReadCaches.read', () => {
  it('reads the database once, then answers from memory until a notice; a hit is checked in self-check mode', async () => {
    const caches = new ReadCaches(createLocalChangeBus(), true);
    let stored = 'one';
    let loads = 0;
    const read = () =>
      caches.read({
        cache: caches.studentLists,
        key: '1',
        load: async () => {
          loads += 1;
          return { etag: stored, body: stored };
        },
        scopes: () => ['list:1'],
      });
    expect((await read()).body).toBe('one');
    expect((await read()).body).toBe('one');
    // Self-check: the hit was compared with a fresh read.
    expect(loads).toBe(2);
    stored = 'two';
    // Changed behind the cache's back: the self-check refuses to answer the stale value.
    await expect(read()).rejects.toThrow(/Stale cache entry 1/);
    await caches.notify(['list:1']);
    expect((await read()).body).toBe('two');
  });
});

describe.skipIf(process.env.SKIP_REDIS === '1')('Redis change bus (127.0.0.1:6379)', () => {
  const buses: ChangeBus[] = [];
  const clients: Redis[] = [];
  const subscribers = new Map<ChangeBus, Redis>();
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
    for (const client of clients.splice(0)) client.disconnect();
  });
  function redisBus(channel: string): ChangeBus {
    const publisher = new Redis('redis://127.0.0.1:6379');
    const subscriber = new Redis('redis://127.0.0.1:6379');
    clients.push(publisher);
    const bus = createRedisChangeBus(publisher, subscriber, channel);
    buses.push(bus);
    subscribers.set(bus, subscriber);
    return bus;
  }
  async function connected(bus: ChangeBus) {
    for (let i = 0; i < 200 && !bus.connected(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(bus.connected()).toBe(true);
  }

  it("carries one process's notice to the other's caches, and forgets everything when the link drops", async () => {
    const channel = `test:${randomBytes(6).toString('hex')}`;
    const a = new ReadCaches(redisBus(channel));
    const busB = redisBus(channel);
    const b = new ReadCaches(busB);
    await connected(busB);
    b.studentLists.set('7', { etag: 'e', body: 'b' }, ['list:7'], b.studentLists.ticket());
    b.studentLists.set('8', { etag: 'e', body: 'b' }, ['list:8'], b.studentLists.ticket());
    await a.notify(['list:7']);
    for (let i = 0; i < 200 && b.studentLists.get('7'); i++) await new Promise((r) => setTimeout(r, 5));
    expect([b.studentLists.get('7'), b.studentLists.get('8')?.body]).toEqual([undefined, 'b']);

    // Notices may be missed while the subscription is down: nothing cached is trusted any more.
    const lostLink = new Promise<void>((resolve) => {
      const subscriber = subscribers.get(busB);
      subscriber?.once('close', () => resolve());
      subscriber?.disconnect(true);
    });
    await lostLink;
    expect(busB.connected()).toBe(false);
    expect(b.studentLists.get('8')).toBeUndefined();
    await connected(busB);
  });
});

describe('kept values are frozen', () => {
  it('hands out a value no caller can change in place, however deep', () => {
    const cache = new ScopedCache<{ user: { isFrozen: number }; homework: Array<{ title: string }> }>({
      ttlMs: 1000,
      maxEntries: 10,
    });
    const value = { user: { isFrozen: 0 }, homework: [{ title: 'Verbs' }] };
    expect(cache.set('k', value, ['student:1'], cache.ticket())).toBe(true);
    const kept = cache.get('k');
    expect(() => {
      (kept as { user: { isFrozen: number } }).user.isFrozen = 1;
    }).toThrow(TypeError);
    expect(() => kept?.homework.push({ title: 'Added' })).toThrow(TypeError);
    expect(() => {
      (kept as { homework: Array<{ title: string }> }).homework[0] = { title: 'Swapped' };
    }).toThrow(TypeError);
    expect(cache.get('k')).toEqual({ user: { isFrozen: 0 }, homework: [{ title: 'Verbs' }] });
  });
});
