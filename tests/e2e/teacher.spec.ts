import { type Browser, expect, type Page, test } from '@playwright/test';
import { createStudent } from './support/api';
import { completeReviewHomework, createHomework } from './support/teacher-homework';
import { fillSignIn, signInAsStudent, signInAsTeacher, toastWith } from './support/users';

/** Signs a student in from a fresh browser context; answers the page for further checks. */
async function studentSignsIn(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await fillSignIn(page, username, password);
  return page;
}

test.describe('teacher screens (teacher.md sections 2, 4, 5 and 8)', () => {
  // Several sign-ins (scrypt) per test: allow more than the default 30 s on slow machines.
  test.describe.configure({ timeout: 90_000 });

  test('a teacher adds a student, sees the username and temporary password once, and the student signs in with them', async ({
    page,
    browser,
  }) => {
    const lastName = `Added${Date.now().toString(36).replace(/[0-9]/g, '')}`;
    await signInAsTeacher(page);
    await page
      .getByRole('link', { name: /Add Student/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/students\/add$/);

    // Required fields missing: nothing is sent.
    await page.getByRole('button', { name: 'Add Student' }).click();
    await expect(
      page.getByText('Please fill in first name, last name, and email', { exact: true }),
    ).toBeVisible();

    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.test`);
    await page.getByRole('button', { name: 'Add Student' }).click();

    await expect(page.getByText('New student has been added successfully.', { exact: true })).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const username = await dialog.getByLabel('Username', { exact: true }).inputValue();
    const password = await dialog.getByLabel('Temporary password', { exact: true }).inputValue();
    expect(username).toMatch(/^[a-z][a-z0-9]*$/);
    expect(password.length).toBeGreaterThanOrEqual(8);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole('heading', { name: `Nina ${lastName}`, exact: true })).toBeVisible();

    const student = await studentSignsIn(browser, username, password);
    await expect(student).toHaveURL(/\/dashboard$/);
    await student.context().close();
  });

  test('freezing a student sends them to /frozen; unfreezing lets them back in', async ({
    page,
    browser,
  }) => {
    const created = await createStudent({ firstName: 'Frida' });
    const name = `${created.firstName} ${created.lastName}`;
    await signInAsTeacher(page);
    await page.goto('/students');
    await page.getByRole('button', { name: `Freeze ${name}` }).click();
    await expect(page.getByText('Student access has been restricted.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Unfreeze ${name}` })).toBeVisible();

    const frozen = await studentSignsIn(browser, created.username, created.password);
    await expect(frozen).toHaveURL(/\/frozen$/);
    await frozen.context().close();

    await page.getByRole('button', { name: `Unfreeze ${name}` }).click();
    await expect(page.getByText('Student access has been restored.', { exact: true })).toBeVisible();
    // Undo in the freeze toast puts a slip right: the student is unfrozen with the next tap.
    await page.getByRole('button', { name: `Freeze ${name}` }).click();
    await expect(page.getByRole('button', { name: `Unfreeze ${name}` })).toBeVisible();
    await toastWith(page, 'Student access has been restricted.').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Student access has been restored.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Freeze ${name}` })).toBeVisible();
    const restored = await browser.newContext();
    const restoredPage = await restored.newPage();
    await signInAsStudent(restoredPage, created);
    await restored.close();
  });

  test('the student detail page freezes by username and resets the password, shown once', async ({
    page,
    browser,
  }) => {
    const created = await createStudent({ firstName: 'Rhea' });
    await signInAsTeacher(page);
    await page.goto(`/students/${created.username}`);
    await expect(page.getByRole('heading', { name: 'Performance Summary' })).toBeVisible();
    await page.getByRole('button', { name: 'Freeze Student Page' }).click();
    await expect(page.getByText('Student Page Frozen', { exact: true })).toBeVisible();
    await expect(page.getByText('Account Frozen', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Unfreeze Student Page' }).click();
    await expect(page.getByText('Student Page Unfrozen', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog');
    const password = await dialog.getByLabel('Temporary password', { exact: true }).inputValue();
    expect(password).not.toBe(created.password);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The temporary password opens the account, and the student must first choose their own.
    const student = await studentSignsIn(browser, created.username, password);
    await expect(student).toHaveURL(/\/change-password$/);
    await student.context().close();

    await page.goto('/students/no-such-student-here');
    await expect(page.getByText('Student Not Found', { exact: true })).toBeVisible();
  });

  test('a completed submission is reviewed task by task; marking it not completed shows the preview', async ({
    page,
  }) => {
    const created = await createStudent({ firstName: 'Rev' });
    const homework = await createHomework([created.username]);
    await completeReviewHomework(created, homework.id);

    await signInAsTeacher(page);
    await page.goto(`/students/${created.username}/homework`);
    await expect(
      page.getByRole('heading', { name: `${created.firstName} ${created.lastName} - Homework` }),
    ).toBeVisible();
    await expect(page.getByText('Submission Details', { exact: true })).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(homework.title) })
      .first()
      .click();

    await expect(page).toHaveURL(new RegExp(`/students/${created.username}/homework/${homework.id}$`));
    await expect(
      page.getByRole('heading', { name: `${created.firstName} ${created.lastName} - ${homework.title}` }),
    ).toBeVisible();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByText('Score', { exact: true })).toBeVisible();
    await expect(results.getByText('14', { exact: true })).toBeVisible();
    await expect(results.getByText('Passed', { exact: true })).toBeVisible();
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
    await expect(page.getByText('Question 3 of 3', { exact: true })).toBeVisible();
    const interaction = page.getByRole('region', { name: 'Task Interaction Data' }).first();
    await expect(interaction.getByText('Cursor movements')).toBeVisible();
    await expect(page.getByText('No tracking data available for this session.').first()).toBeVisible();

    await page.getByRole('checkbox', { name: 'Completed' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark not completed' }).click();
    await expect(page.getByRole('heading', { name: 'Assignment Preview' })).toBeVisible();
    await expect(page.getByText('3 tasks · Passing score: 8/16')).toBeVisible();
    await expect(page.getByText('Archived attempts')).toBeVisible();
  });
});
