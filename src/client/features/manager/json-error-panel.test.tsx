import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';
import { Button } from '../../ui/button';
import { getToasts, resetToasts } from '../../ui/use-toast';
import { HomeworkDialog, type HomeworkDialogMode } from './homework-dialog';

// The JSON box says where pasted JSON stops parsing and offers the one-click fixes; a key the
// tutor wrote that names no option is refused with the task and the field.

const createMode: HomeworkDialogMode = { kind: 'create', student: { username: 'mia', firstName: 'Mia' } };

function Harness() {
  const [open, setOpen] = useState<HomeworkDialogMode | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(createMode)}>Open</Button>
      <HomeworkDialog mode={open} onOpenChange={(next) => (next ? undefined : setOpen(null))} />
    </>
  );
}

async function openAndPaste(json: string) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByLabelText('Assignment JSON'));
  await user.paste(json);
  return user;
}

/** A homework as a word processor might leave it: curly quotes on line 3, a trailing comma. */
const pasted = [
  '{',
  '  "title": "Articles",',
  '  \u201cinstructions\u201d: \u201cPick one.\u201d,',
  '  "tasks": [',
  '    { "id": "t1", "type": "binary_task", "statement": "He said \u201chi\u201d.", "correctAnswer": true, "points": 2 },',
  '  ]',
  '}',
].join('\n');

beforeEach(() => resetToasts());
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('the JSON box explains what does not parse', { timeout: 20_000 }, () => {
  it('names the line and column, shows the line, and fixes curly quotes and trailing commas in one click each', async () => {
    const server = installTestServer({ 'POST /api/teacher/homework': { status: 201, body: {} } });
    const user = await openAndPaste(pasted);
    const place = screen.getByRole('region', { name: 'Where the JSON stops' });
    expect(place).toHaveTextContent(
      'Line 3, column 3: “\u201c” is a curly quote; JSON needs straight quotes (")',
    );
    expect(place).toHaveTextContent('3 | \u201cinstructions\u201d: \u201cPick one.\u201d,');

    await user.click(
      within(place).getByRole('button', { name: 'Replace curly quotes with straight quotes' }),
    );
    const next = screen.getByRole('region', { name: 'Where the JSON stops' });
    expect(next).toHaveTextContent('Line 6, column 3: a comma before ] must be removed (trailing comma)');
    expect(within(next).queryByRole('button', { name: /curly/ })).toBeNull();
    await user.click(within(next).getByRole('button', { name: 'Remove trailing commas' }));

    expect(screen.queryByRole('region', { name: 'Where the JSON stops' })).toBeNull();
    const box = screen.getByLabelText('Assignment JSON') as HTMLTextAreaElement;
    // The tutor's own curly quotes inside the text stay as written.
    expect(JSON.parse(box.value)).toMatchObject({
      instructions: 'Pick one.',
      tasks: [{ statement: 'He said \u201chi\u201d.' }],
    });
    await user.click(screen.getByRole('button', { name: 'Create Homework' }));
    await waitFor(() => expect(server.mutations()).toHaveLength(1));
    expect(server.mutations()[0]?.body).toMatchObject({ title: 'Articles' });
  });

  it("still says 'Invalid JSON format' on Create, beside the place, and sends nothing", async () => {
    const server = installTestServer();
    const user = await openAndPaste('{ "tasks": [ }');
    await user.click(screen.getByRole('button', { name: 'Create Homework' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid JSON format');
    expect(screen.getByRole('region', { name: 'Where the JSON stops' })).toHaveTextContent(
      'Line 1, column 14: expected a value',
    );
    expect(getToasts().map((toast) => toast.title)).toContain('Invalid JSON format');
    expect(server.calls).toEqual([]);
  });

  it('refuses a key that names no option, naming the task, the field and the near match', async () => {
    const server = installTestServer();
    const user = await openAndPaste(
      JSON.stringify({
        title: 'Articles',
        assignmentDetails: {
          tasks: [{ id: 'art', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 'An', points: 2 }],
        },
      }),
    );
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(problems).toHaveTextContent(
      'tasks[0].correctAnswer task "art": correctAnswer "An" is not one of the options; did you mean "an"?',
    );
    expect(screen.getByRole('button', { name: 'Create Homework' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.calls).toEqual([]);
  });

  it("shows the server's refusal with the task and the field", async () => {
    installTestServer({
      'POST /api/teacher/homework': {
        status: 400,
        body: {
          error: 'VALIDATION_FAILED',
          message: 'tasks[0].correctAnswer: task "q": correctAnswer "B" is not one of the options',
          problems: [
            {
              path: 'tasks[0].correctAnswer',
              message: 'task "q": correctAnswer "B" is not one of the options',
            },
          ],
        },
      },
    });
    const user = await openAndPaste(
      JSON.stringify({
        title: 'T',
        tasks: [{ id: 'q', type: 'binary_task', statement: 'S', correctAnswer: true, points: 1 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Homework' }));
    const alert = await screen.findByText('tasks[0].correctAnswer', { selector: 'code' });
    expect(alert.closest('li')).toHaveTextContent('task "q": correctAnswer "B" is not one of the options');
  });
});
