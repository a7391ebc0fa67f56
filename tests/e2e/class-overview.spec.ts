import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { createHomework } from './support/teacher-homework';
import { signInAsTeacher } from './support/users';

test('the dashboard’s class overview lists a student with overdue homework and links to them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const late = await createStudent({
    firstName: 'Lena',
    lastName: `Late${uniqueSuffix().replace(/\d/g, '')}`,
  });
  await createHomework([late.username], {
    title: `Overdue ${uniqueSuffix()}`,
    dueDate: '2020-01-01T00:00:00.000Z',
  });
  await signInAsTeacher(page);
  const overdue = page.getByRole('region', { name: 'Overdue homework' });
  const link = overdue.getByRole('link', { name: `Lena ${late.lastName}` });
  await expect(link).toBeVisible();
  await expect(overdue.getByRole('listitem').filter({ hasText: `Lena ${late.lastName}` })).toContainText(
    '1 homework',
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/students/${late.username}$`));
});
