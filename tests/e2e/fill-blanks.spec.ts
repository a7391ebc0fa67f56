import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { createStudent, uniqueSuffix } from './support/api';
import { playerTest as test, serverResponses, studentApi } from './support/player-homework';
import { logOut, signInAsStudent, signInAsTeacher } from './support/users';

// Fill in the blanks end to end: a tutor pastes one in the manager (a text whose gaps do not match
// its blanks is refused with the path first), a student answers it typed (a near miss says
// "Almost" and costs nothing, a wrong word costs a point, capitals and a typographic apostrophe do
// not matter) and with a word bank, axe finds nothing on the player, and both reviews show every
// answer given and the accepted ones.

const typed = {
  id: 'gaps',
  type: 'fill_blanks',
  question: 'Complete the sentences.',
  points: 4,
  text: 'She ___ to school and ___ home at five.',
  blanks: [{ answers: ['goes'] }, { answers: ['doesn’t come', 'comes'] }],
};
const bank = {
  id: 'bank',
  type: 'fill_blanks',
  question: 'Choose the words.',
  points: 4,
  wordBank: true,
  text: 'I ___ a film and ___ popcorn.',
  blanks: [{ answers: ['saw'] }, { answers: ['ate'] }],
};
const homeworkJson = (title: string, text: string) =>
  JSON.stringify(
    {
      title,
      description: 'Gaps to fill',
      assignmentDetails: {
        totalPoints: 8,
        passingScore: 4,
        instructions: 'Fill every gap.',
        tasks: [{ ...typed, text }, bank],
      },
    },
    null,
    2,
  );

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const gap = (page: Page, n: number) => page.getByRole('textbox', { name: new RegExp(`^Gap ${n}\\b`) });

