import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import {
  answerFindMistakes,
  answerMcq,
  answerSequence,
  everyTypeHomeworkDetails,
  optionNamed,
  wordNamed,
} from './support/player-homework';
import { completeReviewHomework, createHomework } from './support/teacher-homework';
import { signInAsStudent, signInAsTeacher } from './support/users';

// WCAG 2.2 A and AA with axe-core, on the main screens in both themes, at this project's width.

// Each test makes its own students and homework, so the file's tests may run side by side: the
// longest file of the suite is then spread over both workers instead of holding one for its whole length.
test.describe.configure({ mode: 'parallel' });

/**
 * The axe rules run: every WCAG 2.2 A and AA rule, and 'label-content-name-mismatch' too (a control's
 * name holds the text it shows, so a voice user can say what they see), which axe ships switched off
 * as experimental. `options` comes first: AxeBuilder's `options` replaces what `withTags` set.
 * In the dark theme only the rules that read colours: the dark tests scan the same screens at the
 * same widths as the light ones, and the theme changes nothing but colours, so every other rule
 * would only find again what the light scan of the same screen found.
 */
async function violations(page: Page): Promise<string[]> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const builder = new AxeBuilder({ page });
  const result = await (dark
    ? builder.withRules(['color-contrast', 'link-in-text-block'])
    : builder
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  ).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/**
 * The widths a screen is scanned at: the desktop's, or on the phone project 390 px and, in the
 * light theme, 320 px too. The theme changes colours only, so the dark theme's contrast is checked
 * at 390 px and the 320 px layout once, in the light theme.
 */
