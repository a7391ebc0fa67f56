import { expect, type Locator, type Page } from '@playwright/test';
import { createStudent } from './support/api';
import {
  everyTypeHomeworkDetails,
  optionNamed,
  playerTest as test,
  questionHeading,
  wordNamed,
} from './support/player-homework';
import { createHomework } from './support/teacher-homework';
import { signInAsStudent } from './support/users';

/**
 * Moves the focus to `target` with Tab (or Shift+Tab when it lies behind), as a keyboard user
 * would; fails when neither direction reaches it.
 */
async function tabTo(page: Page, target: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press(key);
    }
  }
  await expect(target).toBeFocused();
}

/** The focused element is a control of the player, never the page itself. */
async function expectFocusInPlayer(page: Page) {
  const tag = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
  expect(tag).not.toBe('BODY');
}

test('a homework played by keyboard alone: after every step the focus is on the next sensible control', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent({ firstName: 'Keys' });
  const homework = await createHomework([student.username], {
    title: 'By keyboard',
    assignmentDetails: everyTypeHomeworkDetails(),
  });
  await signInAsStudent(page, student);
  await page.goto(`/homework/${homework.id}`);
  await expect(questionHeading(page, 1)).toBeVisible();
  const next = page.getByRole('button', { name: 'Next question' });
  const previous = page.getByRole('button', { name: 'Previous question' });

  // True or false: the answer locks both buttons, so the focus goes on to Next.
  await tabTo(page, page.getByRole('button', { name: 'False' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Correct!')).toBeVisible();
  await expect(next).toBeFocused();

  // Next to a task not yet done (Next is locked there): the focus goes to the new task's first option.
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 2)).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Options' }).getByRole('button').first()).toBeFocused();

  // A wrong option is disabled: the focus moves to an option still open, never to the page.
  await tabTo(page, optionNamed(page, 'goed'));
  await page.keyboard.press('Enter');
  await expect(optionNamed(page, 'goed')).toBeDisabled();
  await expectFocusInPlayer(page);
  await expect(page.getByRole('list', { name: 'Options' }).locator(':focus')).toBeEnabled();
  // The right one ends the task: every option is disabled, and the focus is on Next.
  await tabTo(page, optionNamed(page, 'went'));
  await page.keyboard.press('Enter');
  await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
  await expect(next).toBeFocused();

  // The scramble: each placed word leaves the bank, and the focus stays in the bank; the last one
  // placed sends it to Check, and a right check to Next.
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 3)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items to place' }).getByRole('button').first()).toBeFocused();
  for (const word of ['I', 'like']) {
    await tabTo(page, wordNamed(page, word));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Items to place' }).locator(':focus')).toBeVisible();
  }
  await tabTo(page, wordNamed(page, 'tea'));
  await page.keyboard.press('Enter');
  const check = page.getByRole('button', { name: 'Check' });
  await expect(check).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Correct!')).toBeVisible();
  await expect(next).toBeFocused();

  // Next to find the mistakes: the focus is on its first word; Previous (still open) keeps it.
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 4)).toBeVisible();
  await expect(page.locator('[data-track="token:0"]')).toBeFocused();
  await tabTo(page, previous);
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 3)).toBeVisible();
  await expect(previous).toBeFocused();
});
