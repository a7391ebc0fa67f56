import { expect, type Page } from '@playwright/test';
import { createStudent } from './support/api';
import { optionNamed, playerTest as test, questionHeading } from './support/player-homework';
import { createHomework } from './support/teacher-homework';
import { signInAsStudent } from './support/users';

// The tutor's explanation of a task: the student reads it under the task once they have finished it
// (right, or out of options), never before, and again in the review of the submitted homework.

const details = {
  totalPoints: 8,
  passingScore: 4,
  instructions: '',
  tasks: [
    {
      id: 'art',
      type: 'mcq_1',
      question: 'Choose the article.',
      sentence: 'I waited for ___ hour.',
      options: ['a', 'an', 'the'],
      correctAnswer: 'an',
      points: 4,
      explanation: 'We say "an" before a vowel sound, not a vowel letter.',
      optionExplanations: {
        a: '"a" goes before a consonant sound.',
        an: '"hour" starts with a vowel sound.',
      },
    },
    {
      id: 'tf',
      type: 'binary_task',
      question: 'Read the text. Is the statement true?',
      passage: 'Tom has a red bike.',
      statement: 'Tom has a blue bike.',
      correctAnswer: false,
      points: 4,
      explanation: 'The text says his bike is red.',
    },
  ],
};

const why = (page: Page) => page.getByRole('region', { name: 'Why' });

test.describe('explanations', () => {
  test.describe.configure({ timeout: 90_000 });

  test('show under a task only once it is finished, and in the review', async ({ page }) => {
    const student = await createStudent();
    const homework = await createHomework([student.username], {
      title: 'Articles',
      assignmentDetails: details,
    });
    await signInAsStudent(page, student);
    await page.goto(`/homework/${homework.id}`);
    await expect(questionHeading(page, 1, 2)).toBeVisible();
    await expect(why(page)).toHaveCount(0);

    // A wrong pick: the task is still open, so nothing explains it yet.
    await optionNamed(page, 'a').click();
    await expect(optionNamed(page, 'a')).toBeDisabled();
    await expect(why(page)).toHaveCount(0);
    await expect(page.getByText('"a" goes before a consonant sound.')).toHaveCount(0);

    // The right pick finishes it: the explanation, and the options picked.
    await optionNamed(page, 'an').click();
    await expect(why(page)).toContainText('We say "an" before a vowel sound, not a vowel letter.');
    await expect(why(page)).toContainText('“a”: "a" goes before a consonant sound.');
    await expect(why(page)).toContainText('“an”: "hour" starts with a vowel sound.');

    // The next task: a wrong answer finishes a true/false task too.
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(questionHeading(page, 2, 2)).toBeVisible();
    await expect(why(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'True', exact: true }).click();
    await expect(why(page)).toContainText('The text says his bike is red.');

    // Back to the first after a reload: a finished task keeps its explanation.
    await page.reload();
    await page.getByRole('button', { name: /^Question 1,/ }).click();
    await expect(why(page)).toContainText('We say "an" before a vowel sound');

    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/homework$/);

    // The review shows every explanation, each under its task.
    await page.goto(`/homework/${homework.id}`);
    const reviewed = page.getByRole('region', { name: 'Why' });
    await expect(reviewed).toHaveCount(2);
    await expect(reviewed.nth(0)).toContainText('“an”: "hour" starts with a vowel sound.');
    await expect(reviewed.nth(1)).toContainText('The text says his bike is red.');
  });
});
