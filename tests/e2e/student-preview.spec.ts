import { expect } from '@playwright/test';
import { createStudent } from './support/api';
import {
  answerBinary,
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

test('the teacher tries a homework as a student: the same tasks and checks, a result, and nothing saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent({ firstName: 'Tia' });
  const homework = await createHomework([student.username], {
    title: 'Tried first',
    assignmentDetails: everyTypeHomeworkDetails(),
  });
  await signInAsTeacher(page);
  await page.goto(`/students/${student.username}/homework/${homework.id}`);
  await page.getByRole('button', { name: 'Try it as a student' }).click();
  await expect(page.getByText('Nothing is saved or sent to the student.', { exact: false })).toBeVisible();
  await answerBinary(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(questionHeading(page, 2)).toBeVisible();
  await answerMcq(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerSequence(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerFindMistakes(page);
  await page.getByRole('button', { name: 'Finish and see the result' }).click();
  await expect(page.getByText(/A student playing this way would score \d+ \/ \d+ \(\d+%\)/)).toBeVisible();
  // Nothing reached the student's record.
  expect(await serverResponses(student, homework.id)).toEqual({});
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(questionHeading(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Show the answer key' }).click();
  await expect(page.getByRole('button', { name: 'Try it as a student' })).toBeVisible();
});

test('the manager offers the same try-out on each homework, in a dialog', async ({ page }) => {
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
  await answerBinary(page);
  await expect(dialog.getByRole('button', { name: 'Next question' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await serverResponses(student, homework.id)).toEqual({});
});
