import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { studentView } from './support/manager-student-view';
import { createHomework } from './support/teacher-homework';
import { signInAsTeacher } from './support/users';

test('the teacher takes a homework back from one student; the other keeps it', async ({ page }) => {
  test.setTimeout(90_000);
  const mia = await createStudent({ firstName: 'Mia' });
  const leo = await createStudent({ firstName: 'Leo' });
  const title = `Shared ${uniqueSuffix()}`;
  await createHomework([mia.username, leo.username], { title });
  const miaView = await studentView(mia);
  const leoView = await studentView(leo);
  try {
    await signInAsTeacher(page);
    await page.goto('/teacher/json-manager');
    await page.getByRole('button', { name: new RegExp(`@${mia.username}\\b`) }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

    await row.getByRole('button', { name: 'Unassign' }).click();
    const question = page.getByRole('alertdialog', {
      name: 'Take this homework back from Mia? Their answers are kept; sharing it again brings it back.',
    });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Unassign' }).click();
    await question.getByRole('button', { name: 'Take back' }).click();
    await expect(page.getByText('Homework taken back from Mia', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await miaView.homeworkTitles()).not.toContain(title);
    expect(await leoView.homeworkTitles()).toContain(title);
  } finally {
    await miaView.dispose();
    await leoView.dispose();
  }
});
