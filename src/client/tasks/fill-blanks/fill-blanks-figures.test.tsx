import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FillBlanksFigures } from './fill-blanks-figures';
import { FillBlanksSchemaHelp } from './fill-blanks-schema-help';

describe('fill in the blanks on the teacher’s screens', () => {
  it('the item analysis lists per gap its answer, the right counts and the wrong answers given most', () => {
    render(
      <FillBlanksFigures
        blanks={[
          {
            blank: 0,
            answer: 'goes',
            answered: 4,
            right: 3,
            rightFirstTry: 1,
            wrongAnswers: [
              { text: 'go', students: 2 },
              { text: 'went', students: 1 },
            ],
          },
          { blank: 1, answer: 'comes', answered: 3, right: 3, rightFirstTry: 3, wrongAnswers: [] },
        ]}
      />,
    );
    expect(screen.getByText(/right for 3 of 4, first time for 1/)).toBeInTheDocument();
    const wrong = screen.getByRole('list', { name: 'Wrong answers in gap 1' });
    expect(
      within(wrong)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“go” × 2', '“went” × 1']);
    expect(screen.getByText('No wrong answers.')).toBeInTheDocument();
  });

  it('the Schema Docs entry names the fields, the points and the caps', () => {
    render(<FillBlanksSchemaHelp listClasses="" />);
    expect(screen.getByRole('heading', { name: 'fill_blanks (Fill in the blanks)' })).toBeInTheDocument();
    for (const field of ['text', 'blanks', 'wordBank']) expect(screen.getByText(field)).toBeInTheDocument();
    expect(screen.getByText(/at most 50 gaps and 20 answers a gap/)).toBeInTheDocument();
  });
});
