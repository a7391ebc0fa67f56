import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { writeAllKindsInForm } from './support/form-editor';
import { studentView } from './support/manager-student-view';
import { optionNamed, questionHeading, serverResponses, wordNamed } from './support/player-homework';
import { signInAsStudent, signInAsTeacher, toastWith } from './support/users';

// The whole journey of a tutor who has never seen JSON, in one go: a homework of every kind written
// through the form, tried as a student (checked by the server, nothing kept), given to three students,
// and played and submitted by one of them, who ends on the results.

test('a tutor writes every kind in the form, tries it as a student, gives it to three students, and one plays it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const family = `Journey${uniqueSuffix().replace(/[^a-z]/g, '')}`;
  const [ada, bo, cy] = [
    await createStudent({ firstName: 'Ada', lastName: family }),
    await createStudent({ firstName: 'Bo', lastName: family }),
    await createStudent({ firstName: 'Cy', lastName: family }),
  ];
  if (!ada || !bo || !cy) throw new Error('three students');
  const title = `Journey ${uniqueSuffix()}`;
  const views = await Promise.all([ada, bo, cy].map((student) => studentView(student)));
  try {
    await signInAsTeacher(page);
    await page.goto('/teacher/json-manager');
    await page.getByRole('button', { name: new RegExp(`@${ada.username}\\b`) }).click();
    await page.getByRole('button', { name: 'Create Homework', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Create Homework for ${ada.firstName}` });
    await dialog.getByLabel('Title').fill(title);
    await writeAllKindsInForm(dialog);
    await dialog.getByRole('button', { name: 'Create Homework', exact: true }).click();
    await expect(toastWith(page, 'Homework created successfully!')).toBeVisible({ timeout: 20_000 });
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

    // Tried as a student: the scramble checked by the server, then closed; nothing is kept.
    await row.getByRole('button', { name: 'Try as a student' }).click();
    const preview = page.getByRole('dialog', { name: `Try “${title}” as a student` });
    await expect(preview).toBeVisible();
    for (const word of ['We', 'went', 'to', 'the', 'beach']) await wordNamed(page, word).click();
    await preview.getByRole('button', { name: 'Check' }).click();
    await expect(preview.getByText('Correct!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(row.getByText('Not Started')).toBeVisible();

    // Given to the two others of the family with the Assign dialog.
    await row.getByRole('button', { name: 'Assign', exact: true }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Homework' });
    await assign.getByRole('searchbox', { name: 'Search students' }).fill(family);
    await expect(assign.getByText('Has it', { exact: true })).toHaveCount(1);
    await assign.getByRole('checkbox', { name: new RegExp(`^${bo.firstName} `) }).check();
    await assign.getByRole('checkbox', { name: new RegExp(`^${cy.firstName} `) }).check();
    await assign.getByRole('button', { name: 'Assign to 2 students' }).click();
    await expect(toastWith(page, 'Homework assigned to 2 students')).toBeVisible();
    await expect(row).toContainText('Assigned to 3 students');
    for (const view of views) expect(await view.homeworkTitles()).toContain(title);
    const list = (await (await page.request.get('/api/teacher/homework')).json()) as {
      id: number;
      title: string;
    }[];
    const homeworkId = list.find((homework) => homework.title === title)?.id;
    if (homeworkId === undefined) throw new Error('the homework is listed');

    // Cy plays every task and submits.
    await page.context().clearCookies();
    await signInAsStudent(page, cy);
    await page.goto(`/homework/${homeworkId}`);
    await expect(questionHeading(page, 1)).toBeVisible();
    for (const word of ['We', 'went', 'to', 'the', 'beach']) await wordNamed(page, word).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await page.getByRole('button', { name: 'Next question' }).click();
    await optionNamed(page, 'went').click();
    await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('button', { name: 'False' }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(questionHeading(page, 4)).toBeVisible();
    await page.getByRole('button', { name: /^goed/ }).click();
    await page.getByRole('button', { name: /^swimmed/ }).click();
    await page.getByRole('button', { name: 'Fix them!' }).click();
    await expect(page.getByText('Fix "goed"')).toBeVisible();
    await page.getByRole('button', { name: 'went', exact: true }).click();
    await expect(page.getByText('Fix "swimmed"')).toBeVisible();
    await page.getByRole('button', { name: 'swam', exact: true }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByRole('region', { name: `“${title}” submitted` });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result).toContainText('34 / 34 (100%) · Passed');
    expect(Object.keys(await serverResponses(cy, homeworkId)).length).toBe(4);
  } finally {
    for (const view of views) await view.dispose();
  }
});