function checkedWidths(page: Page, theme: 'light' | 'dark'): number[] {
  if ((page.viewportSize()?.width ?? 1280) >= 600) return [1280];
  return theme === 'light' ? [390, 320] : [390];
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('sign-in screens, their dialog and a toast have no axe violations', async ({ page }) => {
      await setTheme(page, theme);
      const widths = checkedWidths(page, theme);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/teacher/login');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await violations(page), `/teacher/login at ${width} px`).toEqual([]);
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await violations(page), `/ at ${width} px`).toEqual([]);
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        await page.getByRole('dialog').waitFor();
        expect(await violations(page), `forgot password dialog at ${width} px`).toEqual([]);
        await page.getByRole('button', { name: 'OK' }).click();
        await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
        await page.getByLabel('Username or email').fill('nobody-here');
        await page.getByLabel('Password', { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByText('Login failed', { exact: true }).waitFor();
        // Contrast is measured on the toast as it rests, not halfway through its entry animation.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        expect(await violations(page), `login failed toast at ${width} px`).toEqual([]);
      }
    });

    test('student screens have no axe violations', async ({ page }) => {
      const student = await createStudent({ firstName: 'Axe' });
      const homework = await createHomework([student.username], {
        title: 'Every kind',
        assignmentDetails: everyTypeHomeworkDetails(),
      });
      await setTheme(page, theme);
      await signInAsStudent(page, student);
      const checks: Array<[string, () => Promise<void>]> = [
        ['/dashboard', async () => void (await page.getByRole('heading', { level: 1 }).first().waitFor())],
        ['/homework', async () => void (await page.getByText('Every kind').first().waitFor())],
        [
          `/homework/${homework.id}`,
          async () => void (await page.getByRole('heading', { name: /Question 1 of/ }).waitFor()),
        ],
        [
          '/lesson-reports',
          async () => void (await page.getByRole('heading', { level: 1 }).first().waitFor()),
        ],
        ['/progress', async () => void (await page.getByRole('heading', { level: 1 }).first().waitFor())],
      ];
      const widths = checkedWidths(page, theme);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        for (const [path, ready] of checks) {
          await page.goto(path);
          await ready();
          expect(await violations(page), `${path} at ${width} px`).toEqual([]);
        }
      }
    });

    test('the text size choice and each task’s feedback states have no axe violations', async ({ page }) => {
      const student = await createStudent({ firstName: 'Axe', lastName: 'States' });
      const homework = await createHomework([student.username], {
        title: 'States',
        assignmentDetails: everyTypeHomeworkDetails(),
      });
      await setTheme(page, theme);
      await signInAsStudent(page, student);
      await page.goto(`/homework/${homework.id}`);
      const next = page.getByRole('button', { name: 'Next question' });
      const track = (name: string) => page.locator(`[data-track="${name}"]`);
      const states: Array<[string, () => Promise<void>]> = [
        [
          'large text chosen',
          async () => {
            await page.getByRole('combobox', { name: /^Text size/ }).selectOption({ label: 'Large text' });
            await page.getByRole('combobox', { name: 'Text size: Large text' }).waitFor();
          },
        ],
        [
          'true/false answered wrong',
          async () => {
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: 'True' }).click();
            await page.getByText('Not quite.').waitFor();
          },
        ],
        [
          'multiple choice, a wrong pick',
          async () => {
            await next.click();
            await optionNamed(page, 'goed').click();
            await expect(optionNamed(page, 'goed')).toHaveAccessibleName(/^[A-Z] goed \(wrong\)$/);
          },
        ],
        [
          'multiple choice, the answer shown',
          async () => {
            await optionNamed(page, 'went').click();
            await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
          },
        ],
        [
          'sentence scramble, a wrong check',
          async () => {
            await next.click();
            for (const word of ['tea', 'I', 'like']) await wordNamed(page, word).click();
            await page.getByRole('button', { name: 'Check' }).click();
            await page.getByText('Not quite. Try again!').waitFor();
          },
        ],
        [
          'find the mistakes, a wrong click and the fix step',
          async () => {
            await page.getByRole('button', { name: 'Reset' }).click();
            for (const word of ['I', 'like', 'tea']) await wordNamed(page, word).click();
            await page.getByRole('button', { name: 'Check' }).click();
            await next.click();
            await track('token:0').click();
            await track('token:1').click();
            await track('token:5').click();
            await page.getByRole('button', { name: 'Fix them!' }).click();
            await page.getByRole('button', { name: 'gone' }).click();
            await page.getByText('Not quite. Try again!').waitFor();
            // The wrong fix stays, with the right one beside it and the button to move on.
            await page.getByRole('button', { name: 'Next mistake' }).waitFor();
          },
        ],
      ];
      for (const [name, reach] of states) {
        await reach();
        expect(await violations(page), name).toEqual([]);
      }
    });

    test('teacher dialogs have no axe violations', async ({ page }) => {
      // Five dialog states are scanned (the homework dialog's form and shorthand tabs among them).
      test.setTimeout(240_000);
      const student = await createStudent({ firstName: 'Axe', lastName: 'Dialogs' });
      await setTheme(page, theme);
      await signInAsTeacher(page);
      await page.goto(`/students/${student.username}`);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByRole('alertdialog').waitFor();
      expect(await violations(page), 'reset password dialog').toEqual([]);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await violations(page), 'new password dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/teacher/json-manager');
      await page.getByRole('button', { name: new RegExp(`@${student.username}\\b`) }).click();
      await page.getByRole('button', { name: 'Create Homework', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      expect(await violations(page), 'create homework dialog').toEqual([]);
      // The form tab with a card of every kind (so every kind's fields are on the page), filled in
      // so the dialog lists no problems; then the shorthand tab with its help.
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Title').fill('Axe form');
      await dialog.getByRole('tab', { name: 'Form' }).click();
      for (const kind of ['Sentence scramble', 'Multiple choice', 'True or false', 'Find the mistakes']) {
        await dialog.getByRole('button', { name: `Add ${kind}` }).click();
      }
      await dialog.getByLabel('Sentence in the right order').fill('We went home');
      await dialog.getByLabel('Option 1', { exact: true }).fill('go');
      await dialog.getByLabel('Option 2', { exact: true }).fill('went');
      await dialog.getByRole('radio', { name: 'Option 2 is right' }).check();
      await dialog.getByLabel('Passage').fill('Tom is nine.');
      await dialog.getByLabel('Statement').fill('Tom is ten.');
      await dialog.getByLabel('Students also fix each mistake (choose the correction)').check();
      await dialog.getByLabel('Text with the mistakes in it').fill('She goed home.');
      await dialog.getByRole('button', { name: 'goed', exact: true }).click();
      await dialog.getByLabel('Correction of “goed”').fill('went');
      await dialog.getByLabel('Wrong options for “goed”').fill('goes');
      expect(await violations(page), 'create homework dialog, form tab').toEqual([]);
      await dialog.getByRole('tab', { name: 'Shorthand' }).click();
      await dialog.getByRole('textbox', { name: 'Shorthand' }).waitFor();
      expect(await violations(page), 'create homework dialog, shorthand tab').toEqual([]);
    });

    test('the whole-class dialogs (assign, choose students, add several) have no axe violations', async ({
      page,
    }) => {
      const family = `Axeclass${uniqueSuffix().replace(/[^a-z]/g, '')}`;
      const first = await createStudent({ firstName: 'Axe', lastName: family });
      await createStudent({ firstName: 'Bea', lastName: family });
      const homework = await createHomework([first.username], { title: `Class ${family}` });
      await setTheme(page, theme);
      await signInAsTeacher(page);
      const widths = checkedWidths(page, theme);
      // Six scans a width, and students and homework made first: a loaded machine needs minutes.
      test.setTimeout(360_000 * widths.length);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/teacher/json-manager');
        await page.getByRole('button', { name: /^All homework/ }).click();
        const row = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: homework.title }) });
        expect(await violations(page), `all homework at ${width} px`).toEqual([]);
        await row.getByRole('button', { name: 'Assign', exact: true }).click();
        const assign = page.getByRole('dialog', { name: 'Assign Homework' });
        await assign.getByRole('searchbox', { name: 'Search students' }).fill(family);
        await expect(assign.getByText('Has it', { exact: true })).toBeVisible();
        expect(await violations(page), `assign dialog at ${width} px`).toEqual([]);
        await assign.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: 'Create for several students' }).click();
        const choose = page.getByRole('dialog', { name: 'Choose Students' });
        // Narrowed to this test's students: the suite's whole class makes a long list to scan.
        await choose.getByRole('searchbox', { name: 'Search students' }).fill(family);
        await choose.getByRole('checkbox', { name: new RegExp(`^Bea ${family}`) }).waitFor();
        expect(await violations(page), `choose students dialog at ${width} px`).toEqual([]);
        await choose.getByRole('button', { name: 'Cancel' }).click();

        await page.goto('/students');
        await page.getByRole('button', { name: 'Add Several' }).click();
        const bulk = page.getByRole('dialog', { name: 'Add Several Students' });
        expect(await violations(page), `add several dialog at ${width} px`).toEqual([]);
        await bulk
          .getByLabel('Student list')
          .fill(`Cal,${family},cal.${uniqueSuffix()}@example.test,7\nDot,${family},not-an-email`);
        await bulk.getByRole('button', { name: 'Preview' }).click();
        await expect(bulk.getByText('1 ready to add')).toBeVisible();
        await expect(bulk.getByRole('button', { name: 'Add 1 student' })).toBeEnabled();
        expect(await violations(page), `add several preview at ${width} px`).toEqual([]);
        await bulk.getByRole('button', { name: 'Add 1 student' }).click();
        await page.getByRole('dialog', { name: 'Sign-in details' }).waitFor();
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (a) =>
                a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
            ),
        );
        expect(await violations(page), `sign-in details at ${width} px`).toEqual([]);
      }
    });

    test('teacher screens have no axe violations', async ({ page }) => {
      const student = await createStudent({ firstName: 'Axe', lastName: 'Teacher' });
      const homework = await createHomework([student.username], { title: 'Reviewed' });
      await completeReviewHomework(student, homework.id);
      await setTheme(page, theme);
      await signInAsTeacher(page);
      const paths = [
        '/teacher/dashboard',
        '/students',
        `/students/${student.username}`,
        `/students/${student.username}/homework`,
        `/students/${student.username}/homework/${homework.id}`,
        '/teacher/json-manager',
        '/teacher/gradebook',
        `/teacher/homework/${homework.id}/analysis`,
      ];
      const widths = checkedWidths(page, theme);
      // Each screen is loaded and scanned on its own: allow each one the time, not the whole walk
      // (16 scans on the phone project took 2.3 minutes on a slow day of this shared machine).
      test.setTimeout(20_000 * paths.length * widths.length);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of paths) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(await violations(page), `${path} at ${width} px`).toEqual([]);
        }
      }
    });

    test('the preview as a student: playing, the result and the review have no axe violations', async ({
      page,
    }) => {
      await setTheme(page, theme);
      const student = await createStudent({ firstName: 'Peek' });
      const homework = await createHomework([student.username], {
        title: `Preview ${uniqueSuffix()}`,
        assignmentDetails: everyTypeHomeworkDetails(),
      });
      await signInAsTeacher(page);
      for (const width of checkedWidths(page, theme)) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`/students/${student.username}/homework/${homework.id}`);
        await page.getByRole('button', { name: 'Try it as a student' }).click();
        await page.getByRole('button', { name: 'True' }).click();
        await expect(page.getByText('Not quite.')).toBeVisible();
        expect(await violations(page), `preview, a wrong answer, at ${width} px`).toEqual([]);
        await page.getByRole('button', { name: 'Next question' }).click();
        await answerMcq(page);
        await page.getByRole('button', { name: 'Next question' }).click();
        await answerSequence(page);
        await page.getByRole('button', { name: 'Next question' }).click();
        await answerFindMistakes(page);
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByRole('button', { name: 'See results' })).toBeVisible();
        expect(await violations(page), `preview's result at ${width} px`).toEqual([]);
        await page.getByRole('button', { name: 'See results' }).click();
        await expect(page.getByRole('navigation', { name: 'Points per question' })).toBeVisible();
        expect(await violations(page), `preview's review at ${width} px`).toEqual([]);
      }
    });

    test('a refused key marked on its card in the form has no axe violations', async ({ page }) => {
      const student = await createStudent({ firstName: 'Axe', lastName: 'Refused' });
      await setTheme(page, theme);
      await signInAsTeacher(page);
      await page.goto('/teacher/json-manager');
      await page.getByRole('button', { name: new RegExp(`@${student.username}\\b`) }).click();
      await page.getByRole('button', { name: 'Create Homework', exact: true }).click();
      const dialog = page.getByRole('dialog');
      const tasks = [
        {
          id: 'm1',
          type: 'mcq_1',
          question: 'Article',
          options: ['a', 'an'],
          correctAnswer: 'An',
          points: 2,
        },
        {
          id: 's1',
          type: 'sequence_task',
          question: 'Order',
          items: ['I', 'am'],
          correctOrder: ['I', 'was'],
          points: 4,
        },
      ];
      await dialog
        .getByLabel('Assignment JSON')
        .fill(JSON.stringify({ title: 'Refused', assignmentDetails: { tasks } }));
      await dialog.getByRole('tab', { name: 'Form' }).click();
      await expect(
        dialog.getByText('This task cannot be saved as it is: see the field marked below.'),
      ).toHaveCount(2);
      expect(await violations(page), 'refused keys marked in the form').toEqual([]);
    });
  });
}
