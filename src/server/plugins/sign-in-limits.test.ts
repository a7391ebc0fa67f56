import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anonymousSession,
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';
import { createMemoryRateLimitStore } from './rate-limit-store';
import { accountKey, LOGIN_IP_LIMIT, loginKeys } from './sign-in-limits';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 20_000 });

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A sign-in from `browser` (its cookies, the device cookie included) and address. */
async function signInFrom(
  browser: BrowserSession,
  role: 'student' | 'teacher',
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return injectAs(t.app, browser, {
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { username, password },
    remoteAddress,
  });
}

/** A browser that has never signed in (a CSRF token only). */
const newBrowser = () => anonymousSession(t.app);

/** A browser with no session but the device cookies of `browser` (it signed in before, then out). */
async function signedOutCopy(browser: BrowserSession): Promise<BrowserSession> {
  const fresh = await newBrowser();
  const devices = Object.entries(browser.cookies).filter(([name]) => name.startsWith('dev_'));
  return { ...fresh, cookies: { ...fresh.cookies, ...Object.fromEntries(devices) } };
}

describe('sign-in limits cannot lock the rightful owner out', () => {
  it('a classroom behind one address: after 12 wrong passwords for a student, her own browser still signs her in', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const hers = await signedOutCopy(await login(t.app, 'student', student.username, student.password));
    expect(Object.keys(hers.cookies).some((name) => name.startsWith('dev_'))).toBe(true);

    const attacker = await newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await signInFrom(attacker, 'student', student.username, 'wrong')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, ...Array(7).fill(429)]);

    const response = await signInFrom(hers, 'student', student.username, student.password);
    expect(response.statusCode).toBe(200);
  });

  it('per account and address: 5 free attempts, then one at a time with a growing wait (30 s, 1 min, 2 min)', async () => {
    t = await createTestApp();
    const browser = await newBrowser();
    const pair = loginKeys.addressPair(accountKey('teacher', 'teacher'), '127.0.0.1');
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(browser, 'teacher', 'teacher', 'guess')).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await signInFrom(browser, 'teacher', 'teacher', 'guess');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      // The wait has passed: exactly one more attempt is checked.
      await t.rateLimitStore.reset(loginKeys.pairWait(pair));
      expect((await signInFrom(browser, 'teacher', 'teacher', 'guess')).statusCode).toBe(401);
    }
    expect(waits[0]).toBeGreaterThan(25);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(55);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(115);
    expect(waits[2]).toBeLessThanOrEqual(120);
    // The same account from another address is not waiting.
    const elsewhere = await signInFrom(await newBrowser(), 'teacher', 'teacher', 'guess', '10.1.1.1');
    expect(elsewhere.statusCode).toBe(401);
  });

  it("a good sign-in clears its address's failures for that account", async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const browser = await newBrowser();
    for (let i = 0; i < 4; i++) {
      expect((await signInFrom(browser, 'teacher', teacher.username, 'wrong')).statusCode).toBe(401);
    }
    expect(
      (await signInFrom(await newBrowser(), 'teacher', teacher.username, teacher.password)).statusCode,
    ).toBe(200);
    const again: number[] = [];
    for (let i = 0; i < 6; i++) {
      again.push((await signInFrom(await newBrowser(), 'teacher', teacher.username, 'wrong')).statusCode);
    }
    expect(again).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('failures from anywhere never refuse the right password: the account is slowed instead, and a known browser is not', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const known = await signedOutCopy(await login(t.app, 'teacher', teacher.username, teacher.password));
    // 12 wrong passwords, each from its own address.
    for (let i = 0; i < 12; i++) {
      const response = await signInFrom(await newBrowser(), 'teacher', teacher.username, 'x', `10.0.0.${i}`);
      expect(response.statusCode).toBe(401);
    }
    // ... and 28 more counted the same way: 40 failures in all.
    const account = loginKeys.account(accountKey('teacher', teacher.username));
    for (let i = 0; i < 28; i++) await t.rateLimitStore.hit(account, 15 * 60_000);

    let started = Date.now();
    const fromNewBrowser = await signInFrom(
      await newBrowser(),
      'teacher',
      teacher.username,
      teacher.password,
      '10.9.9.9',
    );
    const slowed = Date.now() - started;
    expect(fromNewBrowser.statusCode).toBe(200);
    expect(slowed).toBeGreaterThanOrEqual(5000);

    started = Date.now();
    const fromKnown = await signInFrom(known, 'teacher', teacher.username, teacher.password, '10.9.9.8');
    expect(fromKnown.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('the address-wide limit counts only unknown usernames and never blocks a known browser', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const hers = await signedOutCopy(await login(t.app, 'student', student.username, student.password));
    const ipKey = loginKeys.unknownFromIp('127.0.0.1');
    for (let i = 0; i < LOGIN_IP_LIMIT - 1; i++) await t.rateLimitStore.hit(ipKey, 15 * 60_000);

    // Real accounts failing (a classroom's typos) add nothing to the address's count.
    for (let i = 0; i < 3; i++) {
      const classmate = await createStudent(t.db, teacher.id);
      expect((await signInFrom(await newBrowser(), 'student', classmate.username, 'typo')).statusCode).toBe(
        401,
      );
    }
    const classmate = await createStudent(t.db, teacher.id);
    expect(
      (await signInFrom(await newBrowser(), 'student', classmate.username, classmate.password)).statusCode,
    ).toBe(200);

    // The 100th failure for a made-up username closes the address to browsers it does not know.
    expect((await signInFrom(await newBrowser(), 'student', 'nobody-here', 'x')).statusCode).toBe(401);
    const refused = await signInFrom(await newBrowser(), 'student', 'nobody-else', 'x');
    expect(refused.statusCode).toBe(429);
    expect(
      (await signInFrom(await newBrowser(), 'student', student.username, student.password)).statusCode,
    ).toBe(429);
    // Her own browser is never blocked by it.
    expect((await signInFrom(hers, 'student', student.username, student.password)).statusCode).toBe(200);
  });

  it('a forged or foreign device cookie is not a known browser', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const other = await createStudent(t.db, teacher.id);
    const otherBrowser = await signedOutCopy(await login(t.app, 'student', other.username, other.password));
    const [name, value] = Object.entries(otherBrowser.cookies).find(([n]) => n.startsWith('dev_')) ?? [
      '',
      '',
    ];
    // The other student's cookie for the target, and a forged signature under the target's name.
    const target = await login(t.app, 'student', student.username, student.password);
    const targetName = Object.keys(target.cookies).find((n) => n.startsWith('dev_')) ?? '';
    const forged = await newBrowser();
    forged.cookies[targetName] = `${value.split('.')[0]}.${randomBytes(32).toString('base64url')}`;
    forged.cookies[name] = value;
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(forged, 'student', student.username, 'wrong')).statusCode).toBe(401);
    }
    // Counted with the address: a browser without any cookie is waiting as well.
    expect(
      (await signInFrom(await newBrowser(), 'student', student.username, student.password)).statusCode,
    ).toBe(429);
  });
});

