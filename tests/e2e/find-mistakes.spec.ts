import { mkdirSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { createStudent } from './support/api';
import { playerTest as test, serverResponses, studentApi, track } from './support/player-homework';
import { createHomework } from './support/teacher-homework';
import { logOut, signInAsStudent, signInAsTeacher } from './support/users';

// Find the mistakes in the player: the text comes and is drawn as words, whatever the teacher's
// fragments were; clicks on words find mistakes (a mistake of two words by either); guessing
// beyond the allowance costs points; a wrong fix stays on screen with the right one until the
// student moves on; the student's and the teacher's reviews show the chosen and the right fix.

const task = {
  id: 'fm1',
  type: 'find_mistakes',
  question: 'Find the mistakes and fix them.',
  mode: 'find_and_fix',
  points: 10,
  mistakeCount: { revealed: false, count: 2, display: 'exactly' },
  find: {
    fragments: [
      { text: 'Yesterday we ', isError: false },
      { text: 'go', isError: true },
      { text: ' to a new restaurant. The food was ', isError: false },
      { text: 'more better', isError: true },
      { text: ' than last time.', isError: false },
    ],
    prompts: {},
  },
  fix: [
    { prompt: 'Fix "go"', options: ['went', 'goed'], correct: 'went' },
    { prompt: 'Fix "more better"', options: ['better', 'more good'], correct: 'better' },
  ],
};
const words = 'Yesterday we go to a new restaurant. The food was more better than last time.'.split(' ');
const word = (page: Page, text: string) => track(page, `token:${words.indexOf(text)}`);

/**
 * Screenshots of the screen in both themes, for looking at: only when E2E_SCREENS names a folder to
 * keep them in (eight full-page pictures on every run of each project cost the suite seconds for nothing).
 */
async function shoot(page: Page, info: TestInfo, name: string) {
  const folder = process.env.E2E_SCREENS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      const root = document.documentElement;
      root.classList.toggle('dark', t === 'dark');
      root.classList.toggle('light', t === 'light');
      root.style.colorScheme = t;
    }, theme);
    await page.screenshot({ path: `${folder}/${info.project.name}-${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    const root = document.documentElement;
    root.classList.remove('dark');
    root.classList.add('light');
    root.style.colorScheme = 'light';
  });
}

test.describe('find the mistakes in the player', () => {
  test.describe.configure({ timeout: 120_000 });

  test('words, guessing, a wrong fix kept on screen, and both reviews', async ({ page }, info) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], {
      title: 'Find the mistakes',
      assignmentDetails: { instructions: 'Read carefully.', tasks: [task] },
    });

    // What the server sends: one fragment a word, no mistake marked, no teacher's id.
    const api = await studentApi(student);
    const sent = (await (await api.get(`/api/student/homework/${homework.id}`)).json()) as Record<
      string,
      unknown
    >;
    await api.dispose();
    const text = JSON.stringify(sent);
    expect(text).not.toContain('more better');
    expect(text).not.toContain('error-');
    expect(text).not.toContain('isError');

    await signInAsStudent(page, student);
    await page.goto(`/homework/${homework.id}`);
    const buttons = page.locator('[data-track^="token:"]');
    // The first load of a cold server on a busy machine can take a while.
    await expect(buttons).toHaveCount(words.length, { timeout: 30_000 });
    expect(await buttons.allTextContents()).toEqual(words);
    // The rule is said before the first click.
    await expect(page.getByTestId('guess-cost')).toHaveText(
      'Guessing costs points: each wrong word beyond the number of mistakes takes off 1 point.',
    );
    // Words on one line are spaced alike: nothing shows where the teacher's fragments ended.
    const boxes = await buttons.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: Math.round(r.top), height: r.height };
      }),
    );
    const gaps = boxes.slice(1).flatMap((box, i) => {
      const before = boxes[i] as (typeof boxes)[number];
      return box.top === before.top ? [box.left - before.right] : [];
    });
    expect(gaps.length).toBeGreaterThan(3);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(1.5);
    expect(new Set(boxes.map((b) => Math.round(b.height))).size).toBe(1);
    await shoot(page, info, 'player-start');

    // Three wrong words (one past the allowance of two), then "better" finds "more better".
    for (const wrong of ['Yesterday', 'food', 'new']) {
      await word(page, wrong).click();
      await expect(word(page, wrong)).not.toHaveClass(/animate-shake/);
    }
    await word(page, 'better').click();
    await expect(word(page, 'more')).toHaveAccessibleName('more (mistake found)');
    await expect(word(page, 'better')).toHaveAccessibleName('better (mistake found)');
    await word(page, 'go').click();
    await expect(page.getByText('All mistakes found!')).toBeVisible();

    await page.getByRole('button', { name: 'Fix them!' }).click();
    await page.getByRole('button', { name: 'goed' }).click();
    await expect(page.getByText('Not quite. Try again!')).toBeVisible();
    await expect(page.getByText('You chose “goed”; the right fix is “went”.')).toBeVisible();
    await expect(word(page, 'go')).toHaveAccessibleName(
      'go goed went (mistake found), corrected to went (chosen: goed)',
    );
    // It stays until the student moves on.
    await page.waitForTimeout(1500);
    await expect(page.getByText('Fix "go"')).toBeVisible();
    await shoot(page, info, 'player-wrong-fix');
    await page.getByRole('button', { name: 'Next mistake' }).click();
    await page.getByRole('button', { name: 'better', exact: true }).click();
    await expect(page.getByText('Correct!')).toBeVisible();

    // Score: find part 5 less 1 for the third wrong word; fix part 5 for one of two right (3).
    await expect.poll(async () => (await serverResponses(student, homework.id)).fm1?.score).toBe(7);
    const recorded = (await serverResponses(student, homework.id)).fm1 as {
      responses: Record<string, unknown>;
    };
    expect(recorded.responses.clickedFragments).toEqual([0, 2, 2, 3, 1]);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Homework Submitted', { exact: true })).toBeVisible();
    await page.goto(`/homework/${homework.id}`);
    await expect(page.getByText('Chosen (wrong): goed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Right fix: went')).toBeVisible();
    await expect(page.getByText('Found 2 of 2, wrong clicks: 3, guessing cost 1 point')).toBeVisible();
    await shoot(page, info, 'student-review');

    await logOut(page);
    await signInAsTeacher(page);
    await page.goto(`/students/${student.username}/homework/${homework.id}`);
    await expect(page.getByText('Chosen (wrong): goed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Right fix: went')).toBeVisible();
    await expect(page.getByText('Found 2 of 2, wrong clicks: 3, guessing cost 1 point')).toBeVisible();
    await shoot(page, info, 'teacher-review');
  });
});
