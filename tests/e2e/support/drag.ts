import type { Page } from '@playwright/test';

/**
 * Waits, after an item was picked up with the keyboard (Space on a dnd-kit handle), until dnd-kit
 * listens for the arrow keys. Its keyboard sensor adds that listener on a timer it queues at the
 * pick-up, so an arrow pressed before the timer ran is lost (a busy machine showed it). A timer
 * queued now, in the page, runs after that one.
 */
export async function untilArrowsMoveTheDrag(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 10)));
}
