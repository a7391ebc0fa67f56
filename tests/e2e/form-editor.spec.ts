import type { Locator, Page } from '@playwright/test';
import { createStudent, type E2EStudent, teacherApi, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { studentView } from './support/manager-student-view';
import { untilArrowsMoveTheDrag } from './support/drag';
import { writeAllKindsInForm } from './support/form-editor';
import { signInAsTeacher } from './support/users';

// The homework dialog's Form and Shorthand tabs: a tutor writes homework of every kind without
// typing JSON, saves it, and it is there for the manager and the student.

interface SavedTask {
  id: string;
  type: string;
  [key: string]: unknown;
}

/** The assignmentDetails the server stored for the teacher's homework of this title. */
async function storedDetails(
  title: string,
): Promise<{ totalPoints: number; passingScore: number; tasks: SavedTask[] }> {
  const api = await teacherApi();
  try {
    const answer = await api.get('/api/teacher/homework');
    const list = (await answer.json()) as { title: string; assignmentDetails: unknown }[];
    const found = list.find((homework) => homework.title === title);
    if (!found) throw new Error(`no homework titled ${title}`);
    const details = found.assignmentDetails;
    return (typeof details === 'string' ? JSON.parse(details) : details) as Awaited<
      ReturnType<typeof storedDetails>
    >;
  } finally {
    await api.dispose();
  }
}

async function openCreateDialog(
  page: Page,
  student: E2EStudent,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<Locator> {
  if (!signedIn) await signInAsTeacher(page);
  await page.goto('/teacher/json-manager');
  await page.getByRole('button', { name: new RegExp(`@${student.username}\\b`) }).click();
  await page.getByRole('button', { name: 'Create Homework', exact: true }).click();
  return page.getByRole('dialog', { name: `Create Homework for ${student.firstName}` });
}

test.describe('homework form editor', () => {
  test('a tutor writes every kind through the form, reorders, duplicates and deletes cards, and saves', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const student = await createStudent({ firstName: 'Forma' });
    const view = await studentView(student);
    const title = `Form homework ${uniqueSuffix()}`;
    try {
      const dialog = await openCreateDialog(page, student);
      await dialog.getByLabel('Title').fill(title);
      const card = await writeAllKindsInForm(dialog);

      // Duplicate task 2, then delete the copy; move task 3 up and down again with the buttons.
      await card('Task 2 · Multiple choice').getByRole('button', { name: 'Duplicate task 2' }).click();
      await expect(card('Task 3 · Multiple choice')).toBeVisible();
      await card('Task 3 · Multiple choice').getByRole('button', { name: 'Delete task 3' }).click();
      await expect(card('Task 3 · True or false')).toBeVisible();
      await card('Task 3 · True or false').getByRole('button', { name: 'Move task 3 up' }).click();
      await expect(card('Task 2 · True or false')).toBeVisible();
      await card('Task 2 · True or false').getByRole('button', { name: 'Move task 2 down' }).click();
      await expect(card('Task 2 · Multiple choice')).toBeVisible();

      // Drag the scramble card by its handle below the multiple-choice card, then back.
      const handle = card('Task 1 · Sentence scramble').getByRole('button', { name: 'Drag task 1' });
      const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      // The drag is live once it reports the card over its own place; only then do arrows move it.
      await expect(announced('Over the place of task 1.')).toHaveCount(1);
      await untilArrowsMoveTheDrag(page);
      await page.keyboard.press('ArrowDown');
      await expect(announced('Over the place of task 2.')).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(card('Task 2 · Sentence scramble')).toBeVisible();
      await card('Task 2 · Sentence scramble').getByRole('button', { name: 'Move task 2 up' }).click();
      await expect(card('Task 1 · Sentence scramble')).toBeVisible();

      await expect(dialog.getByRole('region', { name: 'Problems' })).toHaveCount(0);
      // The JSON tab shows what the form wrote; the form shows it again unchanged.
      await dialog.getByRole('tab', { name: 'JSON' }).click();
      const json = JSON.parse(await dialog.getByLabel('Assignment JSON').inputValue());
      expect(json.tasks.map((t: SavedTask) => t.type)).toEqual([
        'sequence_task',
        'mcq_1',
        'binary_task',
        'find_mistakes',
      ]);
      await dialog.getByRole('tab', { name: 'Form' }).click();
      await expect(card('Task 4 · Find the mistakes').getByLabel('Correction of “swimmed”')).toHaveValue(
        'swam',
      );
      await dialog.getByRole('tab', { name: 'JSON' }).click();
      expect(JSON.parse(await dialog.getByLabel('Assignment JSON').inputValue())).toEqual(json);

      await dialog.getByRole('button', { name: 'Create Homework', exact: true }).click();
      await expect(page.getByText('Homework created successfully!', { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expect(dialog).toBeHidden();
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(row).toContainText('4 questions');
      expect(await view.homeworkTitles()).toContain(title);

      const stored = await storedDetails(title);
      expect(stored).toEqual(json);
      expect(stored.totalPoints).toBe(10 + 4 + 10 + 10);
      expect(stored.tasks[0]).toMatchObject({
        correctOrder: ['We', 'went', 'to', 'the', 'beach'],
        points: 10,
      });
      expect(stored.tasks[1]).toMatchObject({ options: ['go', 'went', 'gone'], correctAnswer: 'went' });
      expect(stored.tasks[2]).toMatchObject({ correctAnswer: false, statement: 'Anna took the bus.' });
      expect(stored.tasks[3]).toMatchObject({
        mode: 'find_and_fix',
        fix: [
          { errorId: 'e1', correct: 'went' },
          { errorId: 'e2', correct: 'swam' },
        ],
      });
    } finally {
      await view.dispose();
    }
  });

  test('a tutor writes the homework as shorthand, turns it into the form and saves it', async ({ page }) => {
    test.setTimeout(180_000);
    const student = await createStudent({ firstName: 'Shorty' });
    const title = `Shorthand homework ${uniqueSuffix()}`;
    const dialog = await openCreateDialog(page, student);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('tab', { name: 'Shorthand' }).click();
    const box = dialog.getByRole('textbox', { name: 'Shorthand' });
    await box.fill('Choice: Choose the verb.\nShe ___ happy.\n- are\n- be');
    await dialog.getByRole('button', { name: 'Turn into the form' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Line 1: Choice: mark the right option with +.');
    await box.fill(
      [
        'Instructions: Past simple practice.',
        'Order: Put the words in order.\nWe visited the old museum',
        'Choice: Choose the verb.\nShe ___ happy.\n+ is\n- are\n- be',
        'True or false: Read the text.\nTom is nine.\nFalse: Tom is ten.',
        'Fix mistakes: Find and fix.\nShe *goed -> went | goes* home.',
      ].join('\n\n'),
    );
    await dialog.getByRole('button', { name: 'Turn into the form' }).click();
    await expect(dialog.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('listitem', { name: 'Task 4 · Find the mistakes' })).toBeVisible();
    await expect(
      dialog
        .getByRole('listitem', { name: 'Task 2 · Multiple choice' })
        .getByLabel('Option 1', { exact: true }),
    ).toHaveValue('is');
    await dialog.getByRole('button', { name: 'Create Homework', exact: true }).click();
    await expect(page.getByText('Homework created successfully!', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    const stored = await storedDetails(title);
    expect(stored.tasks.map((t) => t.type)).toEqual([
      'sequence_task',
      'mcq_1',
      'binary_task',
      'find_mistakes',
    ]);
    expect(stored).toMatchObject({ instructions: 'Past simple practice.', totalPoints: 10 + 4 + 10 + 10 });
  });

  test('a key the tutor wrote that repair would change is marked on its card in the form, and saving waits', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const student = await createStudent({ firstName: 'Keys' });
    const dialog = await openCreateDialog(page, student);
    const pasted = {
      title: `Refused key ${uniqueSuffix()}`,
      assignmentDetails: {
        passingScore: 4,
        tasks: [
          {
            id: 'b1',
            type: 'binary_task',
            question: 'True?',
            statement: 'Tom is nine.',
            correctAnswer: true,
            points: 4,
          },
          {
            id: 'm1',
            type: 'mcq_1',
            question: 'Article',
            sentence: 'I saw ___ owl.',
            options: ['a', 'an'],
            correctAnswer: 'An',
            points: 2,
          },
        ],
      },
    };
    await dialog.getByLabel('Assignment JSON').fill(JSON.stringify(pasted));
    await expect(dialog.getByRole('region', { name: 'Problems' })).toContainText('tasks[1].correctAnswer');
    await dialog.getByRole('tab', { name: 'Form' }).click();
    const mcq = dialog.getByRole('listitem', { name: 'Task 2 · Multiple choice' });
    await expect(
      mcq.getByText('This task cannot be saved as it is: see the field marked below.'),
    ).toBeVisible();
    const right = mcq.getByRole('radio', { name: 'Option 2 is right' });
    await expect(right).toHaveAttribute('aria-invalid', 'true');
    await expect(
      mcq.getByRole('group', { name: 'Options (choose the right one)' }),
    ).toHaveAccessibleDescription(/correctAnswer "An" is not one of the options/);
    await expect(
      dialog.getByRole('listitem', { name: 'Task 1 · True or false' }).locator('[aria-invalid="true"]'),
    ).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Create Homework', exact: true })).toBeDisabled();
    // Marking the right option in the form fixes the key: the mark goes and the homework can be saved.
    await right.check();
    await expect(right).not.toHaveAttribute('aria-invalid');
    await expect(mcq.getByText(/cannot be saved/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Create Homework', exact: true })).toBeEnabled();
  });

  // Screenshots of the new screens in both themes, for a person to look at (FORM_EDITOR_SHOTS=1).
  test('screenshots of the form and shorthand tabs', async ({ page }, testInfo) => {
    test.skip(!process.env.FORM_EDITOR_SHOTS, 'screenshots only when asked for');
    test.setTimeout(400_000);
    const student = await createStudent({ firstName: 'Shots' });
    await signInAsTeacher(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      const dialog = await openCreateDialog(page, student, { signedIn: true });
      await dialog.getByLabel('Title').fill('Screens');
      await writeAllKindsInForm(dialog);
      await page.screenshot({ path: testInfo.outputPath(`form-${theme}-top.png`) });
      for (const [i, name] of ['Task 1', 'Task 2', 'Task 3', 'Task 4'].entries()) {
        const item = dialog.getByRole('listitem', { name: new RegExp(`^${name} `) });
        await item.scrollIntoViewIfNeeded();
        await item.screenshot({ path: testInfo.outputPath(`form-${theme}-card${i + 1}.png`) });
      }
      await dialog.getByRole('tab', { name: 'Shorthand' }).click();
      await dialog.getByRole('tab', { name: 'Shorthand' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`shorthand-${theme}.png`), fullPage: true });
      await page.keyboard.press('Escape');
    }
  });
});
