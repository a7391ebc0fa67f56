import type { Kysely, Transaction } from 'kysely';
import { inTransaction } from '#server/db/helpers';
import type { Database, StudentRow, TeacherRow } from '#server/db/schema';
import { hashPassword } from '#server/modules/auth/password';
import { type DemoHomework, demoHomework } from './homework-data';
import { demoReports } from './reports-data';
import { demoStudents } from './students-data';
import { ensureSubmission } from './seed-submissions';
import { demoSubmissions } from './submissions-data';

/** What one run of the seed did; a second run creates nothing. */
export type SeedReport = {
  teacher: string;
  students: { username: string; password: string; name: string; created: boolean }[];
  created: { students: number; homework: number; assignments: number; submissions: number; reports: number };
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** The first teacher (lowest id); the demo classroom belongs to them. */
async function firstTeacher(db: Kysely<Database>): Promise<TeacherRow> {
  const teacher = await db.selectFrom('teachers').selectAll().orderBy('id').limit(1).executeTakeFirst();
  if (!teacher)
    throw new Error('No teacher yet: start the server once (npm start) or run npm run create-teacher first.');
  return teacher;
}

async function ensureStudents(
  trx: Transaction<Database>,
  teacher: TeacherRow,
  now: number,
  report: SeedReport,
) {
  const byUsername = new Map<string, StudentRow>();
  // scrypt is deliberately slow: hash the passwords of the students still missing all at once.
  const present = await trx
    .selectFrom('students')
    .select('username')
    .where(
      'username',
      'in',
      demoStudents.map((s) => s.username),
    )
    .execute();
  const hashes = new Map(
    await Promise.all(
      demoStudents
        .filter((demo) => !present.some((p) => p.username === demo.username))
        .map(async (demo) => [demo.username, await hashPassword(demo.password)] as const),
    ),
  );
  for (const demo of demoStudents) {
    let row = await trx
      .selectFrom('students')
      .selectAll()
      .where('username', '=', demo.username)
      .executeTakeFirst();
    if (row && row.teacherId !== teacher.id) {
      throw new Error(
        `The username ${demo.username} belongs to another teacher's student; nothing was added.`,
      );
    }
    const taken = await trx
      .selectFrom('teachers')
      .select('id')
      .where('username', '=', demo.username)
      .executeTakeFirst();
    if (taken) throw new Error(`The username ${demo.username} belongs to a teacher; nothing was added.`);
    const created = !row;
    if (!row) {
      row = await trx
        .insertInto('students')
        .values({
          teacherId: teacher.id,
          username: demo.username,
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
          gradeLevel: demo.gradeLevel,
          additionalNotes: demo.additionalNotes,
          isFrozen: 0,
          passwordHash: hashes.get(demo.username) ?? (await hashPassword(demo.password)),
          createdAt: iso(now),
          updatedAt: iso(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      report.created.students += 1;
    }
    byUsername.set(demo.username, row);
    report.students.push({
      username: demo.username,
      password: demo.password,
      name: `${demo.firstName} ${demo.lastName}`,
      created,
    });
  }
  return byUsername;
}

async function ensureHomework(
  trx: Transaction<Database>,
  teacher: TeacherRow,
  demo: DemoHomework,
  students: Map<string, StudentRow>,
  now: number,
  report: SeedReport,
): Promise<number> {
  const existing = await trx
    .selectFrom('homework')
    .select('id')
    .where('teacherId', '=', teacher.id)
    .where('title', '=', demo.title)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const assignedAt = iso(now - 7 * DAY);
  let id = existing?.id;
  if (id === undefined) {
    const row = await trx
      .insertInto('homework')
      .values({
        teacherId: teacher.id,
        title: demo.title,
        description: demo.description,
        dueDate: demo.dueInDays === null ? null : iso(now + demo.dueInDays * DAY),
        assignedDate: assignedAt,
        createdAt: assignedAt,
        updatedAt: assignedAt,
        hidden: 0,
        deletedAt: null,
        assignmentDetails: JSON.stringify(demo.details),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    report.created.homework += 1;
  }
  for (const username of demo.assignTo) {
    const student = students.get(username);
    if (!student) continue;
    const has = await trx
      .selectFrom('assignments')
      .select('studentId')
      .where('homeworkId', '=', id)
      .where('studentId', '=', student.id)
      .executeTakeFirst();
    if (has) continue;
    await trx
      .insertInto('assignments')
      .values({ homeworkId: id, studentId: student.id, assignedAt })
      .execute();
    report.created.assignments += 1;
  }
  return id;
}

async function ensureReports(
  trx: Transaction<Database>,
  teacher: TeacherRow,
  students: Map<string, StudentRow>,
  now: number,
  report: SeedReport,
) {
  for (const demo of demoReports) {
    const student = students.get(demo.username);
    if (!student) continue;
    const exists = await trx
      .selectFrom('lessonReports')
      .select('id')
      .where('teacherId', '=', teacher.id)
      .where('studentId', '=', student.id)
      .where('title', '=', demo.title)
      .executeTakeFirst();
    if (exists) continue;
    const posted = iso(now - demo.daysAgo * DAY);
    await trx
      .insertInto('lessonReports')
      .values({
        teacherId: teacher.id,
        studentId: student.id,
        title: demo.title,
        content: demo.content,
        datePosted: posted,
        assignedAt: posted,
        firstOpenedAt: demo.opened ? iso(now - demo.opened.firstDaysAgo * DAY) : null,
        lastOpenedAt: demo.opened ? iso(now - demo.opened.lastDaysAgo * DAY) : null,
        openCount: demo.opened?.count ?? 0,
        updatedAt: posted,
      })
      .execute();
    report.created.reports += 1;
  }
}

/** Fills the demo classroom for the first teacher; what already exists (by username or title) is left alone. */
export async function seedDemoClassroom(db: Kysely<Database>, now: Date = new Date()): Promise<SeedReport> {
  const teacher = await firstTeacher(db);
  const at = now.getTime();
  const report: SeedReport = {
    teacher: teacher.username,
    students: [],
    created: { students: 0, homework: 0, assignments: 0, submissions: 0, reports: 0 },
  };
  await inTransaction(db, async (trx) => {
    const students = await ensureStudents(trx, teacher, at, report);
    const homeworkIds = new Map<string, number>();
    for (const demo of demoHomework)
      homeworkIds.set(demo.title, await ensureHomework(trx, teacher, demo, students, at, report));
    for (const demo of demoSubmissions) await ensureSubmission(trx, demo, homeworkIds, students, at, report);
    await ensureReports(trx, teacher, students, at, report);
  });
  return report;
}
