import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { completeReviewHomework, createHomework } from './support/teacher-homework';
import { signInAsStudent, signInAsTeacher } from './support/users';

test('progress over time: the student and their teacher see the score by date and the averages per task type', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent({ firstName: 'Pia' });
  const title = `History ${uniqueSuffix()}`;
  const homework = await createHomework([student.username], { title });
  await completeReviewHomework(student, homework.id);

  await signInAsStudent(page, student);
  await page.goto('/progress');
  const card = page.getByRole('heading', { name: 'Progress over time' });
  await expect(card).toBeVisible();
  const table = page.getByRole('table', { name: 'Scores by submission date' });
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText(/\d+%/);
  const byType = page.getByRole('region', { name: 'Average by task type' });
  await expect(byType).toContainText('Multiple choice');
  await expect(byType).toContainText('True or false100% · 1 task');

  const teacher = await browser.newPage();
  await signInAsTeacher(teacher);
  await teacher.goto(`/students/${student.username}`);
  await expect(
    teacher
      .getByRole('table', { name: 'Scores by submission date' })
      .getByRole('row')
      .filter({ hasText: title }),
  ).toBeVisible();
  await teacher.close();
});
