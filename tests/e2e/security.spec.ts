import { expect, type Page } from '@playwright/test';
import { createStudent, teacherApi } from './support/api';
import {
  answerBinary,
  everyTypeHomeworkDetails,
  playerTest as test,
  questionHeading,
} from './support/player-homework';
import { createHomework } from './support/teacher-homework';
import { fillSignIn, logOut, signInAsStudent, toastWith } from './support/users';

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

test.describe('shared computers and passwords', () => {
  test.describe.configure({ timeout: 90_000 });

  test('two students on one browser: the second never sees the first one’s answers', async ({ page }) => {
    const first = await createStudent({ firstName: 'Anna' });
    const second = await createStudent({ firstName: 'Ben' });
    const homework = await createHomework([first.username, second.username], {
      title: 'Shared computer',
      assignmentDetails: everyTypeHomeworkDetails(),
    });

    await signInAsStudent(page, first);
    await page.goto(`/homework/${homework.id}`);
    await answerBinary(page);
    // The player keeps a local copy a few seconds after each change, under the student's own key.
    await expect
      .poll(() => storedKeys(page), { timeout: 10_000 })
      .toContain(`homework-progress-${homework.id}@${first.username}`);

    await logOut(page);
    expect((await storedKeys(page)).filter((key) => key.startsWith('homework-'))).toEqual([]);

    await fillSignIn(page, second.username, second.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/homework/${homework.id}`);
    await expect(questionHeading(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'True' })).toBeEnabled();
    await expect(page.getByText('Correct!')).toHaveCount(0);
  });

  test('after the teacher resets a password the student must choose a new one, then signs in with it', async ({
    page,
  }) => {
    const student = await createStudent();
    const api = await teacherApi();
    const reset = await api.post(`/api/teacher/students/${student.username}/reset-password`, {
      headers: await api.csrf(),
    });
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    await api.dispose();

    await page.goto('/');
    await fillSignIn(page, student.username, temporaryPassword);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByText('Your teacher gave you a temporary password.')).toBeVisible();
    await page.goto('/homework');
    await expect(page).toHaveURL(/\/change-password$/);

    await page.getByLabel('Temporary password').fill(temporaryPassword);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'at least 8 characters' })).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('my-own-password');
    await page.getByLabel('Repeat the new password').fill('my-own-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toastWith(page, 'Password changed')).toBeVisible();

    await logOut(page);
    await fillSignIn(page, student.username, 'my-own-password');
    await expect(page).toHaveURL(/\/dashboard$/);
    // Any signed-in user reaches the screen from the header.
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByLabel('Current password')).toBeVisible();
  });
});
