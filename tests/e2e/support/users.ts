import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

/** Teachers made for the spec files this worker has run, by project and file. */
const teachersByFile = new Map<string, { username: string; password: string }>();

/**
 * The teacher of the running spec file: each file (on each project) gets its own, created on first
 * use with the server's own command (`create-teacher`) on the suite's database. A teacher's screens
 * list only their own students, so a file's lists hold what that file made and not the hundreds of
 * students the whole suite makes, and no file's counts depend on which files ran before it.
 * Outside a running test (a global set-up), the teacher the server creates on its empty database.
 */
export function teacherCredentials(): { username: string; password: string } {
  const fallback = {
    username: process.env.E2E_TEACHER_USERNAME ?? 'e2e-teacher',
    password: process.env.E2E_TEACHER_PASSWORD ?? 'e2e-teacher-password-1',
  };
  let key: string;
  try {
    const info = test.info();
    key = `${info.project.name}:${info.file}`;
  } catch {
    return fallback;
  }
  const known = teachersByFile.get(key);
  if (known) return known;
  // The run's pid and the file's hash keep usernames unique across files, projects and runs.
  const tag = createHash('sha256').update(key).digest('hex').slice(0, 8);
  const teacher = { username: `t-${process.pid.toString(36)}-${tag}`, password: fallback.password };
  execFileSync(
    process.execPath,
    ['dist/server/create-teacher.js', '--username', teacher.username, '--password', teacher.password],
    {
      stdio: 'pipe',
      env: {
        ...process.env,
        DATABASE_URL: process.env.E2E_DATABASE_PATH,
        PASSWORD_HASH_COST: 'test',
        LOG_LEVEL: 'warn',
      },
    },
  );
  teachersByFile.set(key, teacher);
  return teacher;
}

/** Fills and submits a sign-in form already on screen. */
export async function fillSignIn(
  page: Page,
  username: string,
  password: string,
  rememberMe = false,
): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs a student in through the sign-in page at / and waits for /dashboard. */
export async function signInAsStudent(
  page: Page,
  student: { username: string; password: string },
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto('/');
  await fillSignIn(page, student.username, student.password, options.rememberMe ?? false);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs the e2e teacher in through /teacher/login and waits for /teacher/dashboard. */
export async function signInAsTeacher(page: Page): Promise<void> {
  const { username, password } = teacherCredentials();
  await page.goto('/teacher/login');
  await fillSignIn(page, username, password);
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
}

/** Clicks the header's Logout button and waits for the student sign-in at /. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/**
 * The visible toast whose text contains `text` (Radix also writes a screen-reader copy of a toast's
 * text for a moment, so page.getByText(title) can match twice; scope toast checks with this).
 */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-toast]').filter({ hasText: text });
}
