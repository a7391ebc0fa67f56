import type { Locator, Page } from '@playwright/test';
import { createStudent } from './support/api';
import {
  everyTypeHomeworkDetails,
  optionNamed,
  playerTest as test,
  questionHeading,
  serverResponses,
  track,
  wordNamed,
} from './support/player-homework';
import { expect } from '@playwright/test';
import { createHomework } from './support/teacher-homework';
import { signInAsStudent } from './support/users';

// Every kind of task can be played with the keyboard alone and with touch alone, and each outcome
// is said in a live region, so a screen reader announces it.

type Press = (target: Locator) => Promise<void>;

const byKeyboard: Press = async (target) => {
  await target.focus();
  await target.page().keyboard.press('Enter');
};
const byTouch: Press = async (target) => target.tap();

/** The feedback line, announced politely. */
const announced = (page: Page, text: string | RegExp) =>
  page.locator('[aria-live="polite"]').filter({ hasText: text });

async function playEveryKind(page: Page, press: Press) {
  const next = page.getByRole('button', { name: 'Next question' });
  // True or false.
  await press(page.getByRole('button', { name: 'False' }));
  await expect(announced(page, 'Correct!')).toBeVisible();
  await press(next);
  // Multiple choice: a wrong pick, then the right one.
  await expect(questionHeading(page, 2)).toBeVisible();
  await press(optionNamed(page, 'goed'));
  await expect(optionNamed(page, 'goed')).toHaveAccessibleName(/^[A-Z] goed \(wrong\)$/);
  await press(optionNamed(page, 'went'));
  await expect(announced(page, 'Correct!')).toBeVisible();
  await press(next);
  // Sentence scramble: place the words, check.
  await expect(questionHeading(page, 3)).toBeVisible();
  for (const word of ['I', 'like', 'tea']) await press(wordNamed(page, word));
  await press(page.getByRole('button', { name: 'Check' }));
  await expect(announced(page, 'Correct!')).toBeVisible();
  await press(next);
  // Find the mistakes, then fix them.
  await expect(questionHeading(page, 4)).toBeVisible();
  await press(track(page, 'token:0'));
  await expect(announced(page, /Found 0/)).toBeVisible();
  await press(track(page, 'token:1'));
  await press(track(page, 'token:5'));
  await expect(announced(page, 'All mistakes found!')).toBeVisible();
  await press(page.getByRole('button', { name: 'Fix them!' }));
  await press(page.getByRole('button', { name: 'goes' }));
  await expect(announced(page, 'Correct!')).toBeVisible();
  await expect(page.getByText('Replace "buyed"')).toBeVisible();
  await press(page.getByRole('button', { name: 'bought' }));
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
}

test.describe('every kind of task by keyboard alone and by touch alone', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [mode, press] of [
    ['keyboard', byKeyboard],
    ['touch', byTouch],
  ] as const) {
    test(`plays every kind of task by ${mode}`, async ({ page }, testInfo) => {
      test.skip(mode === 'touch' && !testInfo.project.use.hasTouch, 'touch needs a touch screen');
      const student = await createStudent();
      const homework = await createHomework([student.username], {
        title: `By ${mode}`,
        assignmentDetails: everyTypeHomeworkDetails(),
      });
      await signInAsStudent(page, student);
      await page.goto(`/homework/${homework.id}`);
      await expect(questionHeading(page, 1)).toBeVisible();
      await playEveryKind(page, press);
      const saved = await serverResponses(student, homework.id);
      expect(Object.values(saved).map((r) => r?.completed)).toEqual([true, true, true, true]);
    });
  }
});
