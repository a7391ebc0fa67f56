import type { StudentUser, TeacherUser } from '#contract/auth';
import type { StudentRow, TeacherRow } from '../../db/schema';

/** The signed-in student as the API answers it (no password hash). */
export function toStudentUser(row: StudentRow): StudentUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isFrozen: row.isFrozen === 1,
    mustChangePassword: row.mustChangePassword === 1,
  };
}

/** The signed-in teacher as the API answers it (no password hash). */
export function toTeacherUser(row: TeacherRow): TeacherUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
  };
}
