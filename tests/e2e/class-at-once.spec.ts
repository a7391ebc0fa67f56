import { readFileSync } from 'node:fs';
import { request, type Page } from '@playwright/test';
import { createStudent, e2eBaseUrl, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { studentView } from './support/manager-student-view';
import { createHomework } from './support/teacher-homework';
import { signInAsTeacher, toastWith } from './support/users';

// A whole class at once: one homework given to several students, a copy to adapt, and a list of
// students added in one go. SHOT_DIR=<folder> saves a screenshot of each new screen there (and
// SHOT_THEME=light or dark chooses the theme). Timeouts are generous: each test signs in several
// students, and a shared machine under load took over a minute for one.

async function shot(page: Page, name: string) {
  const dir = process.env.SHOT_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  const theme = await page.evaluate(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  // Dialogs and toasts as they rest, not halfway through their entry (a spinner may run for ever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png`, fullPage: false });
}

async function applyShotTheme(page: Page) {
  const theme = process.env.SHOT_THEME;
  if (theme) await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Last names of letters only (usernames are made from names), unique to this run. */
function uniqueLastName(prefix: string): string {
  return `${prefix}${uniqueSuffix().replace(/[^a-z]/g, '')}`;
}

test.describe('a whole class at once', () => {
  test('assigns a homework to three students at once with one due date, then duplicates it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const family = uniqueLastName('Trio');
    const students = [
      await createStudent({ firstName: 'Ada', lastName: family }),
      await createStudent({ firstName: 'Bo', lastName: family }),
      await createStudent({ firstName: 'Cy', lastName: family }),
    ];
    const homework = await createHomework([], { title: `Class work ${uniqueSuffix()}` });
    const views = await Promise.all(students.map((student) => studentView(student)));
    try {
      await applyShotTheme(page);
      await signInAsTeacher(page);
      await page.goto('/teacher/json-manager');
      await page.getByRole('button', { name: /^All homework/ }).click();
      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: homework.title }) });
      await expect(row).toContainText('Not assigned yet');
      await shot(page, 'manager-all-homework');

      await row.getByRole('button', { name: 'Assign', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign Homework' });
      await expect(dialog.getByRole('button', { name: 'Choose students' })).toBeDisabled();
      await dialog.getByRole('searchbox', { name: 'Search students' }).fill(family);
      await expect(dialog.getByRole('checkbox')).toHaveCount(4);
      await dialog.getByLabel('Select all 3 found').check();
      await expect(dialog.getByText('3 selected')).toBeVisible();
      await dialog.getByLabel('Due date for everyone (optional)').fill('2031-05-06T17:30');
      await shot(page, 'assign-dialog');
      await dialog.getByRole('button', { name: 'Assign to 3 students' }).click();
      await expect(toastWith(page, 'Homework assigned to 3 students')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Assigned to 3 students');
      for (const view of views) expect(await view.homeworkTitles()).toContain(homework.title);

      // Opened again, the three have it already and cannot be chosen twice.
      await row.getByRole('button', { name: 'Assign', exact: true }).click();
      await dialog.getByRole('searchbox', { name: 'Search students' }).fill(family);
      await expect(dialog.getByText('Has it', { exact: true })).toHaveCount(3);
      await expect(dialog.getByLabel('Select all 3 found')).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The one due date is the homework's, for everyone who has it (the field is the browser's local time).
      const list = await (await page.request.get('/api/teacher/homework')).json();
      const saved = (list as { id: number; dueDate: string | null }[]).find((h) => h.id === homework.id);
      const expected = await page.evaluate(() => new Date('2031-05-06T17:30').toISOString());
      expect(saved?.dueDate).toBe(expected);

      await row.getByRole('button', { name: 'Duplicate', exact: true }).click();
      await expect(toastWith(page, 'Homework duplicated')).toBeVisible();
      const edit = page.getByRole('dialog', { name: 'Edit Homework' });
      await expect(edit.getByLabel('Title')).toHaveValue(`Copy of ${homework.title}`);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      const copy = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Copy of ${homework.title}`, exact: true }) });
      await expect(copy).toContainText('Not assigned yet');
      for (const view of views)
        expect(await view.homeworkTitles()).not.toContain(`Copy of ${homework.title}`);

      // A student's own list says how many have the homework too.
      await page.getByRole('button', { name: new RegExp(`@${students[0]!.username}\\b`) }).click();
      await expect(row).toContainText('Assigned to 3 students');
    } finally {
      for (const view of views) await view.dispose();
    }
  });

  test('chooses several students first, then creates one homework for all of them', async ({ page }) => {
    test.setTimeout(120_000);
    const family = uniqueLastName('Duo');
    const students = [
      await createStudent({ firstName: 'Dee', lastName: family }),
      await createStudent({ firstName: 'Eli', lastName: family }),
    ];
    const title = `For both ${uniqueSuffix()}`;
    const views = await Promise.all(students.map((student) => studentView(student)));
    try {
      await applyShotTheme(page);
      await signInAsTeacher(page);
      await page.goto('/teacher/json-manager');
      await page.getByRole('button', { name: /^All homework/ }).click();
      await page.getByRole('button', { name: 'Create for several students' }).click();
      const choose = page.getByRole('dialog', { name: 'Choose Students' });
      await choose.getByRole('searchbox', { name: 'Search students' }).fill(family);
      await choose.getByLabel('Select all 2 found').check();
      await shot(page, 'choose-students-dialog');
      await choose.getByRole('button', { name: 'Continue with 2' }).click();
      const create = page.getByRole('dialog', { name: 'Create Homework for Dee and Eli' });
      await create.getByLabel('Title').fill(title);
      await create.getByLabel('Assignment JSON').fill(
        JSON.stringify({
          tasks: [
            {
              id: 't1',
              type: 'binary_task',
              question: 'True or false?',
              passage: 'Ana has a cat.',
              statement: 'Ana has a pet.',
              correctAnswer: true,
              points: 10,
            },
          ],
        }),
      );
      await create.getByRole('button', { name: 'Create Homework', exact: true }).click();
      // The dialog closes on success (its toast lasts 5 s, which a loaded machine can miss).
      await expect(create).toBeHidden({ timeout: 20_000 });
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(row).toContainText('Assigned to 2 students');
      for (const view of views) expect(await view.homeworkTitles()).toContain(title);
    } finally {
      for (const view of views) await view.dispose();
    }
  });

  test('adds five students from a pasted list with one bad row, and gives their sign-in details once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const family = uniqueLastName('Bulk');
    const tag = uniqueSuffix();
    const email = (name: string) => `${name}.${tag}@example.test`;
    const list = [
      'First name\tLast name\tEmail\tGrade',
      `Fay\t${family}\t${email('fay')}\t7`,
      `Gus\t${family}\t${email('gus')}\tGrade 8`,
      `Hal\t${family}\tnot-an-email\t`,
      `Ivy\t${family}\t${email('ivy')}\t`,
      `Joy\t${family}\t${email('joy')}\t12`,
    ].join('\n');
    await applyShotTheme(page);
    await signInAsTeacher(page);
    await page.goto('/students');
    await page.getByRole('button', { name: 'Add Several' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Several Students' });
    await dialog.getByLabel('Student list').fill(list);
    await shot(page, 'bulk-add-list');
    await dialog.getByRole('button', { name: 'Preview' }).click();

    const preview = dialog.getByRole('region', { name: 'Preview of the list' });
    await expect(preview.getByRole('row')).toHaveCount(6);
    await expect(dialog.getByText('4 ready to add')).toBeVisible();
    await expect(dialog.getByText('1 with a problem')).toBeVisible();
    const bad = preview.getByRole('row').filter({ hasText: 'Hal' });
    await expect(bad).toContainText('Email: Enter a valid email address');
    await expect(preview.getByText('Ready')).toHaveCount(4);
    await shot(page, 'bulk-add-preview');

    await dialog.getByRole('button', { name: 'Add 4 students' }).click();
    const done = page.getByRole('dialog', { name: 'Sign-in details' });
    await expect(toastWith(page, 'Students Created')).toBeVisible();
    const details = done.getByRole('region', { name: 'Sign-in details' });
    await expect(details.getByRole('row')).toHaveCount(5);
    await shot(page, 'bulk-add-done');

    const downloading = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Download CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('student-sign-in-details.csv');
    const csv = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('"First name","Last name","Email","Username","Temporary password"');
    expect(lines).toHaveLength(5);
    expect(lines.some((line) => line.includes('Hal'))).toBe(false);

    // The downloaded password signs the student in.
    const [, , , username, password] = (lines[1] ?? '').split(',').map((cell) => cell.replace(/^"|"$/g, ''));
    const api = await request.newContext({ baseURL: e2eBaseUrl });
    try {
      const token = ((await (await api.get('/api/csrf-token')).json()) as { token: string }).token;
      const login = await api.post('/api/student/login', {
        data: { username, password, rememberMe: false },
        headers: { 'x-csrf-token': token },
      });
      expect(login.status()).toBe(200);
    } finally {
      await api.dispose();
    }

    await done.getByRole('button', { name: 'Done' }).click();
    await expect(done).toBeHidden();
    for (const name of ['Fay', 'Gus', 'Ivy', 'Joy'])
      await expect(page.getByRole('heading', { name: `${name} ${family}`, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Hal ${family}`, exact: true })).toHaveCount(0);
  });

  test('a list with an email already taken is told before adding, and nothing is added', async ({ page }) => {
    test.setTimeout(120_000);
    const taken = await createStudent({ firstName: 'Kim', lastName: uniqueLastName('Taken') });
    const family = uniqueLastName('Clash');
    await signInAsTeacher(page);
    await page.goto('/students');
    await page.getByRole('button', { name: 'Add Several' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Several Students' });
    await dialog
      .getByLabel('Student list')
      .fill(`Lee,${family},${taken.email}\nMay,${family},may.${uniqueSuffix()}@example.test`);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview of the list' });
    await expect(preview.getByRole('row').filter({ hasText: 'Lee' })).toContainText(
      'Email: A student with this email already exists',
    );
    await expect(dialog.getByRole('button', { name: 'Add 1 student' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Back to the list' }).click();
    await expect(dialog.getByLabel('Student list')).toHaveValue(new RegExp(family));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: `Lee ${family}`, exact: true })).toHaveCount(0);
  });
});
