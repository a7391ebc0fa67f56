import { expect } from '@playwright/test';
import { createStudent } from './support/api';
import {
  answerBinary,
  everyTypeHomeworkDetails,
  optionNamed,
  playerTest as test,
  questionHeading,
  serverResponses,
} from './support/player-homework';
import { createHomework } from './support/teacher-homework';
import { signInAsStudent } from './support/users';

test.describe('a session that ends mid-task', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the student signs in again in place and goes on at the same task; the answer given meanwhile is saved', async ({
    page,
  }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], {
      title: 'Expiry',
      assignmentDetails: everyTypeHomeworkDetails(),
    });
    await signInAsStudent(page, student);
    await page.goto(`/homework/${homework.id}`);
    await answerBinary(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(questionHeading(page, 2)).toBeVisible();

    // The session ends (as when it expires or is ended elsewhere): the browser loses its cookie.
    await page.context().clearCookies();
    await optionNamed(page, 'went').click();
    const dialog = page.getByRole('alertdialog', { name: 'You were signed out' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your answers are saved.');
    // No raw error anywhere on the page.
    await expect(page.locator('body')).not.toContainText(/UNAUTHENTICATED|401|Failed to fetch/);

    await dialog.getByLabel('Username or email').fill(student.username);
    await dialog.getByLabel('Password', { exact: true }).fill(student.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toHaveCount(0);
    // Same page, same task, and the pick made while signed out reached the server.
    await expect(page).toHaveURL(new RegExp(`/homework/${homework.id}$`));
    await expect(questionHeading(page, 2)).toBeVisible();
    await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
    await expect.poll(async () => Object.keys(await serverResponses(student, homework.id)).sort()).toEqual([
      'b1',
      'm1',
    ]);
  });
});
