import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { managerHomeworkJson, studentView } from './support/manager-student-view';
import { signInAsTeacher } from './support/users';

// The specification's delete question, asked as a title and a line under it.
const deleteText = { title: 'Delete this homework?', description: 'It will be hidden but not permanently deleted.' };

test.describe('Homework & Student Manager (/teacher/json-manager)', () => {
  test('create by pasting JSON, hide and unhide, share, then delete, as the students see it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const mia = await createStudent({ firstName: 'Mia' });
    const leo = await createStudent({ firstName: 'Leo' });
    const title = `Bikes ${uniqueSuffix()}`;
    const miaView = await studentView(mia);
    const leoView = await studentView(leo);
    try {
      await signInAsTeacher(page);
      await page.goto('/teacher/json-manager');
      await expect(page.getByRole('heading', { name: 'Homework & Student Manager' })).toBeVisible();
      await page.getByRole('button', { name: new RegExp(`@${mia.username}\\b`) }).click();
      await page.getByRole('button', { name: 'Create Homework', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: 'Create Homework for Mia' });
      await expect(dialog.getByRole('button', { name: 'Create Homework', exact: true })).toBeDisabled();
      await dialog.getByLabel('Assignment JSON').fill('{ not json');
      await dialog.getByRole('button', { name: 'Create Homework', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Invalid JSON format');
      await dialog.getByLabel('Assignment JSON').fill(managerHomeworkJson(title));
      await dialog.getByRole('button', { name: 'Create Homework', exact: true }).click();
      await expect(page.getByText('Homework created successfully!', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(row).toContainText('Pasted in the manager');
      await expect(row).toContainText('1 question');
      await expect(row).toContainText('10 points');
      await expect(row).toContainText('Not Started');
      await expect(row.getByRole('button', { name: 'AI Revise - Coming Soon' })).toBeDisabled();
      expect(await miaView.homeworkTitles()).toContain(title);

      await row.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(page.getByText('Homework visibility updated!', { exact: true })).toBeVisible();
      await expect(row).toContainText('Hidden');
      expect(await miaView.homeworkTitles()).not.toContain(title);
      await row.getByRole('button', { name: 'Unhide', exact: true }).click();
      await expect(row.getByRole('button', { name: 'Hide', exact: true })).toBeVisible();
      expect(await miaView.homeworkTitles()).toContain(title);

      await row.getByRole('button', { name: 'Share', exact: true }).click();
      const share = page.getByRole('dialog', { name: 'Share Homework' });
      await expect(share.getByRole('button', { name: new RegExp(`@${mia.username}\\b`) })).toHaveCount(0);
      await share.getByRole('button', { name: new RegExp(`@${leo.username}\\b`) }).click();
      // The app's own confirmation, not the browser's: a dialog named by the specification's question.
      const question = page.getByRole('alertdialog', { name: `Share "${title}" with Leo ${leo.lastName}?` });
      await question.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(page.getByText('Homework shared successfully!', { exact: true })).toBeVisible();
      expect(await leoView.homeworkTitles()).toContain(title);

      await row.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirmDelete = page.getByRole('alertdialog', { name: deleteText.title });
      await expect(confirmDelete).toContainText(deleteText.description);
      await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirmDelete).toHaveCount(0);
      await expect(row.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
      await expect(row).toBeVisible();
      expect(await miaView.homeworkTitles()).toContain(title);

      await row.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Homework deleted successfully!', { exact: true })).toBeVisible();
      await expect(row).toHaveCount(0);
      expect(await miaView.homeworkTitles()).not.toContain(title);
      expect(await leoView.homeworkTitles()).not.toContain(title);
    } finally {
      await miaView.dispose();
      await leoView.dispose();
    }
  });

  test('the Live Activity Feed shows a student signing in', async ({ page }) => {
    const ana = await createStudent({ firstName: 'Ana' });
    const view = await studentView(ana);
    await view.dispose();
    await signInAsTeacher(page);
    await page.goto('/teacher/json-manager');
    const feed = page.getByRole('region', { name: 'Live Activity Feed' });
    await expect(feed.getByText(`Ana ${ana.lastName} signed in`).first()).toBeVisible();
    await expect(feed.locator('time').first()).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  });

  test('Schema Docs documents the format with a complete example', async ({ page }) => {
    await signInAsTeacher(page);
    await page.goto('/teacher/json-manager');
    await page.getByRole('button', { name: 'Schema Docs' }).click();
    const docs = page.getByRole('dialog', { name: 'Homework JSON Schema' });
    const example = docs.getByRole('region', { name: 'Example homework JSON' });
    for (const type of ['sequence_task', 'mcq_1', 'binary_task', 'find_mistakes']) {
      await expect(example).toContainText(`"type": "${type}"`);
    }
    await expect(example).toContainText('"totalPoints": 100');
    await expect(example).toContainText('"passingScore": 70');
  });
});

test.describe('Lesson reports (/students/:username/lesson-reports)', () => {
  test('the teacher writes a report with a live preview and the student can read it', async ({ page }) => {
    const kai = await createStudent({ firstName: 'Kai' });
    const title = `Week ${uniqueSuffix()}`;
    await signInAsTeacher(page);
    await page.goto(`/students/${kai.username}/lesson-reports`);
    await expect(page.getByRole('heading', { name: `Kai ${kai.lastName} - Lesson Reports` })).toBeVisible();
    await page.getByRole('button', { name: 'New Report' }).click();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Content')
      .fill('=== REPORT START ===\n# Today\nWe practised **verbs** [ICON: star]\n- went\n我们练习了动词。');
    const preview = page.getByRole('region', { name: 'Preview (as the student will see it)' });
    await expect(preview.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('verbs');
    await expect(preview).toContainText('⭐');
    await expect(preview).not.toContainText('REPORT START');
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(page.getByText('Lesson report created', { exact: true })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row).toContainText('Not opened yet');

    const reports = await page.request.get(`/api/teacher/students/${kai.username}/lesson-reports`);
    const created = ((await reports.json()) as { id: number; title: string }[]).find(
      (r) => r.title === title,
    );
    expect(created).toBeDefined();
    const view = await studentView(kai);
    try {
      const seen = await view.lessonReport(created?.id ?? 0);
      expect(seen).toMatchObject({ status: 200, title });
      expect(seen.content).toContain('We practised **verbs**');
      await view.openLessonReport(created?.id ?? 0);
    } finally {
      await view.dispose();
    }
    await page.reload();
    await expect(row).toContainText('Opened 1 time');

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Lesson report deleted', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
