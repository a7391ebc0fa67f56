import { createStudent } from './support/api';
import { expect, test } from './support/fixtures';
import { fillSignIn, logOut, signInAsStudent } from './support/users';

test.describe('text size', () => {
  test('a student picks extra large text, keeps it after a reload, and the next person starts at normal', async ({
    page,
  }) => {
    const first = await createStudent({ firstName: 'Tess' });
    const second = await createStudent({ firstName: 'Otto' });
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

    await signInAsStudent(page, first);
    await expect.poll(rootSize).toBe('16px');
    await page.getByRole('combobox', { name: /^Text size/ }).selectOption({ label: 'Extra large text' });
    await expect.poll(rootSize).toBe('22px');
    await expect(page.getByRole('combobox', { name: 'Text size: Extra large text' })).toBeVisible();
    // Nothing runs off the side at the largest size, down to a 320 px phone.
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of ['/dashboard', '/homework', '/progress', '/lesson-reports', '/change-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.reload();
    await expect.poll(rootSize).toBe('22px');

    await logOut(page);
    await expect.poll(rootSize).toBe('16px');
    await fillSignIn(page, second.username, second.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(rootSize).toBe('16px');
  });
});