describe('bounded limiter memory', () => {
  function collect(): () => void {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  }

  it('keys carry a fixed-length hash of the username, never the name', async () => {
    const short = accountKey('student', 'a');
    const long = accountKey('student', 'x'.repeat(5000));
    expect(short).toHaveLength(long.length);
    expect(long).not.toContain('xxxx');
    expect(accountKey('student', ' Anna ')).toBe(accountKey('student', 'anna'));
  });

  it('the memory store keeps at most its cap of keys, dropping the least recently used', async () => {
    const store = createMemoryRateLimitStore(Date.now, 1000);
    await store.hit('kept', 60_000);
    for (let i = 0; i < 5000; i++) {
      await store.hit(`flood:${i}`, 60_000);
      if (i % 100 === 0) await store.hit('kept', 60_000);
    }
    expect(store.size?.()).toBe(1000);
    expect((await store.peek('kept'))?.count).toBe(51);
    expect(await store.peek('flood:0')).toBeNull();
    expect((await store.peek('flood:4999'))?.count).toBe(1);
    await store.close();
  });

  it('20,000 refused sign-ins with random usernames from one address keep memory growth under 10 MB', async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 0 } });
    const gc = collect();
    const browser = await newBrowser();
    // The address has failed on unknown usernames 100 times (the first 100 of the flood).
    for (let i = 0; i < LOGIN_IP_LIMIT; i++) {
      await t.rateLimitStore.hit(loginKeys.unknownFromIp('127.0.0.1'), 15 * 60_000);
    }
    const flood = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const response = await signInFrom(browser, 'student', randomBytes(12).toString('hex'), 'x');
        if (response.statusCode !== 429) throw new Error(`answered ${response.statusCode}`);
      }
    };
    await flood(500); // warm up the code paths
    gc();
    const before = process.memoryUsage().heapUsed;
    const keysBefore = t.rateLimitStore.size?.();
    await flood(20_000);
    gc();
    const growth = process.memoryUsage().heapUsed - before;
    expect(growth).toBeLessThan(10 * 1024 * 1024);
    expect(t.rateLimitStore.size?.()).toBe(keysBefore);
  });

  it('a flood from many addresses (a key per username each) stays under the cap of 100,000 keys', async () => {
    const store = createMemoryRateLimitStore();
    const gc = collect();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 150_000; i++) {
      const account = accountKey('student', randomBytes(12).toString('hex'));
      await store.hit(loginKeys.pairFailures(loginKeys.addressPair(account, `10.${i % 250}.1.2`)), 60_000);
    }
    gc();
    expect(store.size?.()).toBe(100_000);
    // A bounded share per key (its 20-character digest and a Map slot), whatever the flood's length.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(25 * 1024 * 1024);
    await store.close();
  });
});
