import { readFileSync } from 'node:fs';
import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { completeReviewHomework, createHomework } from './support/teacher-homework';
import { signInAsTeacher } from './support/users';

test.describe('gradebook', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the teacher sees each student’s status and score, filters, and downloads the CSV', async ({
    page,
  }) => {
    const done = await createStudent({ firstName: 'Gabi', lastName: 'Done' });
    const waiting = await createStudent({ firstName: 'Nora', lastName: 'Waiting' });
    const title = `Past tense ${uniqueSuffix()}`;
    const homework = await createHomework([done.username, waiting.username], { title });
    await completeReviewHomework(done, homework.id);

    await signInAsTeacher(page);
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('link', { name: /^Gradebook/ })
      .click();
    await expect(page).toHaveURL(/\/teacher\/gradebook$/);
    const table = page.getByRole('region', { name: 'Gradebook table' });
    await expect(table.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
    const doneRow = table.getByRole('row', { name: new RegExp(`Gabi Done ${done.username}\\b`) });
    await expect(doneRow).toContainText('Completed');
    await expect(doneRow).toContainText(/\d+\/\d+ · \d+%/);
    const waitingRow = table.getByRole('row', { name: new RegExp(`Nora Waiting ${waiting.username}\\b`) });
    await expect(waitingRow).toContainText('Not started');

    await page.getByLabel('Find a student').fill(waiting.username);
    await expect(doneRow).toHaveCount(0);
    await expect(waitingRow).toBeVisible();
    await page.getByLabel('Find a student').fill('');
    await page.getByLabel('Show students with').selectOption('completed');
    await expect(waitingRow).toHaveCount(0);
    await expect(doneRow).toBeVisible();

    await page.getByLabel('Show students with').selectOption('all');
    // The averages row: one scored student so far, so the class average is that student's percentage.
    const percentage = (await doneRow.textContent())?.match(/ · (\d+)%/)?.[1];
    const averages = table.getByRole('row', { name: /^Average/ });
    await expect(averages).toContainText(`${percentage}%`);
    await expect(averages).toContainText('1 student');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gradebook-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(
      csv.startsWith(
        '\uFEFFUsername,First name,Last name,Homework,Status,Score,Total points,Percentage,Submitted at',
      ),
    ).toBe(true);
    expect(csv).toContain(`${done.username},Gabi,Done,${title},Completed,`);
    expect(csv).toContain(`${waiting.username},Nora,Waiting,${title},Not started,`);

    // A cell opens that student's submission; its name starts with what it shows.
    await doneRow.getByRole('link', { name: new RegExp(`^Completed .*Gabi Done, ${title}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/students/${done.username}/homework/${homework.id}$`));
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  });
});
