import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaDocsDialog } from './schema-docs-dialog';

describe('Schema Docs: answer keys and limits', () => {
  it('says a missing or unmatched key is refused and lists the caps the server enforces', () => {
    render(<SchemaDocsDialog open onOpenChange={() => undefined} />);
    const heading = screen.getByRole('heading', { name: 'Answer keys and limits' });
    const section = heading.closest('section') as HTMLElement;
    expect(section).toHaveTextContent('capital letters count: "An" is not "an"');
    const caps = within(section).getByRole('list', { name: 'Limits of one homework' });
    expect(
      within(caps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'at most 200 tasks;',
      'at most 20 options in a multiple-choice task or a fix step;',
      'at most 50 items in a sequence, and 50 fix steps;',
      'at most 500 words in any text, a find-the-mistakes text counted whole;',
      'at most 2,000 characters in any text field;',
      'at most 1 MB for the whole homework.',
    ]);
  });
});
