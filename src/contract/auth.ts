import { z } from 'zod';
import { requiredText } from './common';
import { appLocales } from './locale';

/** GET /api/csrf-token */
export const csrfTokenResponseSchema = z.object({ token: z.string() });

/** Body of POST /api/student/login and POST /api/teacher/login; username may be an email. */
export const loginBodySchema = z.object({
  username: requiredText(254, 'Username is required'),
  password: z.string().min(1, 'Password is required').max(1024),
  rememberMe: z.boolean().optional().default(false),
});
/** Body of a login call. */
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * The language a person chose for the interface, kept on their account so that it follows them to
 * any device; null until they choose one (the app then follows the browser's languages).
 */
const chosenLocaleSchema = z.enum(appLocales).nullable();

/** The signed-in student, as answered by login and GET /api/student/auth. userType is added on the client. */
export const studentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isFrozen: z.boolean(),
  /** The password is a temporary one from the teacher: the student must choose a new one first. */
  mustChangePassword: z.boolean(),
  /**
   * The student still signs in with the temporary password the teacher gave them (at creation, in
   * a bulk import or by a reset): the dashboard asks them to choose their own, without blocking.
   */
  temporaryPassword: z.boolean(),
  locale: chosenLocaleSchema,
});
/** The signed-in student. */
export type StudentUser = z.infer<typeof studentUserSchema>;

/** The signed-in teacher, as answered by login and GET /api/teacher/auth. */
export const teacherUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  locale: chosenLocaleSchema,
});
/** The signed-in teacher. */
export type TeacherUser = z.infer<typeof teacherUserSchema>;

/** Body of POST /api/student/password and POST /api/teacher/password. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1024),
    newPassword: z
      .string()
      .min(8, 'The new password must be at least 8 characters')
      .max(200, 'The new password must be at most 200 characters'),
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
/** Body of a change-password call. */
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** POST /api/{role}/logout answers this. */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });
