import type { TeacherHomework } from '#contract/teacher';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';
import { Button } from '../../../ui/button';
import { resetToasts } from '../../../ui/use-toast';
import { HomeworkDialog, type HomeworkDialogMode } from '../homework-dialog';

// A save refused because a repair would change a key the tutor wrote: the form marks the field the
// refusal's path names, on its task's card (aria-invalid, the message beside it), and takes the
// focus there; changing the homework clears the server's marks.

const details = {
  totalPoints: 10,
  passingScore: 6,
  instructions: 'Read carefully.',
  tasks: [
    {
      id: 't1',
      type: 'binary_task',
      question: 'True or false?',
      points: 4,
      passage: 'Tom has a red bike.',
      statement: 'Tom has a blue bike.',
      correctAnswer: false,
    },
    {
      id: 't2',
      type: 'mcq_1',
      question: 'Pick one.',
      sentence: 'She ___ happy.',
      points: 6,
      options: ['is', 'are', 'am'],
      correctAnswer: 'is',
    },
  ],
};

const homework: TeacherHomework = {
  id: 42,
  title: 'Bikes',
  description: '',
  dueDate: null,
  assignedDate: '2030-01-01T00:00:00.000Z',
  createdAt: '2030-01-01T00:00:00.000Z',
  hidden: false,
  assignmentDetails: details,
  students: [{ id: 1, username: 'mia', firstName: 'Mia', lastName: 'Park' }],
  submissions: [],
};

const refusal = 'task "t2": correctAnswer "is" is not one of the options';

function Harness({ mode }: { mode: HomeworkDialogMode }) {
  const [open, setOpen] = useState<HomeworkDialogMode | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(mode)}>Open</Button>
      <HomeworkDialog mode={open} onOpenChange={(next) => (next ? undefined : setOpen(null))} />
    </>
  );
}

function renderDialog(mode: HomeworkDialogMode) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Harness mode={mode} />
    </QueryClientProvider>,
  );
  return user;
}

beforeEach(() => resetToasts());
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('the form marks the field a save is refused at', { timeout: 30_000 }, () => {
  it("marks the server's refused path on its task's card, focuses it, and clears the mark once the homework changes", async () => {
    const server = installTestServer({
      'PUT /api/teacher/homework/42': {
        status: 400,
        body: {
          error: 'VALIDATION_FAILED',
          message: 'The homework was not saved',
          problems: [{ path: 'tasks[1].correctAnswer', message: refusal }],
        },
      },
    });
    const user = renderDialog({ kind: 'edit', homework });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    const mcq = await screen.findByRole(
      'listitem',
      { name: 'Task 2 · Multiple choice' },
      { timeout: 10_000 },
    );
    const binary = screen.getByRole('listitem', { name: 'Task 1 · True or false' });
    const right = within(mcq).getByRole('radio', { name: 'Option 1 is right' });
    expect(right).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Update Homework' }));
    await waitFor(() => expect(right).toHaveAttribute('aria-invalid', 'true'));
    expect(server.mutations()).toHaveLength(1);
    // The message is beside the field and describes it; the focus is on it.
    const options = within(mcq).getByRole('group', { name: 'Options (choose the right one)' });
    expect(options).toHaveAccessibleDescription(refusal);
    expect(within(options).getByText(refusal)).toBeVisible();
    expect(
      within(mcq).getByText('This task cannot be saved as it is: see the field marked below.'),
    ).toBeVisible();
    expect(right).toHaveFocus();
    // The other task is not marked.
    expect(within(binary).queryByText(/cannot be saved/)).toBeNull();
    expect(binary.querySelector('[aria-invalid="true"]')).toBeNull();

    // Choosing another right option changes the homework: the server's mark goes.
    await user.click(within(mcq).getByRole('radio', { name: 'Option 2 is right' }));
    await waitFor(() => expect(right).not.toHaveAttribute('aria-invalid'));
    expect(within(mcq).queryByText(refusal)).toBeNull();
  });

  it('marks what the engine refuses before any save: an answer not among the options, and an order that is not the items', async () => {
    installTestServer();
    const pasted = {
      ...details,
      tasks: [
        { ...details.tasks[1], id: 'a1', options: ['a', 'an'], correctAnswer: 'An' },
        {
          id: 's1',
          type: 'sequence_task',
          question: 'Order',
          items: ['I', 'am'],
          correctOrder: ['I', 'was'],
          points: 4,
        },
      ],
    };
    const user = renderDialog({ kind: 'edit', homework: { ...homework, assignmentDetails: pasted } });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    const mcq = await screen.findByRole(
      'listitem',
      { name: 'Task 1 · Multiple choice' },
      { timeout: 10_000 },
    );
    expect(within(mcq).getByRole('radio', { name: 'Option 1 is right' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      within(mcq).getByRole('group', { name: 'Options (choose the right one)' }),
    ).toHaveAccessibleDescription(/correctAnswer/);
    const sequence = screen.getByRole('listitem', { name: /^Task 2 · / });
    const order = within(sequence).getByRole('textbox', { name: /in the right order/ });
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAccessibleDescription(/correctOrder/);
    expect(screen.getByRole('button', { name: 'Update Homework' })).toBeDisabled();
  });
});
