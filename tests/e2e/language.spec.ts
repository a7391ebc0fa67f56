import type { Browser } from '@playwright/test';
import { createStudent, type E2EStudent, teacherApi } from './support/api';
import { axeViolations, expectChinese, expectNoSidewaysScroll } from './support/chinese';
import { expect, test } from './support/fixtures';
import { completeReviewHomework, createHomework } from './support/teacher-homework';

// Issue 32: a student who reads no English signs in, sees the dashboard, the homework list, lesson
// reports and progress in Simplified Chinese on a phone, keeps the choice on their account (it
// follows them to another device), and switches back to English.

async function phone(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
  return { context, page: await context.newPage() };
}

async function addLessonReport(student: E2EStudent) {
  const api = await teacherApi();
  try {
    const created = await api.post(`/api/teacher/students/${student.username}/lesson-reports`, {
      data: { title: '第三课：过去时', content: '## 今天学了什么\n\n你今天做得很好！' },
      headers: await api.csrf(),
    });
    expect(created.ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

test.describe('the students’ language', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a Chinese browser: sign-in, dashboard, homework, reports and progress in Chinese on a phone; the choice follows the account', async ({
    browser,
  }) => {
    const student = await createStudent({ firstName: '小明' });
    const homework = await createHomework([student.username], {
      title: '第一课作业',
      description: '动词练习',
    });
    await completeReviewHomework(student, homework.id);
    const upNext = await createHomework([student.username], { title: '第二课作业', description: '复习' });
    await addLessonReport(student);

    const first = await phone(browser, 'zh-CN');
    const page = first.page;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
    await expectChinese(page, 'sign-in');
    expect(await axeViolations(page)).toEqual([]);

    // An empty form: the toast in Chinese.
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请填写用户名和密码', { exact: true })).toBeVisible();

    await page.getByLabel('用户名或邮箱').fill(student.username);
    await page.getByLabel('密码', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: '小明的主页' })).toBeVisible();
    await expect(page.getByRole('link', { name: /课程报告/ })).toBeVisible();
    await expect(page.getByText('设置你自己的密码')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '下一项' }).getByText('第二课作业', { exact: true }),
    ).toBeVisible();
    await expectChinese(page, 'dashboard');
    expect(await axeViolations(page)).toEqual([]);

    // Chosen from the header: kept on the account.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/student/locale') && r.ok());
    await page.getByRole('combobox', { name: /^语言/ }).selectOption('en');
    await saved;
    await expect(page.getByRole('heading', { level: 1, name: "小明's Page" })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const savedChinese = page.waitForResponse((r) => r.url().endsWith('/api/student/locale') && r.ok());
    await page.getByRole('combobox', { name: /^Language/ }).selectOption('zh-CN');
    await savedChinese;
    await expect(page.getByRole('heading', { level: 1, name: '小明的主页' })).toBeVisible();

    // The largest text size: nothing runs off the side.
    await page.getByRole('combobox', { name: /^字号/ }).selectOption({ label: '特大字号' });
    for (const [path, heading] of [
      ['/dashboard', '小明的主页'],
      ['/homework', '作业'],
      ['/lesson-reports', '课程报告'],
      ['/progress', '我的学习进度'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page
        .getByRole('status')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await expectChinese(page, path);
      await expectNoSidewaysScroll(page, path);
    }
    await page.goto('/homework');
    await expect(page.getByTestId('homework-status').first()).toBeVisible();
    await expect(page.getByText('已完成')).toBeVisible();
    await expect(page.getByText('未开始')).toBeVisible();
    await page.goto('/lesson-reports');
    await page.getByRole('link', { name: /查看报告：第三课/ }).click();
    await expect(page.getByRole('heading', { name: '第三课：过去时' })).toBeVisible();
    await expect(page.getByText('你今天做得很好！')).toBeVisible();
    await expect(page.getByText('首次查看')).toBeVisible();
    await expectChinese(page, 'a lesson report');
    await expectNoSidewaysScroll(page, 'a lesson report');
    expect(await axeViolations(page)).toEqual([]);

    // The player's frame and the review of a submitted homework (the task views themselves are
    // not converted yet).
    await page.goto(`/homework/${upNext.id}`);
    await expect(page.getByRole('heading', { name: /^第 1 题，共 \d+ 题$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '题目' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the player');
    await page.goto(`/homework/${homework.id}`);
    await expect(page.getByText('及格分：')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '每题得分' })).toBeVisible();
    await expect(page.getByRole('link', { name: '你的作业列表' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the review');
    await first.context.close();

    // Another device whose browser prefers English: signed out it speaks English, signed in the
    // account's Chinese; switching back to English there is kept too.
    const second = await phone(browser, 'en-US');
    await second.page.goto('/');
    await expect(second.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(second.page.locator('html')).toHaveAttribute('lang', 'en');
    await second.page.getByLabel('Username or email').fill(student.username);
    await second.page.getByLabel('Password', { exact: true }).fill(student.password);
    await second.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(second.page.getByRole('heading', { level: 1, name: '小明的主页' })).toBeVisible();
    await expectChinese(second.page, 'dashboard on another device');
    const back = second.page.waitForResponse((r) => r.url().endsWith('/api/student/locale') && r.ok());
    await second.page.getByRole('combobox', { name: /^语言/ }).selectOption('en');
    await back;
    await expect(second.page.getByRole('heading', { level: 1, name: "小明's Page" })).toBeVisible();
    await expect(second.page.getByRole('link', { name: /Lesson Reports/ })).toBeVisible();
    await second.page.reload();
    await expect(second.page.getByRole('heading', { level: 1, name: "小明's Page" })).toBeVisible();
    await second.context.close();
  });
});
