import type { Browser, Page } from '@playwright/test';
import { createStudent, type E2EStudent, teacherApi } from './support/api';
import {
  axeViolations,
  expectChinese,
  expectNoSidewaysScroll,
  expectNothingCutOff,
  shootBothThemes,
} from './support/chinese';
import { expect, test } from './support/fixtures';
import { track } from './support/player-homework';
import { createHomework } from './support/teacher-homework';

// Issue 32: a student who reads no English, on a phone whose browser speaks Chinese, signs in, sees
// the dashboard, plays a homework with a task of every kind (a wrong answer and a right one, the
// feedback and the tutor's "Why"), submits it, reads the result and the review, a lesson report and
// the progress page, all in Simplified Chinese at the largest text size, and switches back to
// English; on another device the choice follows the account.
//
// Every screen is checked the same way (support/chinese.ts): the page says it is zh-CN, shows no
// text of the catalogue in English, does not scroll sideways, and axe finds nothing. The tutor's
// content stays as written: the questions are in Chinese and the lesson's English sentences use no
// word that is a whole catalogue text, so the check cannot mistake them for one.

/** One task of every kind the registry knows (src/domain/tasks/registry.ts), each with its "Why". */
const tasks = [
  {
    id: 'tf',
    type: 'binary_task',
    question: '读短文。这句话对吗？',
    passage: 'Maria gets up at seven and walks to work.',
    statement: 'Maria drives to work.',
    correctAnswer: false,
    points: 4,
    explanation: '短文说她走路去上班。',
  },
  {
    id: 'mc',
    type: 'mcq_1',
    question: '选出过去式。',
    sentence: 'Yesterday I ___ to the cinema.',
    options: ['goed', 'went', 'gone'],
    correctAnswer: 'went',
    points: 4,
    explanation: 'go 是不规则动词。',
    optionExplanations: { goed: '没有 goed 这个词。' },
  },
  {
    id: 'seq',
    type: 'sequence_task',
    question: '把词语排成句子。',
    items: ['tea', 'I', 'like'],
    correctOrder: ['I', 'like', 'tea'],
    points: 6,
    explanation: '英语句子的顺序：主语、动词、宾语。',
  },
  {
    id: 'fm',
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
    explanation: 'last week 说的是过去的事。',
  },
  {
    id: 'gaps',
    type: 'fill_blanks',
    question: '填空。',
    text: 'She ___ to school every day.',
    blanks: [{ answers: ['goes'] }],
    points: 2,
    explanation: '主语是第三人称单数。',
  },
];
const homeworkDetails = { totalPoints: 26, passingScore: 13, instructions: '仔细阅读每一题。', tasks };

const fmWords = 'Last week we go to a new restaurant. The food was more better than last time.'.split(' ');
const fmWord = (page: Page, text: string) => track(page, `token:${fmWords.indexOf(text)}`);

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

