import { test as base, expect, type APIRequestContext, type Page, request } from '@playwright/test';
import { type E2EStudent, e2eBaseUrl } from './api';

/** A homework with one task of every type, in play order: binary, mcq, sequence, find the mistakes (fix). */
export function everyTypeHomeworkDetails() {
  return {
    totalPoints: 28,
    passingScore: 14,
    instructions: 'Answer every question. Take your time.',
    tasks: [
      {
        id: 'b1',
        type: 'binary_task',
        question: 'Read the text. Is the statement true?',
        passage: 'Maria gets up at seven and walks to work.',
        statement: 'Maria drives to work.',
        correctAnswer: false,
        points: 4,
      },
      {
        id: 'm1',
        type: 'mcq_1',
        question: 'Choose the past tense.',
        sentence: 'Yesterday I ___ to the cinema.',
        options: ['goed', 'went', 'gone', 'going'],
        correctAnswer: 'went',
        points: 6,
      },
      {
        id: 's1',
        type: 'sequence_task',
        question: 'Put the words in order.',
        items: ['tea', 'I', 'like'],
        correctOrder: ['I', 'like', 'tea'],
        points: 6,
      },
      {
        id: 'f1',
        type: 'find_mistakes',
        question: 'Find the mistakes and fix them.',
        mode: 'find_and_fix',
        points: 10,
        mistakeCount: { revealed: true, count: 2, display: 'exactly' },
        find: {
          fragments: [
            { text: 'She', isError: false },
            { text: ' ', isError: false },
            { text: 'go', isError: true, errorId: 'e1' },
            { text: ' to school and ', isError: false },
            { text: 'buyed', isError: true, errorId: 'e2' },
            { text: ' a book.', isError: false },
          ],
          prompts: {},
        },
        fix: [
          { errorId: 'e1', prompt: 'Replace "go"', options: ['goes', 'gone'], correct: 'goes' },
          { errorId: 'e2', prompt: 'Replace "buyed"', options: ['bought', 'buys'], correct: 'bought' },
        ],
      },
    ],
  };
}

/** Browser console lines a player test expects: 4xx answers, and failed loads while the test is offline. */
const expectedConsole = [
  /Failed to load resource: the server responded with a status of 4\d\d/,
  /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
];

/** `test` that fails on page errors and unexpected console errors (offline failures are expected here). */
export const playerTest = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expectedConsole.some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** An API session signed in as the student (to read what the server stored). */
export async function studentApi(student: E2EStudent): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: e2eBaseUrl });
  const { token } = (await (await api.get('/api/csrf-token')).json()) as { token: string };
  const login = await api.post('/api/student/login', {
    data: { username: student.username, password: student.password, rememberMe: false },
    headers: { 'x-csrf-token': token },
  });
  if (!login.ok()) throw new Error(`Student login failed: ${login.status()} ${await login.text()}`);
  return api;
}

/** The task responses the server holds for this homework, by task id ({} when there is no submission). */
export async function serverResponses(
  student: E2EStudent,
  homeworkId: number,
): Promise<Record<string, Record<string, unknown>>> {
  const api = await studentApi(student);
  try {
    const answer = await api.get(`/api/student/homework/${homeworkId}/submission`);
    if (answer.status() === 404) return {};
    const body = (await answer.json()) as { studentResponses: { tasks: Array<Record<string, unknown>> } };
    return Object.fromEntries(body.studentResponses.tasks.map((t) => [String(t.taskId), t]));
  } finally {
    await api.dispose();
  }
}

/** The element the tracker names so. */
export const track = (page: Page, name: string) => page.locator(`[data-track="${name}"]`);

/**
 * An option of the multiple-choice task on screen by its text: each student sees the options in an
 * order of their own, so tests find them by what they say, not where they are. Its name is the
 * letter on its badge, the option, and once marked whether it is wrong or correct.
 */
export function optionNamed(page: Page, text: string) {
  return page
    .getByRole('list', { name: 'Options' })
    .getByRole('button', { name: new RegExp(`^[A-Z] ${text}( \\((wrong|correct)\\))?$`) });
}

/** A word of the scramble's bank on screen by its text (the bank is in the student's own order). */
export function wordNamed(page: Page, text: string) {
  return page
    .getByRole('list', { name: 'Items to place' })
    .getByRole('button', { name: text, exact: true })
    .first();
}

/** The heading 'Question n of N' of the task on screen. */
export function questionHeading(page: Page, n: number, of = 4) {
  return page.getByRole('heading', { name: `Question ${n} of ${of}` });
}

/** Answers the binary task (right: False). */
export async function answerBinary(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'False' }).click();
  await expect(page.getByText('Correct!')).toBeVisible();
}

/** Answers the mcq: one wrong pick, then the right one; waits for the 500 ms reveal. */
export async function answerMcq(page: Page): Promise<void> {
  await optionNamed(page, 'goed').click();
  await expect(optionNamed(page, 'goed')).toBeDisabled();
  await optionNamed(page, 'went').click();
  await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
}

/** Answers the sequence: a wrong order first (-2), tap-to-remove, then the right order. */
export async function answerSequence(page: Page): Promise<void> {
  const check = page.getByRole('button', { name: 'Check' });
  for (const word of ['tea', 'I', 'like']) await wordNamed(page, word).click();
  await check.click();
  await expect(page.getByText('Not quite. Try again!')).toBeVisible();
  await track(page, 'placed:0').click();
  await expect(check).toBeDisabled();
  for (const word of ['I', 'like', 'tea']) await wordNamed(page, word).click();
  await check.click();
  await expect(page.getByText('Correct!')).toBeVisible();
}

/** Answers find the mistakes: a wrong fragment, both errors, then one right and one wrong fix. */
export async function answerFindMistakes(page: Page): Promise<void> {
  await track(page, 'token:0').click();
  await track(page, 'token:1').click();
  await track(page, 'token:5').click();
  await page.getByRole('button', { name: 'Fix them!' }).click();
  await page.getByRole('button', { name: 'goes' }).click();
  await expect(page.getByText('Replace "buyed"')).toBeVisible();
  await page.getByRole('button', { name: 'buys' }).click();
  await expect(page.getByText('Not quite. Try again!')).toBeVisible();
  await expect(track(page, 'token:5')).toHaveAccessibleName(/corrected to bought/);
}
