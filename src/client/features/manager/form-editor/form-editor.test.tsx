import type { TeacherHomework } from '#contract/teacher';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Button } from '../../../ui/button';
import { resetToasts } from '../../../ui/use-toast';
import { HomeworkDialog, type HomeworkDialogMode } from '../homework-dialog';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';

// A homework with a field the form does not know (xNote) and a task of an unknown type: both must
// come back unchanged after the form has shown them.
const details = {
  totalPoints: 14,
  passingScore: 9,
  instructions: 'Read carefully.',
  xNote: { keep: [1, 2] },
  tasks: [
    {
      id: 't1',
      type: 'binary_task',
      question: 'True or false?',
      points: 10,
      passage: 'Tom has a red bike.',
      statement: 'Tom has a blue bike.',
      correctAnswer: false,
      xHint: 'colours',
    },
    {
      id: 't2',
      type: 'mcq_1',
      question: 'Pick one.',
      sentence: 'She ___ happy.',
      points: 4,
      options: ['is', 'are', 'am'],
      correctAnswer: 'is',
    },
    { id: 't3', type: 'essay', question: 'Write.', points: 0 },
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

const jsonValue = () => JSON.parse((screen.getByLabelText('Assignment JSON') as HTMLTextAreaElement).value);

beforeEach(() => resetToasts());
afterEach(() => act(() => resetToasts()));

describe('homework dialog: form and shorthand tabs', { timeout: 30_000 }, () => {
  it('opens on the JSON tab; the form shows the tasks and switching back keeps the JSON exactly', async () => {
    installTestServer();
    const user = renderDialog({ kind: 'edit', homework });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
    const before = (screen.getByLabelText('Assignment JSON') as HTMLTextAreaElement).value;

    await user.click(screen.getByRole('tab', { name: 'Form' }));
    const first = await screen.findByRole(
      'listitem',
      { name: 'Task 1 · True or false' },
      { timeout: 10_000 },
    );
    expect(within(first).getByLabelText('Passage')).toHaveValue('Tom has a red bike.');
    expect(within(first).getByRole('radio', { name: 'False' })).toBeChecked();
    expect(screen.getByRole('listitem', { name: /Task 3 · Unknown type/ })).toHaveTextContent(
      'Change it in the JSON tab',
    );
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect((screen.getByLabelText('Assignment JSON') as HTMLTextAreaElement).value).toBe(before);
  });

  it('edits in the form reach the JSON and what the form does not know stays', async () => {
    const server = installTestServer({ 'PUT /api/teacher/homework/42': { status: 200, body: homework } });
    const known = { ...details, tasks: details.tasks.slice(0, 2) };
    const user = renderDialog({ kind: 'edit', homework: { ...homework, assignmentDetails: known } });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    const mcq = await screen.findByRole(
      'listitem',
      { name: 'Task 2 · Multiple choice' },
      { timeout: 10_000 },
    );
    await user.click(within(mcq).getByRole('button', { name: 'Add option' }));
    await user.type(within(mcq).getByLabelText('Option 4'), 'be');
    await user.click(within(mcq).getByRole('radio', { name: 'Option 4 is right' }));
    await user.click(within(mcq).getByRole('button', { name: 'Move task 2 up' }));
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = jsonValue();
    expect(json.xNote).toEqual({ keep: [1, 2] });
    expect(json.tasks.map((t: { id: string }) => t.id)).toEqual(['t2', 't1']);
    expect(json.tasks[0]).toMatchObject({
      options: ['is', 'are', 'am', 'be'],
      correctAnswer: 'be',
      points: 6,
    });
    expect(json.tasks[1]).toEqual(details.tasks[0]);
    expect(json.totalPoints).toBe(16);
    await user.click(screen.getByRole('button', { name: 'Update Homework' }));
    await waitFor(() => expect(server.mutations()).toHaveLength(1));
    expect(server.mutations()[0]?.body).toMatchObject({ assignmentDetails: json });
  });

  it("explanations: a task's and an option's reach the JSON, the option's follows its renaming; a wrong one is refused", async () => {
    installTestServer();
    const known = { ...details, tasks: details.tasks.slice(0, 2) };
    const user = renderDialog({ kind: 'edit', homework: { ...homework, assignmentDetails: known } });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    const mcq = await screen.findByRole(
      'listitem',
      { name: 'Task 2 · Multiple choice' },
      { timeout: 10_000 },
    );
    await user.type(within(mcq).getByLabelText('Why option 2 is right or wrong (optional)'), 'Plural.');
    await user.type(within(mcq).getByLabelText('Option 2'), 'n');
    await user.type(within(mcq).getByLabelText('Explanation (optional)'), 'She is one person.');
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(jsonValue().tasks[1]).toMatchObject({
      options: ['is', 'aren', 'am'],
      explanation: 'She is one person.',
      optionExplanations: { aren: 'Plural.' },
    });
    expect(screen.queryByRole('region', { name: 'Problems' })).not.toBeInTheDocument();

    const box = screen.getByLabelText('Assignment JSON');
    await user.clear(box);
    const wrong = { ...known.tasks[1], optionExplanations: { Is: 'Singular.' } };
    await user.paste(JSON.stringify({ ...known, tasks: [known.tasks[0], wrong] }));
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(problems).toHaveTextContent('tasks[1].optionExplanations');
    expect(problems).toHaveTextContent(
      'task "t2": optionExplanations explains "Is", which is not one of the options; did you mean "is"?',
    );
    expect(screen.getByRole('button', { name: 'Update Homework' })).toBeDisabled();

    // The form has no field for an option that does not exist: it says so under the options and
    // offers to drop those explanations.
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    const card = await screen.findByRole('listitem', { name: 'Task 2 · Multiple choice' });
    expect(within(card).getByText(/optionExplanations explains "Is"/)).toBeInTheDocument();
    await user.click(
      within(card).getByRole('button', { name: 'Remove explanations of options that do not exist' }),
    );
    expect(screen.queryByRole('region', { name: 'Problems' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(jsonValue().tasks[1]).not.toHaveProperty('optionExplanations');
  });

  it('a new homework written in the form alone is sent as JSON the editor accepts', async () => {
    const server = installTestServer({ 'POST /api/teacher/homework': { status: 201, body: homework } });
    const user = renderDialog({ kind: 'create', student: { username: 'mia', firstName: 'Mia' } });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Title'), 'Travel');
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    await user.click(
      await screen.findByRole('button', { name: 'Add Sentence scramble' }, { timeout: 10_000 }),
    );
    const card = screen.getByRole('listitem', { name: 'Task 1 · Sentence scramble' });
    await user.type(within(card).getByLabelText('Sentence in the right order'), 'We went home');
    await user.click(screen.getByRole('button', { name: 'Add Find the mistakes' }));
    const fm = screen.getByRole('listitem', { name: 'Task 2 · Find the mistakes' });
    await user.type(within(fm).getByLabelText('Text with the mistakes in it'), 'She goed home.');
    await user.click(within(fm).getByRole('button', { name: 'goed' }));
    expect(within(fm).getByRole('button', { name: 'goed' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(fm).getByLabelText('Correction of “goed”'), 'went');
    expect(screen.queryByRole('region', { name: 'Problems' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Homework' }));
    await waitFor(() => expect(server.mutations()).toHaveLength(1));
    const sent = server.mutations()[0]?.body as { assignmentDetails: typeof details };
    expect(sent.assignmentDetails).toMatchObject({
      totalPoints: 16,
      passingScore: 11,
      tasks: [
        { id: 'q1', type: 'sequence_task', correctOrder: ['We', 'went', 'home'], points: 6 },
        {
          id: 'q2',
          type: 'find_mistakes',
          find: {
            fragments: [
              { text: 'She ', isError: false },
              { text: 'goed', isError: true, errorId: 'e1' },
              { text: ' home.', isError: false },
            ],
          },
          fix: [{ errorId: 'e1', correct: 'went', options: ['went'] }],
        },
      ],
    });
  });

  it('the shorthand turns into the form; a wrong line is named', async () => {
    installTestServer();
    const user = renderDialog({ kind: 'create', student: { username: 'mia', firstName: 'Mia' } });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('tab', { name: 'Shorthand' }));
    const box = await screen.findByRole('textbox', { name: 'Shorthand' }, { timeout: 10_000 });
    await user.click(box);
    await user.paste('Choice: Pick.\nShe ___ happy.\n- is\n- are');
    await user.click(screen.getByRole('button', { name: 'Turn into the form' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Line 1: Choice: mark the right option with +.');
    await user.clear(box);
    await user.paste(
      'Choice: Pick.\nShe ___ happy.\n+ is\n- are\n\nTrue or false: Read.\nTom is 9.\nFalse: Tom is 10.',
    );
    await user.click(screen.getByRole('button', { name: 'Turn into the form' }));
    expect(await screen.findByRole('listitem', { name: 'Task 2 · True or false' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(jsonValue()).toMatchObject({
      totalPoints: 12,
      tasks: [
        { id: 'q1', type: 'mcq_1', options: ['is', 'are'], correctAnswer: 'is' },
        {
          id: 'q2',
          type: 'binary_task',
          passage: 'Tom is 9.',
          statement: 'Tom is 10.',
          correctAnswer: false,
        },
      ],
    });
  });
});
