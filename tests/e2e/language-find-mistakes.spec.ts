import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createStudent } from './support/api';
import { axeViolations, expectChinese, expectNoSidewaysScroll } from './support/chinese';
import { expect, test } from './support/fixtures';
import { track } from './support/player-homework';
import { createHomework } from './support/teacher-homework';

// Issue 32: a student whose browser speaks Chinese plays a find-the-mistakes task on a phone. The
// player's own lines (how many mistakes, what guessing costs, the fix steps, the review) are in
// Chinese, put together as whole sentences around the tutor's English text, which stays as written
// (its words are none of the catalogue's English, so the check cannot mistake them for one).

const task = {
  id: 'fm-zh',
  type: 'find_mistakes',
  question: '找出错误并改正。',
  mode: 'find_and_fix',
  points: 10,
  mistakeCount: { revealed: true, count: 2, display: '' },
  find: {
    fragments: [
      { text: 'Last week we ', isError: false },
      { text: 'go', isError: true },
      { text: ' to a new restaurant. The food was ', isError: false },
      { text: 'more better', isError: true },
      { text: ' than last time.', isError: false },
    ],
    prompts: {},
  },
  fix: [
    { prompt: '改正 “go”', options: ['went', 'goed'], correct: 'went' },
    { prompt: '改正 “more better”', options: ['better', 'more good'], correct: 'better' },
  ],
};
const words = 'Last week we go to a new restaurant. The food was more better than last time.'.split(' ');
const word = (page: Page, text: string) => track(page, `token:${words.indexOf(text)}`);

/** Screenshots in both themes when E2E_SCREENS names a folder (for looking at the Chinese screens). */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.toggle('dark', t === 'dark');
      document.documentElement.classList.toggle('light', t === 'light');
    }, theme);
    await page.screenshot({ path: `${folder}/zh-find-mistakes-${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.classList.add('light');
  });
}

test.describe('find the mistakes in Chinese', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a Chinese phone plays, fixes and reviews a find-the-mistakes task with no English of the app', async ({
    browser,
  }) => {
    const student = await createStudent({ firstName: '小红' });
    const homework = await createHomework([student.username], {
      title: '找错练习',
      description: '过去时',
      assignmentDetails: { instructions: '仔细阅读。', tasks: [task] },
    });

    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('用户名或邮箱').fill(student.username);
    await page.getByLabel('密码', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/homework/${homework.id}`);
    // The first load of a cold server on a busy machine can take a while.
    await expect(page.locator('[data-track^="token:"]')).toHaveCount(words.length, { timeout: 30_000 });
    await expect(page.getByText('这段文字有 2 处错误。')).toBeVisible();
    await expect(page.getByTestId('guess-cost')).toHaveText(
      '乱猜会扣分：点错的词超过错误的个数后，每多点错一个扣 1 分。',
    );
    await expect(page.getByText('已找到 0/2 处')).toBeVisible();
    await expectChinese(page, 'find the mistakes, before the first click');
    await expectNoSidewaysScroll(page, 'find the mistakes');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'start');

    // One wrong word (within the allowance), then both mistakes.
    await word(page, 'Last').click();
    await expect(word(page, 'Last')).not.toHaveClass(/animate-shake/);
    await word(page, 'better').click();
    await expect(word(page, 'more')).toHaveAccessibleName('more（已找到的错误）');
    await expect(page.getByText('已找到 1/2 处')).toBeVisible();
    await word(page, 'go').click();
    await expect(page.getByText('错误全部找到了！')).toBeVisible();

    await page.getByRole('button', { name: '改正它们！' }).click();
    await expect(page.getByRole('region', { name: '改正错误' })).toBeVisible();
    await page.getByRole('button', { name: 'goed' }).click();
    await expect(page.getByText('不太对，再试一次！')).toBeVisible();
    await expect(page.getByText('你选了“goed”；正确的改法是“went”。')).toBeVisible();
    await expect(word(page, 'go')).toHaveAccessibleName(
      'go goed went（已找到的错误），改为 went（你选的是：goed）',
    );
    await expectChinese(page, 'a wrong fix');
    await expectNoSidewaysScroll(page, 'a wrong fix');
    await shoot(page, 'wrong-fix');
    await page.getByRole('button', { name: '下一处错误' }).click();
    await page.getByRole('button', { name: 'better', exact: true }).click();
    await expect(page.getByText('答对了！')).toBeVisible();

    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('作业已提交', { exact: true })).toBeVisible();
    await page.goto(`/homework/${homework.id}`);
    await expect(page.getByText('你选的（错误）：goed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('正确改法：went')).toBeVisible();
    await expect(page.getByText('你选的：better')).toBeVisible();
    await expect(page.getByText('找到 2/2 处，点错 1 次', { exact: true })).toBeVisible();
    await expect(word(page, 'Last')).toHaveAccessibleName('Last（不是错误）');
    await expectChinese(page, 'the review');
    await expectNoSidewaysScroll(page, 'the review');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'review');
    await context.close();
  });
});
