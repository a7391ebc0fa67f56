import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createStudent } from './support/api';
import { expect, test } from './support/fixtures';
import { everyTypeHomeworkDetails } from './support/player-homework';
import { completeReviewHomework, createHomework } from './support/teacher-homework';
import { signInAsStudent, signInAsTeacher } from './support/users';

// WCAG 2.2 A and AA with axe-core, on the main screens in both themes, at this project's width.

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.describe.configure({ timeout: 120_000 });

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
      for (const [path, ready] of checks) {
        await page.goto(path);
        await ready();
        expect(await violations(page), path).toEqual([]);
      }
    });

    test('teacher screens have no axe violations', async ({ page }) => {
      const student = await createStudent({ firstName: 'Axe', lastName: 'Teacher' });
      const homework = await createHomework([student.username], { title: 'Reviewed' });
      await completeReviewHomework(student, homework.id);
      await setTheme(page, theme);
      await signInAsTeacher(page);
      for (const path of [
        '/teacher/dashboard',
        '/students',
        `/students/${student.username}`,
        `/students/${student.username}/homework`,
        `/students/${student.username}/homework/${homework.id}`,
        '/teacher/json-manager',
        '/teacher/gradebook',
        `/teacher/homework/${homework.id}/analysis`,
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await violations(page), path).toEqual([]);
      }
    });
  });
}
