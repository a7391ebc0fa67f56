import { createStudent, uniqueSuffix } from './support/api';
import { expect, test } from './support/fixtures';
import { signInAsTeacher } from './support/users';

// A tutor pastes JSON from a word processor: the dialog says where it stops parsing, fixes curly
// quotes and the trailing comma in one click each, refuses a key that names no option (with the
// task, the field and the near match), and saves once the key is right.

const pasted = (title: string, key: string) =>
  [
    '{',
    `  "title": "${title}",`,
    '  \u201cinstructions\u201d: \u201cPick one.\u201d,',
    '  "tasks": [',
    `    { "id": "art", "type": "mcq_1", "sentence": "I ate ___ apple.", "options": ["a", "an"], "correctAnswer": "${key}", "points": 2 },`,
    '  ]',
    '}',
  ].join('\n');

test('the JSON box names the line and column, offers the one-click fixes and refuses a key that is no option', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const mia = await createStudent({ firstName: 'Mia' });
  const title = `Articles ${uniqueSuffix()}`;
  await signInAsTeacher(page);
  await page.goto('/teacher/json-manager');
  await page.getByRole('button', { name: new RegExp(`@${mia.username}\\b`) }).click();
  await page.getByRole('button', { name: 'Create Homework', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Homework for Mia' });
  const box = dialog.getByLabel('Assignment JSON');
  await box.fill(pasted(title, 'An'));

  const place = dialog.getByRole('region', { name: 'Where the JSON stops' });
  await expect(place).toContainText(
    'Line 3, column 3: “\u201c” is a curly quote; JSON needs straight quotes (")',
  );
  await expect(place).toContainText('3 | \u201cinstructions\u201d: \u201cPick one.\u201d,');
  await place.getByRole('button', { name: 'Replace curly quotes with straight quotes' }).click();
  await expect(place).toContainText('Line 6, column 3: a comma before ] must be removed (trailing comma)');
  await place.getByRole('button', { name: 'Remove trailing commas' }).click();
  await expect(place).toBeHidden();

  const problems = dialog.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText(
    'tasks[0].correctAnswer task "art": correctAnswer "An" is not one of the options; did you mean "an"?',
  );
  const createButton = dialog.getByRole('button', { name: 'Create Homework', exact: true });
  await expect(createButton).toBeDisabled();

  await box.fill((await box.inputValue()).replace('"correctAnswer": "An"', '"correctAnswer": "an"'));
  await expect(problems).toBeHidden();
  await createButton.click();
  await expect(page.getByText('Homework created successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
