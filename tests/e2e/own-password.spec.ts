import type { Page } from '@playwright/test';
import { createStudent } from './support/api';
import { expect, test } from './support/fixtures';
import { fillSignIn, logOut, signInAsStudent, signInAsTeacher, toastWith } from './support/users';

// A student signs in with the teacher's temporary password: the dashboard asks them, without
// blocking anything, to choose their own; once they have, the reminder and the teacher's mark go.

const banner = (page: Page) => page.getByRole('region', { name: 'Choose your own password' });

/** The student's card in the teacher's list at /students. */
function studentCard(page: Page, name: string) {
  return page
    .getByRole('heading', { name, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]');
}

test.describe('choosing one’s own password', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a new student sees the reminder, chooses a password, and the teacher’s list no longer marks them', async ({
    page,
    browser,
  }) => {
    const student = await createStudent({ firstName: 'Nia' });
    const name = `Nia ${student.lastName}`;
    // The teacher watches from another browser.
    const teacherContext = await browser.newContext({ viewport: page.viewportSize() });
    const teacher = await teacherContext.newPage();
    await signInAsTeacher(teacher);
    await teacher.goto('/students');
    await expect(studentCard(teacher, name).getByText('Temporary password')).toBeVisible();
    await teacher.goto(`/students/${student.username}`);
    await expect(teacher.getByRole('heading', { name, exact: true }).first()).toBeVisible();
    await expect(teacher.getByText('Temporary password')).toBeVisible();

    await signInAsStudent(page, student);
    await expect(banner(page)).toBeVisible();
    // Not a blocking step: the homework is one tap away as before.
    await expect(page.getByRole('navigation', { name: 'Student sections' })).toBeVisible();

    await banner(page).getByRole('link', { name: 'Choose my password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel('Temporary password').fill(student.password);
    await page.getByLabel('New password', { exact: true }).fill('nia-own-password');
    await page.getByLabel('Repeat the new password').fill('nia-own-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toastWith(page, 'Password changed')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Signed in again with the new password: still no reminder (the server says so, not the page).
    await logOut(page);
    await fillSignIn(page, student.username, 'nia-own-password');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: "Nia's Page" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await teacher.goto('/students');
    await expect(teacher.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(studentCard(teacher, name).getByText('Temporary password')).toHaveCount(0);
    await teacher.goto(`/students/${student.username}`);
    await expect(teacher.getByRole('heading', { name, exact: true }).first()).toBeVisible();
    await expect(teacher.getByText('Temporary password')).toHaveCount(0);
    await teacherContext.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the reminder in the ${theme} theme`, async ({ page }, testInfo) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const student = await createStudent({ firstName: 'Ode' });
      await signInAsStudent(page, student);
      await expect(banner(page)).toBeVisible();
      // The reminder fits the width and keeps its button on screen at 390 px.
      const box = await banner(page).boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await expect(banner(page).getByRole('link', { name: 'Choose my password' })).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`own-password-${theme}.png`) });
    });
  }
});
