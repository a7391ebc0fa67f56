import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { createStudent, type E2EStudent } from './support/api';
import { expect, test } from './support/fixtures';
import { optionNamed } from './support/player-homework';
import { createHomework } from './support/teacher-homework';
import { signInAsStudent, signInAsTeacher } from './support/users';

/** One multiple-choice task: option:1 ('went') is right. */
const mcqHomework = {
  totalPoints: 6,
  passingScore: 4,
  instructions: 'Choose the right form.',
  tasks: [
    {
      id: 'm1',
      type: 'mcq_1',
      question: 'Choose the past tense.',
      sentence: 'Yesterday I ___ to the cinema.',
      options: ['goed', 'went', 'gone', 'going'],
      correctAnswer: 'went',
      points: 6,
    },
  ],
};

/** An option on the teacher's replay stage, which shows the teacher's order: option:1 is 'went'. */
const option = (page: Page, index: number) =>
  page.locator(`[data-replay-stage] [data-track="option:${index}"]`);

/** Where the student's player shows an option (each student sees the options in an order of their own). */
async function centre(page: Page, text: string): Promise<{ x: number; y: number }> {
  const box = await optionNamed(page, text).boundingBox();
  if (!box) throw new Error(`${text} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Moves the real mouse to a point in small steps over about `ms` milliseconds, so the sampler sees it. */
async function glide(page: Page, to: { x: number; y: number }, ms = 600): Promise<void> {
  const steps = Math.max(2, Math.round(ms / 40));
  for (let i = 0; i < steps; i += 1) {
    await page.mouse.move(to.x + Math.sin(i) * 4, to.y + Math.cos(i) * 3, { steps: 3 });
    await page.waitForTimeout(40);
  }
  await page.mouse.move(to.x, to.y, { steps: 2 });
}

/** Signs in as the student at the page's size, plays the MCQ with the mouse (wrong pick, then right), submits. */
async function playAndSubmit(page: Page, student: E2EStudent, homeworkId: number): Promise<void> {
  await signInAsStudent(page, student);
  await page.goto(`/homework/${homeworkId}`);
  await expect(optionNamed(page, 'went')).toBeVisible();
  const area = await page.locator('[data-tracking-area]').boundingBox();
  if (!area) throw new Error('no task area');
  await page.mouse.move(area.x + 20, area.y + 20);
  await glide(page, await centre(page, 'goed'));
  await page.mouse.down();
  await page.mouse.up();
  await expect(optionNamed(page, 'goed')).toBeDisabled();
  await glide(page, await centre(page, 'gone'));
  await glide(page, await centre(page, 'went'));
  await page.mouse.down();
  await page.mouse.up();
  await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/homework$/);
}

async function openReplay(page: Page, student: E2EStudent, homeworkId: number) {
  await signInAsTeacher(page);
  await page.goto(`/students/${student.username}/homework/${homeworkId}`);
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toBeVisible();
  return replay;
}

async function studentAt(browser: Browser, width: number, hasTouch = false) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch });
  return { context, page: await context.newPage() };
}

/** The student's own browser at the running project's size (the phone's taps are touches). */
async function studentLikeProject(browser: Browser) {
  const use = test.info().project.use;
  return studentAt(browser, use.viewport?.width ?? 1280, use.hasTouch === true);
}

/** A press as the project's user makes it: a tap on the phone, a click on the desktop. */
async function press(target: Locator) {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

test.describe('interaction replay (teacher.md sections 2, 4 and 9)', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'records and replays in contexts of its own sizes');
  });

  test('a student’s real mouse movements and clicks replay at 4x: the cursor moves and a click is marked', async ({
    page,
    browser,
  }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], { assignmentDetails: mcqHomework });
    const recorder = await studentAt(browser, 1280);
    await playAndSubmit(recorder.page, student, homework.id);
    await recorder.context.close();

    const replay = await openReplay(page, student, homework.id);
    await expect(page.getByLabel('Task Interaction Data')).toContainText('Clicks2');
    await expect(replay).toContainText(/Cursor movements\d+/);
    // The recording lasts as long as the student took: seconds, more on a busy machine.
    await expect(replay.getByLabel('Replay clock')).toHaveText(/^0:00 \/ 0:[0-5]\d$/);

    // Watch the stage while it plays: the cursor's positions, and the click markers (each shows for
    // only 200 ms of recording, 50 ms at 4x). Read afterwards, as a busy machine may play it all
    // before the test could look.
    await page.evaluate(() => {
      const seen = { clicks: [] as string[], positions: new Set<string>() };
      (window as unknown as { replaySeen: typeof seen }).replaySeen = seen;
      const cursor = document.querySelector<HTMLElement>('[data-testid="replay-cursor"]');
      new MutationObserver(() => {
        for (const marker of document.querySelectorAll('[data-testid="replay-click-marker"]'))
          seen.clicks.push(marker.getAttribute('data-target') ?? '');
        if (cursor) seen.positions.add(cursor.style.transform);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    await replay.getByRole('button', { name: '4x' }).click();
    await expect(replay.getByRole('button', { name: '4x' })).toHaveAttribute('aria-pressed', 'true');
    await replay.getByRole('button', { name: 'Play' }).click();
    await expect(replay.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 10_000 });
    const seen = await page.evaluate(() => {
      const { clicks, positions } = (
        window as unknown as { replaySeen: { clicks: string[]; positions: Set<string> } }
      ).replaySeen;
      return { clicks, positions: positions.size };
    });
    // The cursor moved through many places (the student glided over three options).
    expect(seen.positions).toBeGreaterThan(5);
    // At 4x a marker lives ~50 ms of wall time, less than a frame on a busy machine; a click passed
    // between two frames is marked on the later one, so both clicks are seen, and no other.
    expect(new Set(seen.clicks)).toEqual(new Set(['option:0', 'option:1']));
    await expect(replay.getByLabel('Replay clock')).toHaveText(/^(0:[0-5]\d) \/ \1$/);

    await replay.getByRole('button', { name: 'Reset' }).click();
    await expect(replay.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '0');
  });

  test('recorded at 390 px wide, replayed at 1280 px: the cursor is over the same option', async ({
    page,
    browser,
  }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], { assignmentDetails: mcqHomework });
    const phone = await studentAt(browser, 390);
    await playAndSubmit(phone.page, student, homework.id);
    await phone.context.close();

    expect(page.viewportSize()?.width).toBe(1280);
    const replay = await openReplay(page, student, homework.id);
    // The end of the recording: the pointer rested on option:1 ('went'), the last one clicked.
    const slider = replay.getByRole('slider', { name: 'Seek' });
    await slider.focus();
    await page.keyboard.press('End');
    const cursorBox = await page.getByTestId('replay-cursor').boundingBox();
    const optionBox = await option(page, 1).boundingBox();
    const otherBox = await option(page, 2).boundingBox();
    if (!cursorBox || !optionBox || !otherBox) throw new Error('missing boxes');
    // On the desktop the options sit in two columns, so a plain scale of the phone's column would miss.
    expect(otherBox.y).toBeGreaterThan(optionBox.y);
    expect(cursorBox.x).toBeGreaterThanOrEqual(optionBox.x);
    expect(cursorBox.x).toBeLessThanOrEqual(optionBox.x + optionBox.width);
    expect(cursorBox.y).toBeGreaterThanOrEqual(optionBox.y);
    expect(cursorBox.y).toBeLessThanOrEqual(optionBox.y + optionBox.height);
  });
});

test.describe('replay marks', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'records and replays in contexts of its own sizes');
  });

  test('the seek bar marks the wrong pick and the right click; pressing a mark seeks there', async ({
    page,
    browser,
  }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], { assignmentDetails: mcqHomework });
    const recorder = await studentAt(browser, 1280);
    await playAndSubmit(recorder.page, student, homework.id);
    await recorder.context.close();

    const replay = await openReplay(page, student, homework.id);
    const marks = replay.getByRole('group', { name: 'Replay marks' });
    const wrong = marks.getByRole('button', { name: /^Wrong answer at \d:\d\d$/ });
    await expect(wrong).toHaveCount(1);
    await expect(marks.getByRole('button', { name: /^Click at \d:\d\d$/ }).first()).toBeVisible();
    const at = ((await wrong.getAttribute('aria-label')) ?? '').replace('Wrong answer at ', '');
    await wrong.click();
    await expect(replay.getByLabel('Replay clock')).toHaveText(new RegExp(`^${at} / `));
    await expect(replay.getByRole('list', { name: 'Marks legend' })).toContainText('Wrong answer');
  });
});

/** axe's WCAG 2.2 A and AA rules (label-content-name-mismatch too) on the page as it is. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** One scramble: 'I go home' is right. */
const scrambleHomework = {
  totalPoints: 6,
  passingScore: 3,
  instructions: 'Order the words.',
  tasks: [
    {
      id: 's1',
      type: 'sequence_task',
      question: 'Put the words in order.',
      items: ['home', 'I', 'go'],
      correctOrder: ['I', 'go', 'home'],
      points: 6,
    },
  ],
};

/** One typed fill-in-the-blanks task: 'goes' fills the gap. */
const gapsHomework = {
  totalPoints: 4,
  passingScore: 2,
  instructions: 'Fill the gap.',
  tasks: [
    {
      id: 'g1',
      type: 'fill_blanks',
      question: 'Complete the sentence.',
      text: 'She ___ to school by bus.',
      blanks: [{ answers: ['goes'] }],
      points: 4,
    },
  ],
};

/** The words placed on the replay's stage, in order. */
const stagePlaced = (replay: Locator) => replay.locator('[data-replay-stage] [data-track^="placed:"]');

/** The teacher's replay of the student's one task, at the project's size. */
async function openOwnReplay(page: Page, student: E2EStudent, homeworkId: number) {
  const replay = await openReplay(page, student, homeworkId);
  await replay.scrollIntoViewIfNeeded();
  return replay;
}

test.describe('the replay re-enacts the task (issue 29, item 7)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('at a chosen moment the stage shows the words the student had placed then; the wrong check is marked', async ({
    page,
    browser,
  }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], { assignmentDetails: scrambleHomework });
    const recorder = await studentLikeProject(browser);
    const player = recorder.page;
    await signInAsStudent(player, student);
    await player.goto(`/homework/${homework.id}`);
    const bank = player.getByRole('list', { name: 'Items to place' });
    const answer = player.getByRole('list', { name: 'Your answer' });
    const word = (text: string) => bank.getByRole('button', { name: text, exact: true });
    // home, I, go: checked, not right; Reset; then I, go, home: right.
    for (const [i, text] of ['home', 'I', 'go'].entries()) {
      await press(word(text));
      await expect(answer.getByRole('listitem')).toHaveCount(i + 1);
      await player.waitForTimeout(400);
    }
    await press(player.getByRole('button', { name: 'Check' }));
    await expect(player.getByText('Not quite. Try again!')).toBeVisible();
    await player.waitForTimeout(400);
    await press(player.getByRole('button', { name: 'Reset' }));
    await expect(answer.getByRole('listitem')).toHaveCount(0);
    for (const text of ['I', 'go', 'home']) {
      await player.waitForTimeout(400);
      await press(word(text));
    }
    await press(player.getByRole('button', { name: 'Check' }));
    await expect(player.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await player.waitForTimeout(300);
    await press(player.getByRole('button', { name: 'Submit' }));
    await expect(player.getByRole('button', { name: 'Submit' })).toBeHidden();
    await recorder.context.close();

    const replay = await openOwnReplay(page, student, homework.id);
    const steps = replay.getByText(/^As the student saw it: \d+ of 9 steps done$/);
    // At the start: nothing placed, the whole bank there.
    await expect(steps).toHaveText('As the student saw it: 0 of 9 steps done');
    await expect(stagePlaced(replay)).toHaveCount(0);
    await expect(replay.locator('[data-replay-stage] [data-track^="item:"]')).toHaveCount(3);
    // The second press's mark: 'I' pressed in the bank, after 'home'; one step on, it is placed.
    const marks = replay.getByRole('group', { name: 'Replay marks' });
    const clicks = marks.getByRole('button', { name: /^Click at \d:\d\d$/ });
    const slider = replay.getByRole('slider', { name: 'Seek' });
    await clicks.nth(1).click();
    await expect(steps).toHaveText('As the student saw it: 1 of 9 steps done');
    await expect(stagePlaced(replay)).toHaveText(['home']);
    await expect(replay.getByTestId('replay-click-marker')).toHaveAttribute('data-target', 'item:1');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(steps).toHaveText('As the student saw it: 2 of 9 steps done');
    await expect(stagePlaced(replay)).toHaveText(['home', 'I']);
    await expect(replay.locator('[data-replay-stage] [data-track^="item:"]')).toHaveText(['go']);
    // The wrong check has a mark of its own, in the legend too: at it, the three words checked.
    const wrongCheck = marks.getByRole('button', { name: /^Wrong check at \d:\d\d$/ });
    await expect(wrongCheck).toHaveCount(1);
    await expect(replay.getByRole('list', { name: 'Marks legend' })).toContainText('Wrong check');
    await wrongCheck.click();
    await expect(steps).toHaveText('As the student saw it: 4 of 9 steps done');
    await expect(stagePlaced(replay)).toHaveText(['home', 'I', 'go']);
    // A step before, the Check press is drawn on the Check button the student saw.
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(steps).toHaveText('As the student saw it: 3 of 9 steps done');
    const marker = replay.getByTestId('replay-click-marker');
    await expect(marker).toHaveAttribute('data-target', 'check');
    const check = replay.locator('[data-replay-stage] [data-track="check"]');
    const [markerBox, checkBox] = [await marker.boundingBox(), await check.boundingBox()];
    if (!markerBox || !checkBox) throw new Error('missing boxes');
    const centre = { x: markerBox.x + markerBox.width / 2, y: markerBox.y + markerBox.height / 2 };
    expect(centre.x).toBeGreaterThanOrEqual(checkBox.x - 1);
    expect(centre.x).toBeLessThanOrEqual(checkBox.x + checkBox.width + 1);
    expect(centre.y).toBeGreaterThanOrEqual(checkBox.y - 1);
    expect(centre.y).toBeLessThanOrEqual(checkBox.y + checkBox.height + 1);
    // The replay at this moment, in both themes: no axe violations.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await violations(page), `replay in the ${colorScheme} theme`).toEqual([]);
    }
    // At the end: the right order.
    await slider.focus();
    await page.keyboard.press('End');
    await expect(steps).toHaveText('As the student saw it: 9 of 9 steps done');
    await expect(stagePlaced(replay)).toHaveText(['I', 'go', 'home']);
    // Nothing on the stage can be pressed or focused.
    await expect(replay.locator('[data-replay-stage] [inert]')).toHaveCount(1);
  });

  test('fill in the blanks: the gap holds the wrong word at its mark, then the right one', async ({
    page,
    browser,
  }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], { assignmentDetails: gapsHomework });
    const recorder = await studentLikeProject(browser);
    const player = recorder.page;
    await signInAsStudent(player, student);
    await player.goto(`/homework/${homework.id}`);
    const gap = player.getByRole('textbox', { name: /^Gap 1\b/ });
    await press(gap);
    await gap.fill('go');
    await gap.press('Enter');
    await expect(player.getByRole('textbox', { name: 'Gap 1, wrong' })).toBeVisible();
    await player.waitForTimeout(1_200);
    await gap.fill('goes');
    await gap.press('Enter');
    await expect(gap).toBeHidden();
    await player.waitForTimeout(300);
    await press(player.getByRole('button', { name: 'Submit' }));
    await expect(player.getByRole('button', { name: 'Submit' })).toBeHidden();
    await recorder.context.close();

    const replay = await openOwnReplay(page, student, homework.id);
    const stageGap = replay.locator('[data-replay-stage] [data-track="gap:0"]');
    const steps = replay.getByText(/^As the student saw it: \d+ of 2 steps done$/);
    await expect(steps).toHaveText('As the student saw it: 0 of 2 steps done');
    await expect(stageGap).toHaveValue('');
    // The wrong answer was sent with Enter (no press): its mark stands on its own, from the log.
    const wrong = replay
      .getByRole('group', { name: 'Replay marks' })
      .getByRole('button', { name: /^Wrong answer at \d:\d\d$/ });
    await expect(wrong).toHaveCount(1);
    await wrong.click();
    await expect(steps).toHaveText('As the student saw it: 1 of 2 steps done');
    await expect(stageGap).toHaveValue('go');
    await expect(stageGap).toHaveAttribute('aria-invalid', 'true');
    const slider = replay.getByRole('slider', { name: 'Seek' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(steps).toHaveText('As the student saw it: 2 of 2 steps done');
    await expect(stageGap).toHaveText(/goes/);
  });
});
