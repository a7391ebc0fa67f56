import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { completeReviewHomework, createHomework } from './support/teacher-homework';
import { signInAsTeacher } from './support/users';

test('the teacher opens a homework’s item analysis from the manager: counts, picks per option, hardest first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent({ firstName: 'Ivo' });
  const title = `Analysed ${uniqueSuffix()}`;
  const homework = await createHomework([student.username], { title });
  // Binary right, MCQ right after one wrong pick, sequence right first time.
  await completeReviewHomework(student, homework.id);

  await signInAsTeacher(page);
  await page.goto('/teacher/json-manager');
  await page.getByRole('button', { name: new RegExp(`@${student.username}\\b`) }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await row.getByRole('link', { name: 'Analysis' }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/homework/${homework.id}/analysis$`));
  await expect(page.getByRole('heading', { name: 'Item analysis', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  const tasks = page.getByRole('list', { name: 'Tasks, hardest first' }).getByRole('listitem');
  await expect(tasks).toHaveCount(3);
  // The MCQ (a wrong pick first) is the hardest.
  // Named by its content (the question, then the start of its text), never by its id.
  await expect(tasks.first().getByRole('heading')).toHaveText('1. Pick the past tense of "go".');
  await expect(tasks.first()).toContainText('“goed / went / gone / going”');
  await expect(tasks.first()).not.toContainText('m1');
  await expect(tasks.first()).toContainText('Right first try0 of 1 (0%)');
  await expect(tasks.first()).toContainText('went (correct)');
  await expect(tasks.first()).toContainText('goed1 of 1');
});
