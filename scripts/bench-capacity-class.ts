import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { insertHomework } from '#server/modules/student/test-fixtures';
import { createStudent } from '#server/test-support/fixtures';
import { childReport } from './bench-child';

// The capacity scenario of bench:server: classes of students, each polling their list every 5 s
// and acting every 10 s (scripts/bench-capacity.mjs), at growing sizes; the largest that held
// p99 < 50 ms with no error is the capacity. It needs thousands of students and a minute per size.

/** One class size's figures. */
export type CapacityRow = { students: number; rps: number; p99: number; errors: number };

/** Seeds the largest class once, runs each size for `seconds`, prints the table, answers the rows. */
export async function capacityRuns(options: {
  db: Kysely<Database>;
  teacherId: number;
  base: string;
  seconds: number;
  sizes: number[];
}): Promise<CapacityRow[]> {
  const { db, teacherId, base, seconds, sizes } = options;
  const capacity: CapacityRow[] = [];
  const homework: number[] = [];
  for (let i = 0; i < 10; i++) homework.push(await insertHomework(db, teacherId, { title: `Class ${i}` }));
  const tokenAnswer = await fetch(`${base}/api/csrf-token`);
  const csrfCookie = (tokenAnswer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { token: csrfToken } = (await tokenAnswer.json()) as { token: string };
  const pupils: Array<{ cookie: string; homeworkId: number }> = [];
  const now = new Date();
  while (pupils.length < (sizes.at(-1) ?? 0)) {
    const row = await createStudent(db, teacherId);
    await db
      .insertInto('assignments')
      .values(
        homework.map((homeworkId) => ({ homeworkId, studentId: row.id, assignedAt: now.toISOString() })),
      )
      .execute();
    // Signed in as the sign-in call would (a stored session), without paying 5,000 password checks.
    const sessionToken = randomBytes(32).toString('base64url');
    await db
      .insertInto('sessions')
      .values({
        id: hashToken(sessionToken),
        userType: 'student',
        userId: row.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
        persistent: 1,
      })
      .execute();
    pupils.push({ cookie: `${csrfCookie}; ${SESSION_COOKIE}=${sessionToken}`, homeworkId: homework[0] ?? 0 });
  }
  for (const size of sizes) {
    const report = await childReport<{
      requests: { average: number };
      latency: { p99: number };
      errors: number;
    }>(['scripts/bench-capacity.mjs', base, String(seconds), csrfToken], pupils.slice(0, size));
    capacity.push({
      students: size,
      rps: report.requests.average,
      p99: report.latency.p99,
      errors: report.errors,
    });
  }
  console.log(
    '\nCapacity: each student polls every 5 s and acts every 10 s (goal: 5,000 at p99 < 50 ms, no errors)\n',
  );
  console.log('| students | req/s | p99 ms | errors |');
  console.log('|---|---|---|---|');
  for (const c of capacity) console.log(`| ${c.students} | ${Math.round(c.rps)} | ${c.p99} | ${c.errors} |`);
  return capacity;
}
