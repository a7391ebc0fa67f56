import { createStudent } from './support/api';
import {
  answerBinary,
  answerFindMistakes,
  answerMcq,
  answerSequence,
  everyTypeHomeworkDetails,
  optionNamed,
  playerTest as test,
  questionHeading,
  serverResponses,
  wordNamed,
} from './support/player-homework';
import { expect } from '@playwright/test';
import { untilArrowsMoveTheDrag } from './support/drag';
import { createHomework } from './support/teacher-homework';
import { signInAsStudent, signInAsTeacher } from './support/users';

async function setUp(page: import('@playwright/test').Page) {
  const student = await createStudent();
  const homework = await createHomework([student.username], {
    title: 'Every task type',
    assignmentDetails: everyTypeHomeworkDetails(),
  });
  await signInAsStudent(page, student);
  await page.goto(`/homework/${homework.id}`);
  await expect(questionHeading(page, 1)).toBeVisible();
  return { student, homework };
}

const nextButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Next question' });

test.describe('homework player (spec sections 2, 4, 7, 8, 9)', () => {
  // Each test creates its own student and homework through the API (password hashing is deliberately slow).
  test.describe.configure({ timeout: 90_000 });

  test('plays a homework with every task type to Submit, then opens the review', async ({ page }) => {
    const { homework } = await setUp(page);
    await expect(page.getByRole('heading', { name: 'Every task type', level: 1 })).toBeVisible();
    // Next is allowed only once the current task is done; later dots are locked.
    await expect(nextButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Question 3, not started, locked' })).toBeDisabled();
    await answerBinary(page);
    await nextButton(page).click();
    await expect(questionHeading(page, 2)).toBeVisible();
    await answerMcq(page);
    await nextButton(page).click();
    await answerSequence(page);
    // Previous goes back; the dot of a finished task reopens it.
    await page.getByRole('button', { name: 'Previous question' }).click();
    await expect(questionHeading(page, 2)).toBeVisible();
    await page.getByRole('button', { name: /^Question 3,/ }).click();
    await expect(questionHeading(page, 3)).toBeVisible();
    await nextButton(page).click();
    await expect(questionHeading(page, 4)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await answerFindMistakes(page);
    await expect(page.getByText(/^All tasks are done\. Ready to submit/)).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Homework Submitted', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your homework has been submitted successfully!', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/homework$/);

    // The list Submit returns to leads with the result, and from it to the review.
    const result = page.getByRole('region', { name: '“Every task type” submitted' });
    await expect(result).toContainText(/Your score: \d+ \/ \d+ \(\d+%\) · (Passed|Not passed)/);
    const [, score, total] = (await result.textContent())?.match(/(\d+) \/ (\d+)/) ?? [];
    await result.getByRole('link', { name: 'See results' }).click();
    await expect(page).toHaveURL(new RegExp(`/homework/${homework.id}$`));
    await expect(page.getByText(`${score} / ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Passing score: \d+ \/ \d+$/)).toBeVisible();
    const perQuestion = page.getByRole('navigation', { name: 'Points per question' });
    await expect(perQuestion.getByRole('link')).toHaveCount(4);
    await page.getByRole('link', { name: 'Your homework list' }).click();
    await expect(page).toHaveURL(/\/homework$/);

    // The review of the completed homework, opened afresh.
    await page.goto(`/homework/${homework.id}`);
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByText('Score', { exact: true })).toBeVisible();
    await expect(page.getByText('Percentage', { exact: true })).toBeVisible();
    await expect(page.getByText('Time Spent', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+m \d+s$/)).toBeVisible();
    for (const n of [1, 2, 3, 4]) await expect(questionHeading(page, n)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Correct order' })).toBeVisible();
    // Read-only: no control of a task can be used.
    expect(await page.locator('[data-track]:enabled').count()).toBe(0);
  });

  test('a reload in the middle resumes at the first unfinished task', async ({ page }) => {
    const { student, homework } = await setUp(page);
    await answerBinary(page);
    await nextButton(page).click();
    await answerMcq(page);
    await nextButton(page).click();
    await wordNamed(page, 'I').click();
    await expect
      .poll(async () => Object.keys(await serverResponses(student, homework.id)).sort())
      .toEqual(['b1', 'm1', 's1']);
    await page.reload();
    await expect(questionHeading(page, 3)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Question 3,/ })).toHaveAttribute('aria-current', 'step');
    // The partial order survived too.
    await expect(page.locator('[data-track="placed:0"]')).toHaveText('I');
    await page.getByRole('button', { name: 'Previous question' }).click();
    await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
  });

  test('an answer given offline is kept, said to be checked when back online, and checked then', async ({
    page,
    context,
  }) => {
    const { student, homework } = await setUp(page);
    await answerBinary(page);
    await nextButton(page).click();
    await context.setOffline(true);
    await optionNamed(page, 'goed').click();
    // Pressed at once; the outcome waits for the server, which cannot be reached.
    await expect(optionNamed(page, 'goed')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/checking when you're back online/)).toBeVisible();
    // One calm message in place; no error toast covers the page while the answer waits.
    await expect(page.getByText('Auto-save failed', { exact: true })).toHaveCount(0);
    expect((await serverResponses(student, homework.id)).m1).toBeUndefined();
    await context.setOffline(false);
    await expect(optionNamed(page, 'goed')).toHaveAccessibleName(/^[A-Z] goed \(wrong\)$/);
    await expect(page.getByText(/checking when you're back online/)).toHaveCount(0);
    await optionNamed(page, 'went').click();
    await expect(optionNamed(page, 'went')).toHaveAccessibleName(/^[A-Z] went \(correct\)$/);
    const m1 = (await serverResponses(student, homework.id)).m1;
    expect(m1?.selectedAnswers).toEqual(['goed', 'went']);
    expect(m1?.completed).toBe(true);
  });

  test('offline, the student goes on through two tasks; both outcomes appear once back online', async ({
    page,
    context,
  }) => {
    const { student, homework } = await setUp(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'False' }).click();
    await expect(page.getByText(/checking when you're back online/)).toBeVisible();
    // The answer waits, and the student is not held at this task.
    await nextButton(page).click();
    await expect(questionHeading(page, 2)).toBeVisible();
    await optionNamed(page, 'went').click();
    await expect(page.getByText(/checking when you're back online/)).toBeVisible();
    await expect(page.getByText('Auto-save failed', { exact: true })).toHaveCount(0);
    expect(await serverResponses(student, homework.id)).toEqual({});

    await context.setOffline(false);
    await expect(optionNamed(page, 'went')).toHaveAccessibleName(/went \(correct\)$/);
    await expect(page.getByText(/checking when you're back online/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous question' }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect
      .poll(async () => Object.keys(await serverResponses(student, homework.id)).sort())
      .toEqual(['b1', 'm1']);
  });

  test('a sequence is built and reordered with the keyboard alone', async ({ page }) => {
    const student = await createStudent();
    const sequence = everyTypeHomeworkDetails().tasks.find((t) => t.type === 'sequence_task');
    const homework = await createHomework([student.username], {
      title: 'Keyboard order',
      assignmentDetails: { instructions: '', tasks: [sequence] },
    });
    await signInAsStudent(page, student);
    await page.goto(`/homework/${homework.id}`);
    // Items: tea, I, like. Place "I", "tea", "like" with Enter, then drag "tea" one step right with the keyboard.
    for (const word of ['I', 'tea', 'like']) {
      await wordNamed(page, word).focus();
      await page.keyboard.press('Enter');
    }
    const placed = page.getByRole('list', { name: 'Your answer' }).getByRole('listitem');
    await expect(placed).toHaveText(['I', 'tea', 'like']);
    const handle = page.locator('[data-track="drag:1"]');
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up (dnd-kit marks the handle pressed) before it is moved.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await untilArrowsMoveTheDrag(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('tea is now at position 3 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(placed).toHaveText(['I', 'like', 'tea']);
    await page.getByRole('button', { name: 'Check' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  test('a placed item is dragged to a new place with the pointer', async ({ page }) => {
    const student = await createStudent();
    const sequence = everyTypeHomeworkDetails().tasks.find((t) => t.type === 'sequence_task');
    const homework = await createHomework([student.username], {
      title: 'Pointer order',
      assignmentDetails: { instructions: '', tasks: [sequence] },
    });
    await signInAsStudent(page, student);
    await page.goto(`/homework/${homework.id}`);
    for (const word of ['I', 'tea', 'like']) await wordNamed(page, word).click();
    const placed = page.getByRole('list', { name: 'Your answer' }).getByRole('listitem');
    await expect(placed).toHaveText(['I', 'tea', 'like']);
    const from = await page.locator('[data-track="drag:1"]').boundingBox();
    const to = await page.locator('[data-track="placed:2"]').boundingBox();
    if (!from || !to) throw new Error('the chips are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the 6 px activation distance, then onto the last chip in small steps.
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width - 4, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(placed).toHaveText(['I', 'like', 'tea']);
  });

  test('a wrong check stays counted after Reset: on the meter, in the score and in the teacher’s review', async ({
    page,
  }) => {
    const student = await createStudent();
    const sequence = everyTypeHomeworkDetails().tasks.find((t) => t.type === 'sequence_task');
    const homework = await createHomework([student.username], {
      title: 'Scramble penalty',
      assignmentDetails: { instructions: '', passingScore: 1, tasks: [sequence] },
    });
    await signInAsStudent(page, student);
    await page.goto(`/homework/${homework.id}`);
    const check = page.getByRole('button', { name: 'Check' });
    await expect(page.getByRole('img', { name: '6 of 6 points left' })).toBeVisible();
    for (const word of ['tea', 'I', 'like']) await wordNamed(page, word).click();
    await check.click();
    await expect(page.getByText('Not quite. Try again!')).toBeVisible();
    await expect(page.getByRole('img', { name: '4 of 6 points left' })).toBeVisible();
    // Reset, then the right order: the wrong check is not forgotten.
    await page.getByRole('button', { name: 'Reset' }).click();
    for (const word of ['I', 'like', 'tea']) await wordNamed(page, word).click();
    await expect(page.getByRole('img', { name: '4 of 6 points left' })).toBeVisible();
    await check.click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect(page.getByRole('img', { name: '4 of 6 points earned' })).toBeVisible();
    const saved = (await serverResponses(student, homework.id)).s1;
    expect(saved).toMatchObject({ score: 4, checkAttempts: 2, isCorrect: true, completed: true });
    // A reload reads the same state back.
    await page.reload();
    await expect(page.getByRole('img', { name: '4 of 6 points earned' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Homework Submitted', { exact: true })).toBeVisible();
    expect((await serverResponses(student, homework.id)).s1?.score).toBe(4);
    // The teacher's review: 4 of 6 points and two checks.
    await page.context().clearCookies();
    await signInAsTeacher(page);
    await page.goto(`/students/${student.username}/homework/${homework.id}`);
    await expect(page.getByText('4/6 points')).toBeVisible();
    await expect(page.getByText('Checks: 2')).toBeVisible();
  });

  test("a missing homework shows 'Homework Not Found'", async ({ page }) => {
    const student = await createStudent();
    await signInAsStudent(page, student);
    await page.goto('/homework/999999');
    await expect(page.getByRole('heading', { name: 'Homework Not Found', level: 2 })).toBeVisible();
    await expect(page.getByText("The homework assignment you're looking for doesn't exist.")).toBeVisible();
  });
});
