import { type APIRequestContext, request } from '@playwright/test';
import {
  createStudent,
  type E2EStudent,
  e2eBaseUrl,
  setStudentFrozen,
  teacherApi,
  uniqueSuffix,
} from './support/api';
import { expect, test } from './support/fixtures';
import { completeReviewHomework, createHomework, reviewHomeworkDetails } from './support/teacher-homework';
import { signInAsStudent } from './support/users';

const frozenText =
  'Please Wait. We are working on your page. Please contact your teacher for more information. Your account access has been temporarily restricted.';

const reportContent = [
  '=== REPORT START ===',
  '# [ICON: star] Great progress today',
  'We practised the **past tense** and *irregular verbs*.',
  'Chinese Translation:',
  '你今天做得很好！',
  '- went',
  '- saw',
  '<script>window.injected = true</script>',
  '=== REPORT END ===',
].join('\n');

/** Creates a lesson report for a student through the teacher API; answers its id. */
async function createLessonReport(username: string, title: string, content = reportContent): Promise<number> {
  const api = await teacherApi();
  try {
    const created = await api.post(`/api/teacher/students/${username}/lesson-reports`, {
      data: { title, content },
      headers: await api.csrf(),
    });
    if (!created.ok())
      throw new Error(`Creating a report failed: ${created.status()} ${await created.text()}`);
    return ((await created.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}

/** The activity types the teacher's live feed holds for this student and lesson report. */
async function lessonActivity(username: string, reportId: number): Promise<string[]> {
  const api = await teacherApi();
  try {
    const answer = await api.get('/api/teacher/activities');
    const entries = (await answer.json()) as Array<{
      type: string;
      studentUsername: string;
      targetId: number | null;
    }>;
    return entries
      .filter(
        (entry) =>
          entry.studentUsername === username &&
          entry.targetId === reportId &&
          entry.type.startsWith('lesson_'),
      )
      .map((entry) => entry.type)
      .sort();
  } finally {
    await api.dispose();
  }
}

/** Creates a homework with a due date for one student through the teacher API. */
async function createDueHomework(username: string, title: string, dueDate: string): Promise<number> {
  const api = await teacherApi();
  try {
    const created = await api.post('/api/teacher/homework', {
      data: {
        title,
        description: 'Due already',
        assignmentDetails: reviewHomeworkDetails(),
        studentUsernames: [username],
        dueDate,
      },
      headers: await api.csrf(),
    });
    if (!created.ok())
      throw new Error(`Creating homework failed: ${created.status()} ${await created.text()}`);
    return ((await created.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}

/** An API session signed in as this student. */
async function studentApi(student: E2EStudent): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: e2eBaseUrl });
  const csrf = async () => ({
    'x-csrf-token': ((await (await api.get('/api/csrf-token')).json()) as { token: string }).token,
  });
  const login = await api.post('/api/student/login', {
    data: { username: student.username, password: student.password, rememberMe: false },
    headers: await csrf(),
  });
  if (!login.ok()) throw new Error(`Student login failed: ${login.status()}`);
  return api;
}

/** Auto-saves the first task of reviewHomeworkDetails() as done, so 2 of 3 tasks remain. */
async function startHomework(student: E2EStudent, homeworkId: number): Promise<void> {
  const api = await studentApi(student);
  try {
    const token = ((await (await api.get('/api/csrf-token')).json()) as { token: string }).token;
    const saved = await api.post(`/api/student/homework/${homeworkId}/auto-save`, {
      data: {
        taskResponse: {
          taskId: 'b1',
          type: 'binary_task',
          score: 4,
          isCorrect: true,
          completed: true,
          timeSpent: 5000,
          selectedAnswer: true,
        },
        currentTaskIndex: 1,
        startTime: new Date().toISOString(),
      },
      headers: { 'x-csrf-token': token },
    });
    if (!saved.ok()) throw new Error(`Auto-save failed: ${saved.status()} ${await saved.text()}`);
  } finally {
    await api.dispose();
  }
}

/** A student with one completed, one started, one overdue and one untouched homework, and one report. */
async function classroom() {
  const student = await createStudent({ firstName: 'Mei' });
  const suffix = uniqueSuffix();
  const done = await createHomework([student.username], { title: `Past tense ${suffix}` });
  await completeReviewHomework(student, done.id);
  const started = await createHomework([student.username], { title: `Started ${suffix}` });
  await startHomework(student, started.id);
  const fresh = await createHomework([student.username], {
    title: `Fresh ${suffix}`,
    description: 'Irregular verbs',
  });
  const overdueTitle = `Overdue ${suffix}`;
  await createDueHomework(student.username, overdueTitle, new Date(Date.now() - 86_400_000).toISOString());
  const reportTitle = `Lesson ${suffix}`;
  const reportId = await createLessonReport(student.username, reportTitle);
  return { student, done, started, fresh, overdueTitle, reportTitle, reportId };
}

/**
 * What a call on a timer or the next request does (the list's refresh, a freeze taking effect) is
 * the same at every width, on screens the phone project opens in the other tests: once, on the desktop.
 */
function onceOnDesktop() {
  test.skip(test.info().project.name !== 'desktop', 'the same at every width: runs on the desktop project');
}

test.describe('student screens (spec section 2)', () => {
  // Each test builds its classroom through the API first (several scrypt sign-ins).
  test.describe.configure({ timeout: 60_000 });

  test('the dashboard shows the title, the three counts and Recent Activity', async ({ page }) => {
    const { student, done, started } = await classroom();
    await signInAsStudent(page, student);
    await expect(page.getByRole('heading', { level: 1, name: "Mei's Page" })).toBeVisible();
    await expect(page.getByRole('link', { name: /Lesson Reports\s*1 available/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Homework\s*3 pending/ })).toBeVisible();
    // The server re-scores the played homework: 14 of 16 points, 88%.
    await expect(page.getByRole('link', { name: /My Progress\s*88% average/ })).toBeVisible();
    const activity = page.getByRole('link', { name: new RegExp(`Completed ${done.title}`) });
    await expect(activity).toContainText('Score: 14/16 · 88% · Submitted');
    await expect(page.getByText('No recent activity found')).toHaveCount(0);
    // Beside the cards: the homework under way, with its date and one button to go on with it.
    const upNext = page.getByRole('region', { name: 'Up next' });
    await expect(upNext).toContainText(started.title);
    await expect(upNext).toContainText('No due date');
    await expect(upNext).toContainText('more to go');
    await expect(upNext.getByRole('link', { name: `Continue “${started.title}”` })).toHaveAttribute(
      'href',
      `/homework/${started.id}`,
    );
    await page.getByRole('link', { name: /Homework\s*3 pending/ }).click();
    await expect(page).toHaveURL(/\/homework$/);
  });

  test('a new student sees every empty state', async ({ page }) => {
    const student = await createStudent();
    await signInAsStudent(page, student);
    await expect(page.getByText('No recent activity found')).toBeVisible();
    await expect(page.getByRole('link', { name: /0 available/ })).toBeVisible();
    await page.goto('/homework');
    await expect(page.getByRole('heading', { name: 'No Homework Assignments' })).toBeVisible();
    await page.goto('/lesson-reports');
    await expect(page.getByRole('heading', { name: 'No Lesson Reports Available' })).toBeVisible();
    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'No Progress Data Available' })).toBeVisible();
    await page.goto('/lesson-reports/2147483000');
    await expect(page.getByRole('heading', { name: 'Lesson Report Not Found' })).toBeVisible();
  });

  test('the homework list shows each status and a card opens its homework by keyboard', async ({ page }) => {
    const { student, done, started, fresh, overdueTitle } = await classroom();
    await signInAsStudent(page, student);
    await page.goto('/homework');
    const card = (title: string) => page.getByRole('listitem').filter({ hasText: title });
    await expect(card(done.title).getByTestId('homework-status')).toHaveText('Completed');
    await expect(card(started.title).getByTestId('homework-status')).toHaveText('2 more to go');
    await expect(card(fresh.title).getByTestId('homework-status')).toHaveText('Not Started');
    await expect(card(fresh.title)).toContainText('Irregular verbs');
    await expect(card(overdueTitle).getByTestId('homework-status')).toHaveText('Overdue');
    await card(fresh.title).getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/homework/${fresh.id}$`));
  });

  test('the homework list refreshes every 5 seconds', async ({ page }) => {
    onceOnDesktop();
    const student = await createStudent();
    await signInAsStudent(page, student);
    await page.goto('/homework');
    await expect(page.getByRole('heading', { name: 'No Homework Assignments' })).toBeVisible();
    const late = await createHomework([student.username], { title: `Late ${uniqueSuffix()}` });
    await expect(page.getByRole('heading', { name: late.title })).toBeVisible({ timeout: 8000 });
  });

  test('the progress page shows the cards, the bars and the study statistics', async ({ page }) => {
    const { student } = await classroom();
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: /My Progress/ }).click();
    await expect(page).toHaveURL(/\/progress$/);
    const cards = page.locator('dl').first();
    await expect(cards).toContainText('Average Score88%');
    await expect(cards).toContainText('Completed1');
    await expect(cards).toContainText('Pending3');
    // 95 seconds rounds to 2 minutes.
    await expect(cards).toContainText('Total Time2m');
    await expect(page.getByRole('heading', { name: 'Performance Overview' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Overall Progress' })).toHaveAttribute(
      'aria-valuenow',
      '88',
    );
    await expect(page.getByRole('progressbar', { name: 'Completion Rate' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const statistics = page.locator('dl').nth(1);
    await expect(statistics).toContainText('Total Assignments4');
    await expect(statistics).toContainText('Total Time Spent2m');
    await expect(statistics).toContainText('Average per Assignment2m');
  });

  test('reading a lesson report: formatted content, New becomes Viewed, the open count grows', async ({
    page,
  }) => {
    const { student, reportTitle, reportId } = await classroom();
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: /Lesson Reports/ }).click();
    const card = page.getByTestId('lesson-report-card').filter({ hasText: reportTitle });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByText('First Time', { exact: true })).toBeVisible();
    await expect(card).toContainText('Opened 0 times');
    await expect(card).not.toContainText('REPORT START');
    await card.getByRole('link', { name: /View Report/ }).click();

    await expect(page).toHaveURL(new RegExp(`/lesson-reports/${reportId}$`));
    await expect(page.getByRole('heading', { level: 2, name: reportTitle })).toBeVisible();
    await expect(page.getByText('First Time Viewing')).toBeVisible();
    await expect(page.getByRole('heading', { name: '⭐ Great progress today' })).toBeVisible();
    await expect(page.locator('[data-block="translation"]')).toHaveText('你今天做得很好！');
    await expect(page.locator('strong', { hasText: 'past tense' })).toBeVisible();
    await expect(page.getByText('<script>window.injected = true</script>')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await expect(page.getByTestId('open-count')).toHaveText('Opened 1 times');

    await page.getByRole('link', { name: 'Back to Reports' }).last().click();
    await expect(page).toHaveURL(/\/lesson-reports$/);
    // Opening recorded lesson_open on the server; leaving sent lesson_close (keepalive, with CSRF).
    await expect
      .poll(() => lessonActivity(student.username, reportId))
      .toEqual(['lesson_close', 'lesson_open']);
    await expect(card.getByText('Viewed', { exact: true })).toBeVisible();
    await expect(card.getByText('First Time', { exact: true })).toHaveCount(0);
    await expect(card).toContainText('Opened 1 times');
    await card.getByRole('link', { name: /View Again/ }).click();
    await expect(page.getByTestId('open-count')).toHaveText('Opened 2 times');
    await expect(page.getByText('First Time Viewing')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: `Viewed Lesson Report: ${reportTitle}` })).toBeVisible();
  });

  test('a student frozen while signed in lands on /frozen at their next call', async ({ page }) => {
    onceOnDesktop();
    const student = await createStudent();
    await signInAsStudent(page, student);
    // Freeze only once the dashboard has loaded, so the freeze is met by the navigation below.
    const reportsLink = page.getByRole('link', { name: /Lesson Reports/ });
    await expect(reportsLink).toBeVisible();
    await setStudentFrozen(student.username, true);
    // In-app navigation, no reload: the next API call answers 403 ACCOUNT_FROZEN. The dashboard's
    // own polling may get there first, in which case the link is already gone: either way is the rule.
    await reportsLink.click({ timeout: 3000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/frozen$/);
    await expect(page.getByTestId('frozen-message')).toHaveText(frozenText);
    await page.goBack();
    await expect(page).toHaveURL(/\/frozen$/);
  });

  test('a student frozen while on the homework list lands on /frozen at the next poll', async ({ page }) => {
    onceOnDesktop();
    const student = await createStudent();
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: /Homework/ }).click();
    await expect(page.getByRole('heading', { name: 'No Homework Assignments' })).toBeVisible();
    await setStudentFrozen(student.username, true);
    await expect(page).toHaveURL(/\/frozen$/, { timeout: 8000 });
    await expect(page.getByTestId('frozen-message')).toHaveText(frozenText);
  });
});

test('the first Tab stop on a page skips to its content', async ({ page }) => {
  const student = await createStudent();
  await signInAsStudent(page, student);
  await page.goto('/homework');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
