import type { Kysely } from 'kysely';
import type { AssignManyResponse, TeacherHomework } from '#contract/teacher';
import { inTransaction, nowIso } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { teacherHomework } from './homework-service';
import { ownedHomework, studentNotFound } from './ownership';

/** What the assign-to-many call takes after its schema. */
export type AssignManyInput = { studentIds: number[]; dueDate?: string | null | undefined };

/**
 * Gives one of the teacher's homework to many of their students at once. Every id must be one of the
 * teacher's own students, or nothing changes and the answer is the 404 a missing student gets (a
 * teacher cannot learn whether another teacher's student exists). A frozen student can be given
 * homework like any other: freezing stops the student signing in, not the teacher planning, and the
 * homework is there when they are unfrozen. Students who already have it keep their assignment as
 * it was (its date too). A due date sent with the call is the homework's one due date for everyone.
 */
export async function assignHomeworkToMany(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
  input: AssignManyInput,
): Promise<AssignManyResponse> {
  await ownedHomework(db, teacherId, homeworkId);
  const ids = [...new Set(input.studentIds)];
  const students = await db
    .selectFrom('students')
    .select(['id', 'username'])
    .where('teacherId', '=', teacherId)
    .where('id', 'in', ids)
    .execute();
  if (students.length !== ids.length) throw studentNotFound();

  const at = nowIso();
  const assigned = await inTransaction(db, async (trx) => {
    if (input.dueDate !== undefined) {
      await trx
        .updateTable('homework')
        .set({ dueDate: input.dueDate, updatedAt: at })
        .where('id', '=', homeworkId)
        .execute();
    }
    const had = await trx
      .selectFrom('assignments')
      .select('studentId')
      .where('homeworkId', '=', homeworkId)
      .where('studentId', 'in', ids)
      .execute();
    const have = new Set(had.map((row) => row.studentId));
    const missing = students.filter((student) => !have.has(student.id));
    if (missing.length > 0) {
      // Another call assigning the same student at the same moment is not an error: either adds it.
      await trx
        .insertInto('assignments')
        .values(missing.map((student) => ({ homeworkId, studentId: student.id, assignedAt: at })))
        .onConflict((oc) => oc.columns(['homeworkId', 'studentId']).doNothing())
        .execute();
    }
    return new Set(missing.map((student) => student.id));
  });

  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    homework: await teacherHomework(db, teacherId, homeworkId),
    assigned: students
      .filter((s) => assigned.has(s.id))
      .map((s) => s.username)
      .sort(byName),
    alreadyAssigned: students
      .filter((s) => !assigned.has(s.id))
      .map((s) => s.username)
      .sort(byName),
  };
}

/** The longest title a homework may have (the create call's limit). */
const MAX_TITLE = 200;

/** The copy's default title: 'Copy of …', cut to the title limit. */
export function copyTitle(title: string): string {
  return `Copy of ${title}`.slice(0, MAX_TITLE);
}

/**
 * Copies one of the teacher's homework as a template to adapt: the same title (or the one given),
 * description and tasks exactly as stored; shown (not hidden), without a due date and given to
 * nobody, so no student sees it until the teacher assigns it. Answers to the original stay with
 * the original.
 */
export async function duplicateHomework(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
  title: string | undefined,
): Promise<TeacherHomework> {
  const original = await ownedHomework(db, teacherId, homeworkId);
  const at = nowIso();
  const row = await db
    .insertInto('homework')
    .values({
      teacherId,
      title: title ?? copyTitle(original.title),
      description: original.description,
      dueDate: null,
      assignedDate: at,
      createdAt: at,
      updatedAt: at,
      hidden: 0,
      deletedAt: null,
      assignmentDetails: original.assignmentDetails,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return teacherHomework(db, teacherId, row.id);
}
