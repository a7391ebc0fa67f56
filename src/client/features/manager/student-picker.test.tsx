import type { TeacherStudent } from '#contract/teacher';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { gradesOf, StudentPicker } from './student-picker';

function student(id: number, firstName: string, gradeLevel: string | null): TeacherStudent {
  return {
    id,
    username: `${firstName.toLowerCase()}${id}`,
    firstName,
    lastName: 'Class',
    email: `${firstName.toLowerCase()}@example.test`,
    gradeLevel,
    additionalNotes: null,
    isFrozen: id === 4,
    temporaryPassword: false,
    updatedAt: null,
    assignmentCount: 0,
    progress: {
      averageScore: 0,
      completedAssignments: 0,
      pendingAssignments: 0,
      totalAssignments: 0,
      totalEngagementTime: 0,
    },
  };
}

const students = [
  student(1, 'Ana', 'Grade 7'),
  student(2, 'Ben', 'Grade 10'),
  student(3, 'Cleo', 'Grade 7'),
  student(4, 'Dan', null),
];

/** The picker with its selection kept here; `seen` holds every selection it reported. */
function Harness({ locked, seen }: { locked?: Set<number>; seen: number[][] }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <StudentPicker
      label="Students"
      students={students}
      selected={selected}
      locked={locked}
      onChange={(next) => {
        seen.push([...next].sort());
        setSelected(next);
      }}
    />
  );
}

describe('choosing many students', { timeout: 30_000 }, () => {
  it('orders the grades by number with the students without one last', () => {
    expect(gradesOf(students)).toEqual([
      { grade: 'Grade 7', count: 2 },
      { grade: 'Grade 10', count: 1 },
      { grade: 'No grade', count: 1 },
    ]);
  });

  it('selects a whole grade, then all, and a search narrows what Select all takes', async () => {
    const user = userEvent.setup();
    const seen: number[][] = [];
    render(<Harness seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Grade 7 (2)' }));
    expect(seen.at(-1)).toEqual([1, 3]);
    expect(screen.getByRole('button', { name: 'Grade 7 (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    // Pressed again, the grade is let go.
    await user.click(screen.getByRole('button', { name: 'Grade 7 (2)' }));
    expect(seen.at(-1)).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'ben');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByLabelText('Select all 1 found'));
    expect(seen.at(-1)).toEqual([2]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search students' }));
    await user.click(screen.getByLabelText('Select all'));
    expect(seen.at(-1)).toEqual([1, 2, 3, 4]);
    expect(screen.getByText('Frozen')).toBeInTheDocument();
  });

  it('shows students who have it already as checked and never chooses them again', async () => {
    const user = userEvent.setup();
    const seen: number[][] = [];
    render(<Harness seen={seen} locked={new Set([1])} />);
    expect(screen.getByLabelText(/^Ana Class/)).toBeChecked();
    expect(screen.getByLabelText(/^Ana Class/)).toBeDisabled();
    await user.click(screen.getByLabelText('Select all'));
    expect(seen.at(-1)).toEqual([2, 3, 4]);
    await user.click(screen.getByRole('button', { name: 'Grade 7 (2)' }));
    // Cleo was chosen already and Ana has it: the grade counts as chosen, so pressing it lets Cleo go.
    expect(seen.at(-1)).toEqual([2, 4]);
  });
});