/** A tap on a touch screen (the phone project), a click elsewhere. */
async function press(target: Locator) {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

/** Whether the page is wider than its window (something does not fit a phone's width). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function answerGap(page: Page, n: number, text: string) {
  await gap(page, n).fill(text);
  await gap(page, n).press('Enter');
}

test.describe('fill in the blanks', () => {
  test.describe.configure({ timeout: 180_000 });

  test('saved from JSON, answered typed and from a word bank, and reviewed', async ({ page }) => {
    const student = await createStudent({ firstName: 'Ada' });
    const title = `Gaps ${uniqueSuffix()}`;

    // The tutor: a text with one gap too few is refused with its path, then the right one is saved.
    await signInAsTeacher(page);
    await page.goto('/teacher/json-manager');
    await page.getByRole('button', { name: new RegExp(`@${student.username}\\b`) }).click();
    await page.getByRole('button', { name: 'Create Homework', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Homework for Ada' });
    const box = dialog.getByLabel('Assignment JSON');
    await box.fill(homeworkJson(title, 'She ___ to school.'));
    await expect(dialog.getByRole('region', { name: 'Problems' })).toContainText(
      'tasks[0].blanks task "gaps": blanks has 2 blanks but the text has 1 gap (___); each ___ is the next blank, in order',
    );
    const create = dialog.getByRole('button', { name: 'Create Homework', exact: true });
    await expect(create).toBeDisabled();
    await box.fill(homeworkJson(title, typed.text));
    await create.click();
    await expect(page.getByText('Homework created successfully!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // What the student's browser gets: the text, and nothing of a gap's answers.
    const api = await studentApi(student);
    const list = (await (await api.get('/api/student/homework')).json()) as Array<{
      id: number;
      title: string;
    }>;
    const homeworkId = list.find((homework) => homework.title === title)?.id ?? 0;
    expect(homeworkId).toBeGreaterThan(0);
    const sent = JSON.stringify(await (await api.get(`/api/student/homework/${homeworkId}`)).json());
    await api.dispose();
    expect(sent).toContain('She ___ to school and ___ home at five.');
    expect(sent).not.toContain('goes');
    expect(sent).not.toContain('comes');

    // The student, typed: a near miss, a wrong word, then the right one in other capitals.
    await logOut(page);
    await signInAsStudent(page, student);
    await page.goto(`/homework/${homeworkId}`);
    await expect(gap(page, 1)).toBeVisible({ timeout: 30_000 });
    await answerGap(page, 1, 'gose');
    await expect(page.getByText('Gap 1: Almost — check the spelling')).toBeVisible();
    await expect(gap(page, 1)).toHaveAccessibleName('Gap 1, almost: check the spelling');
    await answerGap(page, 1, 'went');
    await expect(page.getByText('Gap 1: Not this one (1 point off this gap). Try again.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath('typed.png'), fullPage: true });
    await answerGap(page, 1, 'GOES');
    await expect(page.getByText('Gap 1: Correct! (1 point)')).toBeVisible();
    await expect(gap(page, 1)).toHaveCount(0);
    // The keyboard carries on in the next gap.
    await expect(gap(page, 2)).toBeFocused();
    // A phone's apostrophe and extra spaces are the same answer; the Check button sends it.
    await gap(page, 2).fill("doesn't   come");
    await press(page.getByRole('button', { name: 'Check', exact: true }));
    await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
    await expect.poll(async () => (await serverResponses(student, homeworkId)).gaps?.score).toBe(3);
    const recorded = (await serverResponses(student, homeworkId)).gaps as Record<string, unknown>;
    expect(recorded).toMatchObject({
      type: 'fill_blanks',
      answers: ['GOES', "doesn't   come"],
      isCorrect: true,
      completed: true,
      attempts: [['gose', 'went', 'GOES'], ["doesn't   come"]],
      verdicts: [['near', 'wrong', 'right'], ['right']],
    });

    // The word bank: the first gap is chosen; a wrong word, then the right ones.
    await page.getByRole('button', { name: 'Next question' }).click();
    const bankList = page.getByRole('list', { name: /^Word bank/ });
    await expect(bankList.getByRole('button')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Gap 1, empty, chosen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    await press(bankList.getByRole('button', { name: 'ate', exact: true }));
    await expect(page.getByText('Gap 1: Not this one (1 point off this gap). Try again.')).toBeVisible();
    await expect(bankList.getByRole('button', { name: 'ate (tried)' })).toBeDisabled();
    await press(bankList.getByRole('button', { name: 'saw', exact: true }));
    await expect(page.getByText('Gap 1: Correct! (1 point)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gap 2, empty, chosen' })).toBeVisible();
    await press(bankList.getByRole('button', { name: 'ate', exact: true }));
    await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
    await expect.poll(async () => (await serverResponses(student, homeworkId)).bank?.score).toBe(3);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Homework Submitted', { exact: true })).toBeVisible();

    // The student's review: every answer given and the accepted ones.
    await page.goto(`/homework/${homeworkId}`);
    await expect(page.getByText('gose, went, GOES')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('doesn’t come / comes')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('review.png'), fullPage: true });

    // The teacher's review of the same answers.
    await logOut(page);
    await signInAsTeacher(page);
    await page.goto(`/students/${student.username}/homework/${homeworkId}`);
    await expect(page.getByText('gose, went, GOES')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('doesn’t come / comes')).toBeVisible();
  });

  test('written through the form (axe on the card) and through the shorthand', async ({ page }) => {
    const student = await createStudent({ firstName: 'Fay' });
    const title = `Gaps form ${uniqueSuffix()}`;
    await signInAsTeacher(page);
    await page.goto('/teacher/json-manager');
    await page.getByRole('button', { name: new RegExp(`@${student.username}\\b`) }).click();
    await page.getByRole('button', { name: 'Create Homework', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Homework for Fay' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('tab', { name: 'Form' }).click();
    await dialog.getByRole('button', { name: 'Add Fill in the blanks' }).click();
    const card = dialog.getByRole('listitem', { name: 'Task 1 · Fill in the blanks' });
    const text = card.getByLabel("Text (each gap's answer in brackets)");
    await text.fill('She [goes');
    await expect(card.getByText('The text: a gap [ is not closed with ].')).toBeVisible();
    await text.fill('She [goes] home on [=Monday].');
    await expect(card.getByRole('list', { name: 'Gaps of task 1' }).getByRole('listitem')).toHaveText([
      'goes',
      'Monday (capitals count)',
    ]);
    await card.getByLabel('Students choose each word from a word bank').check();
    expect(await axeViolations(page)).toEqual([]);
    // The JSON tab shows what the form wrote.
    await dialog.getByRole('tab', { name: 'JSON' }).click();
    const json = JSON.parse(await dialog.getByLabel('Assignment JSON').inputValue()) as {
      assignmentDetails?: { tasks: unknown[] };
      tasks?: unknown[];
    };
    expect((json.assignmentDetails ?? json).tasks?.[0]).toMatchObject({
      type: 'fill_blanks',
      text: 'She ___ home on ___.',
      blanks: [{ answers: ['goes'] }, { answers: ['Monday'], caseSensitive: true }],
      wordBank: true,
      points: 4,
    });
    // The shorthand tab writes it as a Word bank block, and reads a Gaps block back into the form.
    await dialog.getByRole('tab', { name: 'Shorthand' }).click();
    const box = dialog.getByRole('textbox', { name: 'Shorthand' });
    await expect(box).toHaveValue(/Word bank: Fill in the gaps\.[^\n]*\nShe \[goes\] home on \[=Monday\]\./);
    await box.fill('Gaps: Type the verbs.\nI [saw|watched] a film.');
    await dialog.getByRole('button', { name: 'Turn into the form' }).click();
    await expect(dialog.getByRole('listitem', { name: 'Task 1 · Fill in the blanks' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Homework', exact: true }).click();
    await expect(page.getByText('Homework created successfully!', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
  });
});
