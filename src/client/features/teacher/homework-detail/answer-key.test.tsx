import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { AssignmentPreview } from './assignment-preview';

describe("the teacher's Assignment Preview of older homework with a task without its key", () => {
  it('warns that the task is skipped for students, names the field and the reason, and counts it 0 points', () => {
    const details = repairAssignmentDetails({
      totalPoints: 12,
      passingScore: 8,
      tasks: [
        { id: 'ok', type: 'binary_task', question: 'True?', statement: 'S', correctAnswer: true, points: 10 },
        {
          id: 'art',
          type: 'mcq_1',
          question: 'Article',
          options: ['a', 'an'],
          correctAnswer: 'An',
          points: 2,
        },
      ],
    });
    render(<AssignmentPreview homeworkId={1} details={details} />);
    const items = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    const keyless = items.find((item) => item.textContent?.includes('Article')) as HTMLElement;
    const note = within(keyless).getByRole('note');
    expect(note).toHaveTextContent('Skipped for students (0 of 0 points): its answer key is missing.');
    expect(note).toHaveTextContent('correctAnswer "An" is not one of the options; did you mean "an"?');
    expect(keyless).toHaveTextContent('0 points');
    const fine = items.find((item) => item.textContent?.includes('True?')) as HTMLElement;
    expect(within(fine).queryByRole('note')).toBeNull();
    expect(screen.getByText(/Passing score: 8\/10/)).toBeInTheDocument();
  });
});
