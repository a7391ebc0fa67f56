import type { Kysely } from 'kysely';
import type { Database, HomeworkRow, StudentRow } from '../../db/schema';
import { notFound } from '../../plugins/http-errors';

/** The one answer for a missing student and for another teacher's student. */
export const studentNotFound = () => notFound('Student not found');
/** The one answer for a missing, deleted or another teacher's homework. */
export const homeworkNotFound = () => notFound('Homework not found');

/** The teacher's own student by username (case-insensitive), or 404. */
export async function ownedStudentByUsername(
  db: Kysely<Database>,
  teacherId: number,
  username: string,
): Promise<StudentRow> {
  const student = await db
    .selectFrom('students')
    .selectAll()
    .where('teacherId', '=', teacherId)
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!student) throw studentNotFound();
  return student;
}

/** The teacher's own student by a path segment: all digits is the id, anything else the username. */
export async function ownedStudentByIdOrUsername(
  db: Kysely<Database>,
  teacherId: number,
  idOrUsername: string,
): Promise<StudentRow> {
  if (!/^\d{1,10}$/.test(idOrUsername)) return ownedStudentByUsername(db, teacherId, idOrUsername);
  const id = Number(idOrUsername);
  if (id > 2_147_483_647) throw studentNotFound();
  const student = await db
    .selectFrom('students')
    .selectAll()
    .where('teacherId', '=', teacherId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!student) throw studentNotFound();
  return student;
}

/** The teacher's own homework that is not deleted, or 404. */
export async function ownedHomework(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
): Promise<HomeworkRow> {
  const homework = await db
    .selectFrom('homework')
    .selectAll()
    .where('teacherId', '=', teacherId)
    .where('id', '=', homeworkId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!homework) throw homeworkNotFound();
  return homework;
}

/** The teacher's own homework assigned to this student, or 404. */
export async function homeworkAssignedTo(
  db: Kysely<Database>,
  teacherId: number,
  studentId: number,
  homeworkId: number,
): Promise<HomeworkRow & { assignedAt: string }> {
  const row = await db
    .selectFrom('homework')
    .innerJoin('assignments', 'assignments.homeworkId', 'homework.id')
    .selectAll('homework')
    .select('assignments.assignedAt')
    .where('homework.teacherId', '=', teacherId)
    .where('homework.id', '=', homeworkId)
    .where('homework.deletedAt', 'is', null)
    .where('assignments.studentId', '=', studentId)
    .executeTakeFirst();
  if (!row) throw homeworkNotFound();
  return row;
}
