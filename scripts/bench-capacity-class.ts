import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { insertHomework } from '#server/modules/student/test-fixtures';
import { createStudent } from '#server/test-support/fixtures';
import { childReport } from './bench-child';

// The capacity scenario of bench:server: a school's students arriving over a minute, each visit
// taking its CSRF token, signing in (a share of them, with the real password check) or coming back
// with a remembered session, then polling their list every 5 s with its ETag and answering every
// 10 s, as the web app does (scripts/bench-capacity.mjs), at growing sizes; the largest that held
// p99 < 50 ms with no error is the capacity. It needs thousands of students and a minute and a half
// per size.

/** One class size's figures; `serverP99` is the bucket of Fastify's own timing that holds 99 %. */
export type CapacityRow = {
  students: number;
  /** Sign-ins with a password during the arrival, their p99 (ms) and how many were refused. */
  signIns: number;
  signInP99: number;
  signInsRefused: number;
  rps: number;
  p99: number;
  /** p99 of the calls made while the class was arriving (opening their connections). */
  arrivalP99: number;
  errors: number;
  serverP99: string;
  loopP99: number;
  /**
   * The longest the server's event loop was held (ms). A stall counts once in the delay histogram
   * however long it lasts, so its p99 hides the major garbage collections that hold every call
   * arriving meanwhile; this shows them.
   */
  loopMax: number;
  generatorLoopP99: number;
  generatorLoopMax: number;
  /** Connections each student kept: 2 as a browser over HTTP/1.1, 1 where 2 pass the files limit. */
  connectionsPerStudent: number;
};

/** Request-duration bucket counts (all routes) from /api/metrics, by upper bound in seconds. */
async function durationBuckets(base: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  const buckets = new Map<string, number>();
  for (const match of text.matchAll(/^http_request_duration_seconds_bucket\{.*le="([^"]+)"\} (\d+)$/gm)) {
    const bound = match[1] ?? '';
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(match[2]));
  }
  return buckets;
}

/** The smallest bucket holding 99 % of the requests between two readings, e.g. '≤ 25 ms'. */
function bucketP99(before: Map<string, number>, after: Map<string, number>): string {
  const total = (after.get('+Inf') ?? 0) - (before.get('+Inf') ?? 0);
  for (const [bound, count] of after) {
    if (bound === '+Inf') continue;
    if (count - (before.get(bound) ?? 0) >= total * 0.99) return `≤ ${Number(bound) * 1000} ms`;
  }
  return '> 10 s';
}

/** Seeds the largest class once, runs each size for `seconds`, prints the table, answers the rows. */
export async function capacityRuns(options: {
  db: Kysely<Database>;
  teacherId: number;
  base: string;
  seconds: number;
  /** Over how many seconds the visits arrive. */
  arrivalSeconds: number;
  /** The share of the students who sign in with their password; the others have a remembered session. */
  signInShare: number;
  sizes: number[];
}): Promise<CapacityRow[]> {
  const { db, teacherId, base, seconds, arrivalSeconds, signInShare, sizes } = options;
  const capacity: CapacityRow[] = [];
  const homework: number[] = [];
  for (let i = 0; i < 10; i++) homework.push(await insertHomework(db, teacherId, { title: `Class ${i}` }));
  const pupils: Array<{
    cookie: string;
    username: string;
    password: string;
    homeworkId: number;
    signsIn: boolean;
    ip: string;
  }> = [];
  const now = new Date();
  const wanted = sizes.at(-1) ?? 0;
  // Made 500 to a transaction: one durable commit each instead of three per student (10,000
  // students made one by one spent most of the set-up waiting for the disk).
  while (pupils.length < wanted)
    await db.transaction().execute(async (trx) => {
      for (let made = 0; made < 500 && pupils.length < wanted; made++) {
        const row = await createStudent(trx, teacherId);
        await trx
          .insertInto('assignments')
          .values(
            homework.map((homeworkId) => ({ homeworkId, studentId: row.id, assignedAt: now.toISOString() })),
          )
          .execute();
        // A remembered session, as the sign-in call stores it (for the students who do not sign in).
        const sessionToken = randomBytes(32).toString('base64url');
        await trx
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
        const n = pupils.length + 1;
        pupils.push({
          cookie: `${SESSION_COOKIE}=${sessionToken}`,
          username: row.username,
          password: row.password,
          homeworkId: homework[0] ?? 0,
          // Spread evenly: every size's first students hold the same share.
          signsIn: Math.floor(n * signInShare) > Math.floor((n - 1) * signInShare),
          ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        });
      }
    });
  for (const size of sizes) {
    const before = await durationBuckets(base);
    // The server runs in this process: its event loop's delays are what a request waits here.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const report = await childReport<{
      requests: { average: number };
      latency: { p99: number };
      arrival: { p99: number };
      signIns: { count: number; p99: number; refused: number };
      errors: number;
      generatorLoopP99: number;
      generatorLoopMax: number;
      connectionsPerStudent: number;
    }>(['scripts/bench-capacity.mjs', base, String(seconds), String(arrivalSeconds)], pupils.slice(0, size));
    loop.disable();
    capacity.push({
      students: size,
      signIns: report.signIns.count,
      signInP99: report.signIns.p99,
      signInsRefused: report.signIns.refused,
      rps: report.requests.average,
      p99: report.latency.p99,
      arrivalP99: report.arrival.p99,
      errors: report.errors,
      serverP99: bucketP99(before, await durationBuckets(base)),
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      generatorLoopP99: report.generatorLoopP99,
      generatorLoopMax: report.generatorLoopMax,
      connectionsPerStudent: report.connectionsPerStudent,
    });
  }
  console.log(
    `\nCapacity with the web app's rhythm: visits arriving over ${arrivalSeconds} s, each taking its CSRF token for the visit, ${(signInShare * 100).toFixed(0)} % signing in with a password (the others with a remembered session), a poll with its ETag every 5 s and a check every 10 s, with a browser's Accept-Encoding (goal: p99 < 50 ms, no errors)\n`,
  );
  console.log(
    '(p99 as the generator saw it, sharing the two cores, once every student has arrived; then the p99 while they\n' +
      'arrived, the sign-ins, the server timing and both event loops)\n',
  );
  console.log(
    '| students | req/s | p99 ms | p99 ms while arriving | sign-ins | sign-in p99 ms | sign-ins refused | server p99 | server event-loop delay p99 / max ms | generator event-loop delay p99 / max ms | errors | connections a student |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const c of capacity)
    console.log(
      `| ${c.students} | ${Math.round(c.rps)} | ${c.p99} | ${c.arrivalP99} | ${c.signIns} | ${c.signInP99} | ${c.signInsRefused} | ${c.serverP99} | ${c.loopP99.toFixed(1)} / ${c.loopMax.toFixed(0)} | ${c.generatorLoopP99} / ${c.generatorLoopMax} | ${c.errors} | ${c.connectionsPerStudent} |`,
    );
  return capacity;
}
