import { expect, type Page } from '@playwright/test';

/** The teacher the e2e server creates on its empty database (set in playwright.config.ts). */
export function teacherCredentials(): { username: string; password: string } {
  return {
    username: process.env.E2E_TEACHER_USERNAME ?? 'e2e-teacher',
    password: process.env.E2E_TEACHER_PASSWORD ?? 'e2e-teacher-password-1',
  };
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