/** Waits until no loading status is left on the page (a screen checked half-loaded shows too little). */
async function settled(page: Page) {
  await page
    .getByRole('status')
    .filter({ hasText: /加载/ })
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

/** The whole check of a Chinese screen: language, no catalogue English, nothing off the side or cut off, axe. */
async function checkScreen(page: Page, what: string, options: { axe?: boolean } = {}) {
  await expectChinese(page, what);
  await expectNoSidewaysScroll(page, what);
  await expectNothingCutOff(page, what);
  if (options.axe !== false) expect(await axeViolations(page), `${what}: axe`).toEqual([]);
  await shootBothThemes(page, what.replaceAll(/\W+/g, '-'));
}

const why = (page: Page) => page.getByRole('region', { name: '为什么' });
const heading = (page: Page, n: number) => page.getByRole('heading', { name: `第 ${n} 题，共 5 题` });
const option = (page: Page, text: string) =>
  page
    .getByRole('list', { name: '选项' })
    .getByRole('button', { name: new RegExp(`^[A-Z] ${text}(（错误）|（正确）)?$`) });
const bankWord = (page: Page, text: string) =>
  page.getByRole('list', { name: '待排列的词' }).getByRole('button', { name: text, exact: true }).first();

test.describe('the students’ language', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a Chinese phone: sign in, play every kind of task, submit, the result and review, reports and progress in Chinese at the largest text size; back to English', async ({
    browser,
  }) => {
    const student = await createStudent({ firstName: '小明' });
    const homework = await createHomework([student.username], {
      title: '第一课作业',
      description: '动词练习',
      assignmentDetails: homeworkDetails,
    });
    await createHomework([student.username], { title: '第二课作业', description: '复习' });
    await addLessonReport(student);

    const { context, page } = await phone(browser, 'zh-CN');

    // Sign-in: the browser's language until one is chosen.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
    await checkScreen(page, 'sign-in');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请填写用户名和密码', { exact: true })).toBeVisible();
    await page.getByLabel('用户名或邮箱').fill(student.username);
    await page.getByLabel('密码', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The dashboard, then the largest text size for the rest of the journey.
    await expect(page.getByRole('heading', { level: 1, name: '小明的主页' })).toBeVisible();
    await expect(page.getByRole('link', { name: /课程报告/ })).toBeVisible();
    await expect(page.getByText('设置你自己的密码')).toBeVisible();
    await page.getByRole('combobox', { name: /^字号/ }).selectOption({ label: '特大字号' });
    await expect(page.getByRole('region', { name: '下一项' })).toBeVisible();
    await settled(page);
    await checkScreen(page, 'dashboard');

    await page.goto('/homework');
    await expect(page.getByRole('heading', { level: 1, name: '作业' })).toBeVisible();
    await expect(page.getByText('未开始').first()).toBeVisible();
    await settled(page);
    await checkScreen(page, 'homework list', { axe: false });

    // The player. True or false: a wrong answer ends it, with the tutor's explanation.
    await page.goto(`/homework/${homework.id}`);
    await expect(heading(page, 1)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: '题目' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下一题' })).toBeDisabled();
    await checkScreen(page, 'true or false');
    await page.getByRole('button', { name: '对', exact: true }).click();
    await expect(page.getByText('不太对。', { exact: true })).toBeVisible();
    await expect(why(page)).toContainText('短文说她走路去上班。');
    await checkScreen(page, 'true or false answered');

    // Multiple choice: a wrong pick (its own explanation waits), then the right one.
    await page.getByRole('button', { name: '下一题' }).click();
    await expect(heading(page, 2)).toBeVisible();
    await option(page, 'goed').click();
    await expect(option(page, 'goed')).toHaveAccessibleName(/^[A-Z] goed（错误）$/);
    await expect(why(page)).toHaveCount(0);
    await checkScreen(page, 'multiple choice, a wrong pick', { axe: false });
    await option(page, 'went').click();
    await expect(option(page, 'went')).toHaveAccessibleName(/^[A-Z] went（正确）$/);
    await expect(page.getByText('答对了！', { exact: true })).toBeVisible();
    await expect(why(page)).toContainText('go 是不规则动词。');
    await expect(why(page)).toContainText('没有 goed 这个词。');
    await checkScreen(page, 'multiple choice answered');

    // Put in order: a wrong order, a word taken back, then the right order.
    await page.getByRole('button', { name: '下一题' }).click();
    await expect(heading(page, 3)).toBeVisible();
    const check = page.getByRole('button', { name: '检查' });
    for (const word of ['tea', 'I', 'like']) await bankWord(page, word).click();
    await check.click();
    await expect(page.getByText('不太对，再试一次！', { exact: true })).toBeVisible();
    await checkScreen(page, 'put in order, a wrong order');
    await track(page, 'placed:0').click();
    await expect(check).toBeDisabled();
    for (const word of ['I', 'like', 'tea']) await bankWord(page, word).click();
    await check.click();
    await expect(page.getByText('答对了！', { exact: true })).toBeVisible();
    await expect(why(page)).toContainText('英语句子的顺序：主语、动词、宾语。');
    await checkScreen(page, 'put in order answered', { axe: false });

    // Find the mistakes: the player's lines are whole Chinese sentences around the tutor's words.
    await page.getByRole('button', { name: '下一题' }).click();
    await expect(heading(page, 4)).toBeVisible();
    await expect(page.getByText('这段文字有 2 处错误。')).toBeVisible();
    await expect(page.getByTestId('guess-cost')).toHaveText(
      '乱猜会扣分：点错的词超过错误的个数后，每多点错一个扣 1 分。',
    );
    await expect(page.getByText('已找到 0/2 处')).toBeVisible();
    await checkScreen(page, 'find the mistakes');
    await fmWord(page, 'Last').click();
    await expect(fmWord(page, 'Last')).not.toHaveClass(/animate-shake/);
    await fmWord(page, 'better').click();
    await expect(fmWord(page, 'more')).toHaveAccessibleName('more（已找到的错误）');
    await expect(page.getByText('已找到 1/2 处')).toBeVisible();
    await fmWord(page, 'go').click();
    await expect(page.getByText('错误全部找到了！')).toBeVisible();
    await page.getByRole('button', { name: '改正它们！' }).click();
    await expect(page.getByRole('region', { name: '改正错误' })).toBeVisible();
    await page.getByRole('button', { name: 'goed' }).click();
    await expect(page.getByText('不太对，再试一次！')).toBeVisible();
    await expect(page.getByText('你选了“goed”；正确的改法是“went”。')).toBeVisible();
    await expect(fmWord(page, 'go')).toHaveAccessibleName(
      'go goed went（已找到的错误），改为 went（你选的是：goed）',
    );
    await checkScreen(page, 'find the mistakes, a wrong fix', { axe: false });
    await page.getByRole('button', { name: '下一处错误' }).click();
    await page.getByRole('button', { name: 'better', exact: true }).click();
    await expect(page.getByText('答对了！')).toBeVisible();
    await expect(why(page)).toContainText('last week 说的是过去的事。');
    await checkScreen(page, 'find the mistakes answered');

    // Fill in the blanks: a wrong word costs a point, then the right one.
    await page.getByRole('button', { name: '下一题' }).click();
    await expect(heading(page, 5)).toBeVisible();
    const gap = page.getByRole('textbox', { name: /^第 1 空/ });
    await gap.fill('went');
    await gap.press('Enter');
    await expect(page.getByText('第 1 空：不是这个（本空扣 1 分）。再试一次。')).toBeVisible();
    await checkScreen(page, 'fill in the blanks, a wrong word');
    await gap.fill('goes');
    await gap.press('Enter');
    await expect(why(page)).toContainText('主语是第三人称单数。');
    await expect(page.getByText('所有题目都完成了，可以提交了：点击“提交”交作业并查看得分。')).toBeVisible();
    await checkScreen(page, 'fill in the blanks answered', { axe: false });

    // Submitted: the list leads with the result, and from it to the review.
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('作业已提交', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/homework$/);
    const result = page.getByRole('region', { name: '已提交“第一课作业”' });
    await expect(result).toContainText(/你的得分：\d+ \/ 26（\d+%） · (及格|未及格)/);
    await expect(page.getByText('已完成')).toBeVisible();
    await settled(page);
    await checkScreen(page, 'the result');
    await result.getByRole('link', { name: '查看结果' }).click();
    await expect(page).toHaveURL(new RegExp(`/homework/${homework.id}$`));

    // The review: every task with the answers given, the right ones and each "Why".
    await expect(page.getByText(/^及格分：/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: '每题得分' }).getByRole('link')).toHaveCount(5);
    for (const n of [1, 2, 3, 4, 5]) await expect(heading(page, n)).toBeVisible();
    await expect(why(page)).toHaveCount(5);
    await expect(page.getByRole('list', { name: '正确顺序' })).toBeVisible();
    await expect(page.getByText('你选的（错误）：goed')).toBeVisible();
    await expect(page.getByText('正确改法：went')).toBeVisible();
    await expect(page.getByText('找到 2/2 处，点错 1 次', { exact: true })).toBeVisible();
    await expect(fmWord(page, 'Last')).toHaveAccessibleName('Last（不是错误）');
    await checkScreen(page, 'the review');

    // A lesson report.
    await page.goto('/lesson-reports');
    await expect(page.getByRole('heading', { level: 1, name: '课程报告' })).toBeVisible();
    await settled(page);
    await checkScreen(page, 'lesson reports', { axe: false });
    await page.getByRole('link', { name: /查看报告：第三课/ }).click();
    await expect(page.getByRole('heading', { name: '第三课：过去时' })).toBeVisible();
    await expect(page.getByText('你今天做得很好！')).toBeVisible();
    await expect(page.getByText('首次查看')).toBeVisible();
    await checkScreen(page, 'a lesson report');

    // Progress, with the homework just done counted.
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: '我的学习进度' })).toBeVisible();
    await settled(page);
    await checkScreen(page, 'progress');

    // Back to English, kept on the account.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/student/locale') && r.ok());
    await page.getByRole('combobox', { name: /^语言/ }).selectOption('en');
    await saved;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
    await page.goto(`/homework/${homework.id}`);
    await expect(page.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why' })).toHaveCount(5);
    await context.close();
  });

  test('the choice follows the account: a Chinese choice on one device signs in Chinese on another, and back', async ({
    browser,
  }) => {
    const student = await createStudent({ firstName: '小红' });

    // An English browser: the student chooses Chinese after signing in.
    const first = await phone(browser, 'en-US');
    await first.page.goto('/');
    await first.page.getByLabel('Username or email').fill(student.username);
    await first.page.getByLabel('Password', { exact: true }).fill(student.password);
    await first.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(first.page.getByRole('heading', { level: 1, name: "小红's Page" })).toBeVisible();
    const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/student/locale') && r.ok());
    await first.page.getByRole('combobox', { name: /^Language/ }).selectOption('zh-CN');
    await saved;
    await expect(first.page.getByRole('heading', { level: 1, name: '小红的主页' })).toBeVisible();
    await first.context.close();

    // Another English device: signed out it speaks English, signed in the account's Chinese;
    // switching back to English there is kept too.
    const second = await phone(browser, 'en-US');
    await second.page.goto('/');
    await expect(second.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(second.page.locator('html')).toHaveAttribute('lang', 'en');
    await second.page.getByLabel('Username or email').fill(student.username);
    await second.page.getByLabel('Password', { exact: true }).fill(student.password);
    await second.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(second.page.getByRole('heading', { level: 1, name: '小红的主页' })).toBeVisible();
    await expectChinese(second.page, 'dashboard on another device');
    const back = second.page.waitForResponse((r) => r.url().endsWith('/api/student/locale') && r.ok());
    await second.page.getByRole('combobox', { name: /^语言/ }).selectOption('en');
    await back;
    await expect(second.page.getByRole('heading', { level: 1, name: "小红's Page" })).toBeVisible();
    await expect(second.page.getByRole('link', { name: /Lesson Reports/ })).toBeVisible();
    await second.page.reload();
    await expect(second.page.getByRole('heading', { level: 1, name: "小红's Page" })).toBeVisible();
    await second.context.close();
  });
});
