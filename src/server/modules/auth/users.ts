import type { StudentUser, TeacherUser } from '#contract/auth';
import { type AppLocale, appLocales } from '#contract/locale';
import type { SignedInStudent, SignedInTeacher } from '../../cache/read-caches';
import { hasTemporaryPassword } from './temporary-password';

/** The stored language if it is one the app speaks (else null: not chosen). */
function chosenLocale(stored: string | null): AppLocale | null {
  return appLocales.find((locale) => locale === stored) ?? null;
}

/** The signed-in student as the API answers it (no password hash). */
export function toStudentUser(row: SignedInStudent): StudentUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isFrozen: row.isFrozen === 1,
    mustChangePassword: row.mustChangePassword === 1,
    temporaryPassword: hasTemporaryPassword(row),
    locale: chosenLocale(row.locale),
  };
}

/** The signed-in teacher as the API answers it (no password hash). */
export function toTeacherUser(row: SignedInTeacher): TeacherUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    locale: chosenLocale(row.locale),
  };
}
