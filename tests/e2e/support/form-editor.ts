import { expect, type Locator } from '@playwright/test';

// Writing homework through the homework dialog's Form tab, as a tutor would, shared by the specs
// that need a homework of every kind made without typing JSON.

/** Fills a homework of all four kinds through the form only; returns the card locator helper. */
export async function writeAllKindsInForm(dialog: Locator) {
  const card = (name: string | RegExp) => dialog.getByRole('listitem', { name });
  await dialog.getByRole('tab', { name: 'Form' }).click();
  await dialog.getByLabel('Instructions').fill('Read each task carefully.');

  await dialog.getByRole('button', { name: 'Add Sentence scramble' }).click();
  await card('Task 1 · Sentence scramble')
    .getByLabel('Sentence in the right order')
    .fill('We went to the beach');

  await dialog.getByRole('button', { name: 'Add Multiple choice' }).click();
  const mcq = card('Task 2 · Multiple choice');
  await mcq.getByLabel('Sentence (optional, ___ marks the gap)').fill('Last summer we ___ to Spain.');
  await mcq.getByLabel('Option 1', { exact: true }).fill('go');
  await mcq.getByLabel('Option 2', { exact: true }).fill('went');
  await mcq.getByRole('button', { name: 'Add option' }).click();
  await mcq.getByLabel('Option 3', { exact: true }).fill('gone');
  await mcq.getByRole('radio', { name: 'Option 2 is right' }).check();

  await dialog.getByRole('button', { name: 'Add True or false' }).click();
  const tf = card('Task 3 · True or false');
  await tf.getByLabel('Passage').fill('Anna missed the bus, so she walked to school.');
  await tf.getByLabel('Statement').fill('Anna took the bus.');
  await tf.getByRole('radio', { name: 'False' }).check();

  await dialog.getByRole('button', { name: 'Add Find the mistakes' }).click();
  const fm = card('Task 4 · Find the mistakes');
  await fm.getByLabel('Students also fix each mistake (choose the correction)').check();
  await fm.getByLabel('Text with the mistakes in it').fill('On Saturday we goed to the beach and swimmed.');
  await fm.getByRole('button', { name: 'goed', exact: true }).click();
  await fm.getByRole('button', { name: 'swimmed', exact: true }).click();
  await expect(fm.getByRole('button', { name: 'goed', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await fm.getByLabel('Correction of “goed”').fill('went');
  await fm.getByLabel('Wrong options for “goed”').fill('goes, gone');
  await fm.getByLabel('Correction of “swimmed”').fill('swam');
  await fm.getByLabel('Wrong options for “swimmed”').fill('swum');
  return card;
}
