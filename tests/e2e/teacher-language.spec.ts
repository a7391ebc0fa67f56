import type { Browser } from '@playwright/test';
import { createStudent } from './support/api';
import { axeViolations, expectChinese, expectNoSidewaysScroll } from './support/chinese';
import { expect, test } from './support/fixtures';
import { completeReviewHomework, createHomework, reviewHomeworkDetails } from './support/teacher-homework';
import { teacherCredentials } from './support/users';

// Issue 32, the teacher's side: a teacher whose browser speaks Chinese signs in and finds the
// dashboard, the student list, a student's page, their homework, the gradebook, the homework
// manager (with the homework dialog's Form tab) and a homework's detail page in Simplified Chinese
// on a phone, at the largest text size too; the tutor's own content (names, titles) is
// shown as written. Chosen in the header, the language is kept on the account and follows the
// teacher to another device.

/** The teacher signed in from a Chinese browser on a phone (390 px): its context and page. */
async function chineseTeacherOnPhone(browser: Browser) {
  const teacher = teacherCredentials();
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/teacher/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByLabel('用户名或邮箱').fill(teacher.username);
  await page.getByLabel('密码', { exact: true }).fill(teacher.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  return { context, page };
}

test.describe('the teacher’s screens in Chinese', () => {
  test.describe.configure({ timeout: 180_000 });

  test('dashboard, students, a student’s page and homework, and the gradebook in Chinese on a phone', async ({
    browser,
  }, testInfo) => {
    // Its own phone-sized context: once, on the phone project, is enough.
    test.skip(testInfo.project.name !== 'phone', 'runs on the phone project');
    const done = await createStudent({ firstName: '小红', lastName: '王' });
    const waiting = await createStudent({ firstName: '大伟', lastName: '李' });
    const homework = await createHomework([done.username, waiting.username], {
      title: '第一课作业',
      description: '动词练习',
    });
    await completeReviewHomework(done, homework.id);
    const teacher = teacherCredentials();
    const { context, page } = await chineseTeacherOnPhone(browser);

    // The dashboard: the quick actions, the count of students in Chinese, the class overview.
    await expect(page.getByRole('heading', { level: 1, name: '老师主页' })).toBeVisible();
    const actions = page.getByRole('navigation', { name: '快捷操作' });
    await expect(actions.getByRole('link', { name: /成绩册/ })).toBeVisible();
    await expect(actions.getByText(/^在册学生 \d+ 名$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '班级概况' })).toBeVisible();
    await expect(page.getByRole('region', { name: '未打开“第一课作业”' })).toBeVisible();

    const screens = [
      {
        path: '/teacher/dashboard',
        ready: page.getByRole('region', { name: '未打开“第一课作业”' }),
      },
      {
        path: '/students',
        ready: page.getByRole('heading', { level: 2, name: '小红 王' }),
      },
      {
        path: `/students/${done.username}`,
        ready: page.getByRole('heading', { name: '表现概览' }),
      },
      {
        path: `/students/${done.username}/homework`,
        ready: page.getByRole('heading', { name: '提交详情' }),
      },
      {
        path: '/teacher/gradebook',
        ready: page.getByRole('region', { name: '成绩册表格' }),
      },
    ];
    const settle = async () => {
      await page
        .getByRole('status')
        .first()
        .waitFor({ state: 'detached', timeout: 5_000 })
        .catch(() => {});
    };

    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await settle();
      await expectChinese(page, path);
      await expectNoSidewaysScroll(page, path);
      expect(await axeViolations(page), path).toEqual([]);
    }

    // The dark theme's colours pass axe too.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await settle();
      expect(await axeViolations(page), `${path}, dark theme`).toEqual([]);
    }
    await page.evaluate(() => localStorage.setItem('theme', 'light'));

    // What the tutor wrote stays as written, beside the Chinese words of the screens.
    await page.goto(`/students/${done.username}/homework`);
    await expect(page.getByText('第一课作业', { exact: true })).toBeVisible();
    await expect(page.getByText('动词练习', { exact: true })).toBeVisible();
    await expect(page.getByText('已完成').first()).toBeVisible();
    await page.goto('/teacher/gradebook');
    const table = page.getByRole('region', { name: '成绩册表格' });
    await expect(table.getByRole('row', { name: new RegExp(`小红 王 ${done.username}\\b`) })).toContainText(
      '已完成',
    );
    await expect(
      table.getByRole('row', { name: new RegExp(`大伟 李 ${waiting.username}\\b`) }),
    ).toContainText('未开始');

    // The largest text size: nothing runs off the side and nothing is left in English.
    await page.getByRole('combobox', { name: /^字号/ }).selectOption({ label: '特大字号' });
    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await settle();
      await expectChinese(page, `${path} at the largest text size`);
      await expectNoSidewaysScroll(page, `${path} at the largest text size`);
    }

    // Chosen in the header, the language is kept on the teacher's account: another device whose
    // browser prefers English shows the teacher's screens in Chinese once signed in.
    await page.goto('/teacher/dashboard');
    const toEnglish = page.waitForResponse((r) => r.url().endsWith('/api/teacher/locale') && r.ok());
    await page.getByRole('combobox', { name: /^语言/ }).selectOption('en');
    await toEnglish;
    await expect(page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const toChinese = page.waitForResponse((r) => r.url().endsWith('/api/teacher/locale') && r.ok());
    await page.getByRole('combobox', { name: /^Language/ }).selectOption('zh-CN');
    await toChinese;
    await expect(page.getByRole('heading', { level: 1, name: '老师主页' })).toBeVisible();
    await context.close();

    const other = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const second = await other.newPage();
    await second.goto('/teacher/login');
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await second.getByLabel('Username or email').fill(teacher.username);
    await second.getByLabel('Password', { exact: true }).fill(teacher.password);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await expect(second.getByRole('heading', { level: 1, name: '老师主页' })).toBeVisible();
    await expectChinese(second, 'the dashboard on another device');
    await other.close();
  });

  test('the homework manager, the homework dialog’s Form tab and a homework’s detail page in Chinese on a phone', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'runs on the phone project');
    // The tutor's content in Chinese, so none of it can be taken for a catalogue text in English;
    // the answers stay those the review student gives (completeReviewHomework).
    const details = reviewHomeworkDetails();
    const [binary, choice, order] = details.tasks;
    const chineseDetails = {
      ...details,
      instructions: '请仔细阅读每道题。',
      tasks: [
        { ...binary, question: '判断下面的说法', passage: '猫坐在垫子上。', statement: '猫在垫子上。' },
        { ...choice, question: '选出 go 的过去式' },
        { ...order, question: '把单词排成句子' },
      ],
    };
    const done = await createStudent({ firstName: '小明', lastName: '张' });
    const waiting = await createStudent({ firstName: '小丽', lastName: '陈' });
    const homework = await createHomework([done.username, waiting.username], {
      title: '第二课作业',
      description: '过去式练习',
      assignmentDetails: chineseDetails,
    });
    await completeReviewHomework(done, homework.id);
    const { context, page } = await chineseTeacherOnPhone(browser);
    const settle = async () => {
      await page
        .getByRole('status')
        .first()
        .waitFor({ state: 'detached', timeout: 5_000 })
        .catch(() => {});
    };
    const checkScreen = async (what: string) => {
      await settle();
      await expectChinese(page, what);
      await expectNoSidewaysScroll(page, what);
      expect(await axeViolations(page), what).toEqual([]);
    };

    // The manager: one student's homework (status, counts and dates in Chinese) and the activity feed.
    await page.goto('/teacher/json-manager');
    await expect(page.getByRole('heading', { level: 1, name: '作业与学生管理' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`@${done.username}\\b`) }).click();
    const rows = page.getByRole('list', { name: '小明 张的作业' });
    const row = rows.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '第二课作业' }) });
    await expect(row).toContainText('已完成');
    await expect(row).toContainText('3 道题目');
    await expect(row).toContainText('16 分');
    await expect(row).toContainText('已布置给 2 名学生');
    await expect(page.getByText(`小明 张 完成了“第二课作业”`).first()).toBeVisible();
    await checkScreen('the manager, one student');
    await page.getByRole('button', { name: /全部作业/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: '全部作业' })).toBeVisible();
    await checkScreen('the manager, all homework');

    // The homework dialog's Form tab: the homework's tasks as cards, every word in Chinese.
    await page
      .getByRole('list', { name: '全部作业' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '第二课作业' }) })
      .getByRole('button', { name: '编辑', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: '编辑作业' });
    await dialog.getByRole('tab', { name: '表单' }).click();
    await expect(dialog.getByRole('heading', { name: '第 1 题 · 判断对错' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '删除第 3 题' })).toBeVisible();
    await checkScreen('the homework dialog, Form tab');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();

    // A homework's detail page: the completed student's results and review, and the other
    // student's assignment preview with its answer key.
    await page.goto(`/students/${done.username}/homework/${homework.id}`);
    await expect(page.getByRole('region', { name: '结果' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '第 1 题，共 3 题' })).toBeVisible();
    await expect(page.getByRole('region', { name: '题目交互数据' }).first()).toBeVisible();
    await checkScreen('a completed homework’s detail page');
    await page.goto(`/students/${waiting.username}/homework/${homework.id}`);
    await expect(page.getByRole('heading', { name: '作业预览' })).toBeVisible();
    await expect(page.getByText(/^3 道题目 · 及格分：8\/16$/)).toBeVisible();
    await checkScreen('a homework’s detail page with its preview');

    // The largest text size: nothing runs off the side; then the dark theme's colours pass axe.
    await page.getByRole('combobox', { name: /^字号/ }).selectOption({ label: '特大字号' });
    const pages = [
      { path: '/teacher/json-manager', ready: page.getByRole('heading', { level: 2, name: '全部作业' }) },
      {
        path: `/students/${done.username}/homework/${homework.id}`,
        ready: page.getByRole('region', { name: '结果' }),
      },
      {
        path: `/students/${waiting.username}/homework/${homework.id}`,
        ready: page.getByRole('heading', { name: '作业预览' }),
      },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      if (path === '/teacher/json-manager') await page.getByRole('button', { name: /全部作业/ }).click();
      await expect(ready).toBeVisible();
      await settle();
      await expectChinese(page, `${path} at the largest text size`);
      await expectNoSidewaysScroll(page, `${path} at the largest text size`);
    }
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    for (const { path, ready } of pages) {
      await page.goto(path);
      if (path === '/teacher/json-manager') await page.getByRole('button', { name: /全部作业/ }).click();
      await expect(ready).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await settle();
      expect(await axeViolations(page), `${path}, dark theme`).toEqual([]);
    }
    await context.close();
  });
});
