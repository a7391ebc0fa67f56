import { expect, type Page } from '@playwright/test';
import { createStudent } from './support/api';
import {
  answerFindMistakes,
  answerMcq,
  answerSequence,
  everyTypeHomeworkDetails,
  playerTest as test,
  questionHeading,
  serverResponses,
} from './support/player-homework';
import { createHomework } from './support/teacher-homework';
import { signInAsTeacher } from './support/users';

/** The answer of the next preview check the page sends. */
function nextPreviewCheck(page: Page) {
  return page.waitForResponse((response) =>
    /\/api\/teacher\/homework\/\d+\/preview\/check$/.test(response.url()),
  );
}

test('the teacher previews a homework as a student: checked by the server, a result and the review, nothing saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent({ firstName: 'Tia' });
  const details = everyTypeHomeworkDetails();
  const why = 'The text says Maria walks to work.';
  const homework = await createHomework([student.username], {
    title: 'Tried first',
    assignmentDetails: {
      ...details,
      tasks: details.tasks.map((task) => (task.id === 'b1' ? { ...task, explanation: why } : task)),
    },
  });
  await signInAsTeacher(page);
  // No call of the student's (check, auto-save, submit, activity) is made by the preview.
  const studentCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/student\/(homework|activity)/.test(request.url())) studentCalls.push(request.url());
  });
  await page.goto(`/students/${student.username}/homework/${homework.id}`);
  const copy = page.waitForResponse((response) =>
    response.url().endsWith(`/api/teacher/homework/${homework.id}/preview`),
  );
  await page.getByRole('button', { name: 'Try it as a student' }).click();
  await expect(page.getByText('each answer checked by the server', { exact: false })).toBeVisible();
  // The page gets the student's copy: neither the key nor the explanation is in it yet.
  const sent = JSON.stringify(await (await copy).json());
  expect(sent).not.toContain('correctAnswer');
  expect(sent).not.toContain(why);

  // A wrong answer: the server says so, and only its answer brings the right one to the page.
  const checked = nextPreviewCheck(page);
  await page.getByRole('button', { name: 'True' }).click();
  const answer = await (await checked).json();
  expect(answer.taskResponse).toMatchObject({ taskId: 'b1', score: 0, isCorrect: false, completed: true });
  expect(answer.task).toMatchObject({ correctAnswer: false });
  await expect(page.getByText('Not quite.')).toBeVisible();
  // The task is finished: its explanation shows as a student sees it.
  await expect(page.getByRole('region', { name: 'Why' })).toContainText(why);

  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(questionHeading(page, 2)).toBeVisible();
  await answerMcq(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerSequence(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerFindMistakes(page);

  // Submit ends on the student's result, with the server's totals, then the review.
  const totals = page.waitForResponse((response) => response.url().endsWith('/preview/result'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = await (await totals).json();
  expect(result.score).toBeLessThan(28);
  const summary = page.getByRole('region', { name: '“Tried first” submitted' });
  await expect(summary).toContainText(`Your score: ${result.score} / 28 (${result.percentage}%)`);
  await summary.getByRole('button', { name: 'See results' }).click();
  const perQuestion = page.getByRole('navigation', { name: 'Points per question' });
  await expect(perQuestion.getByRole('link', { name: /^Q1: 0\/4/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 4 of 4', level: 3 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why' })).toContainText(why);
  await expect(page.getByText(`${result.score} / 28`, { exact: true })).toBeVisible();

  // Nothing reached the student's record or the browser's storage, and the teacher's views still
  // say not started.
  expect(await serverResponses(student, homework.id)).toEqual({});
  expect(studentCalls).toEqual([]);
  const kept = await page.evaluate(() => Object.keys(localStorage));
  expect(
    kept.filter((key) => /progress|outbox|tracking/i.test(key) || key.includes(String(homework.id))),
  ).toEqual([]);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(questionHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'True' })).toBeEnabled();
  await page.goto(`/students/${student.username}/homework`);
  const card = page.getByRole('link', { name: /Tried first/ });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Tried first progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
});

test('the manager offers the same preview on each homework, in a dialog, and the homework stays not started', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent({ firstName: 'Uma' });
  const homework = await createHomework([student.username], {
    title: 'Tried from the manager',
    assignmentDetails: everyTypeHomeworkDetails(),
  });
  await signInAsTeacher(page);
  await page.goto('/teacher/json-manager');
  await page.getByRole('button', { name: new RegExp(`@${student.username}\\b`) }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: homework.title }) });
  await row.getByRole('button', { name: 'Try as a student' }).click();
  const dialog = page.getByRole('dialog', { name: `Try “${homework.title}” as a student` });
  await expect(dialog).toBeVisible();
  const checked = nextPreviewCheck(page);
  await dialog.getByRole('button', { name: 'False' }).click();
  expect((await (await checked).json()).taskResponse).toMatchObject({ score: 4, isCorrect: true });
  await expect(dialog.getByText('Correct!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next question' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await serverResponses(student, homework.id)).toEqual({});
  await expect(row.getByText('Not Started')).toBeVisible();
});
