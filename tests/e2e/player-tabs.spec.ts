import { expect, type Page } from '@playwright/test';
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

/** Page errors of a second tab (the fixture watches the first one only). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test.describe('the player in two tabs of one browser', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a tab that fell behind: its action is not applied, it says so and shows what the other tab saved; nothing saved is lost', async ({
    page,
    context,
  }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], {
      title: 'Two tabs',
      assignmentDetails: everyTypeHomeworkDetails(),
    });
    await signInAsStudent(page, student);
    await page.goto(`/homework/${homework.id}`);
    await answerBinary(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(questionHeading(page, 2)).toBeVisible();

    // The second tab opens at the first unfinished task, knowing nothing of what follows.
    const behind = await context.newPage();
    const behindErrors = errorsOf(behind);
    await behind.goto(`/homework/${homework.id}`);
    await expect(questionHeading(behind, 2)).toBeVisible();

    await optionNamed(page, 'goed').click();
    await expect(optionNamed(page, 'goed')).toHaveAccessibleName(/^[A-Z] goed \(wrong\)$/);
    await optionNamed(page, 'went').click();
    await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);

    await optionNamed(behind, 'gone').click();
    await expect(behind.getByText('Answer updated', { exact: true })).toBeVisible();
    await expect(optionNamed(behind, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
    await expect(optionNamed(behind, 'goed')).toHaveAccessibleName(/^[A-Z] goed \(wrong\)$/);

    // The server kept the first tab's two picks, and nothing of the second tab's waits to be sent.
    const m1 = (await serverResponses(student, homework.id)).m1;
    expect(m1?.selectedAnswers).toEqual(['goed', 'went']);
    expect(m1?.completed).toBe(true);
    const waiting = await behind.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('homework-outbox-')),
    );
    expect(waiting).toEqual([]);

    // Reloaded, the tab that was behind resumes at the next task.
    await behind.reload();
    await expect(questionHeading(behind, 3)).toBeVisible();
    expect(behindErrors).toEqual([]);
  });
});
