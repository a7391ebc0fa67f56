import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { signInAsTeacher } from './support/users';

test('the teacher edits a student’s details; a taken email is refused with the server’s message', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ana = await createStudent({ firstName: 'Ana' });
  const other = await createStudent({ firstName: 'Ola' });
  await signInAsTeacher(page);
  await page.goto(`/students/${ana.username}`);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await dialog.getByLabel('Email').fill(other.email);
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A student with this email already exists');

  const email = `ana-${uniqueSuffix()}@example.test`;
  await dialog.getByLabel('First name').fill('Anabel');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Grade').selectOption('Grade 8');
  await dialog.getByLabel('Additional notes').fill('Likes sentence scrambles');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Student details saved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Anabel ${ana.lastName}` }).first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Grade 8')).toBeVisible();
  await expect(page.getByText('Likes sentence scrambles')).toBeVisible();
  await expect(page.getByText(`@${ana.username}`).first()).toBeVisible();
});
