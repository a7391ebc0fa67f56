import '../../test-support/dom-polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { appendToAnswer } from '#domain/submissions/answer-log';
import { type TaskAction, initialTaskState } from '#domain/tasks/engine';
import { actionFromStudent, responseForStudent, taskForStudent } from '#domain/tasks/student-task';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';
import { resetToasts } from '../../ui/use-toast';
import { StudentPreview } from './student-preview';

// The teacher's preview in the browser: it plays the student's copy the preview route sends, sends
// each task's whole log to the preview's check (the answer decides what is right), ends on the
// student's result and review, and keeps nothing in the browser.

const details = repairAssignmentDetails({
  totalPoints: 10,
  passingScore: 6,
  instructions: 'Do both.',
  tasks: [
    {
      id: 'b1',
      type: 'binary_task',
      question: 'True?',
      statement: 'Sky is blue',
      correctAnswer: true,
      points: 4,
    },
    { id: 'm1', type: 'mcq_1', question: 'Pick', options: ['a', 'b', 'c'], correctAnswer: 'b', points: 6 },
  ],
});
const copy = { seed: 'preview-test' };

/** A preview server made of the domain's own functions, as the real route is. */
function previewServer() {
  const server = installTestServer({
    'GET /api/teacher/homework/7/preview': {
      status: 200,
      body: {
        id: 7,
        title: 'Sky',
        description: '',
        dueDate: null,
        assignedDate: '2030-01-01T00:00:00.000Z',
        assignmentDetails: {
          ...details,
          tasks: details.tasks.map((task) => taskForStudent(task, initialTaskState(task), copy)),
        },
      },
    },
    'POST /api/teacher/homework/7/preview/check': () => {
      const body = server.calls.at(-1)?.body as { taskId: string; log: TaskAction[] };
      const task = details.tasks.find((t) => t.id === body.taskId);
      if (!task) return { status: 400, body: { error: 'BAD_REQUEST', message: 'No such task' } };
      const folded = appendToAnswer(
        task,
        null,
        body.log.map((action) => actionFromStudent(task, action, copy)),
        0,
        body.log.length,
      );
      if (!folded) return { status: 400, body: { error: 'BAD_REQUEST', message: 'Too many' } };
      return {
        status: 200,
        body: {
          seq: body.log.length,
          task: taskForStudent(task, folded.state, copy),
          taskResponse: responseForStudent(task, folded.state, folded.response, copy),
        },
      };
    },
    'POST /api/teacher/homework/7/preview/result': {
      status: 200,
      body: { score: 4, totalPoints: 10, percentage: 40, passed: false },
    },
  });
  return server;
}

beforeEach(() => {
  localStorage.clear();
  resetToasts();
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('the preview as a student', { timeout: 20_000 }, () => {
  it('is checked by the preview route with each task’s whole log, ends on the result and review, and keeps nothing', async () => {
    const server = previewServer();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <StudentPreview homeworkId={7} />
      </QueryClientProvider>,
    );
    // A wrong answer: the page knows it is wrong only from the server's answer.
    await user.click(await screen.findByRole('button', { name: 'False' }));
    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    const option = (text: string) =>
      within(screen.getByRole('list', { name: 'Options' })).getByRole('button', {
        name: new RegExp(`^[A-Z] ${text}( \\((wrong|correct)\\))?$`),
      });
    await user.click(await screen.findByText('a'));
    await waitFor(() => expect(option('a')).toBeDisabled());
    await user.click(option('b'));
    await waitFor(() => expect(option('b')).toHaveAccessibleName(/\(correct\)$/));

    const checks = server.calls.filter((call) => call.path.endsWith('/preview/check'));
    expect(checks.map((call) => (call.body as { taskId: string; log: unknown[] }).log.length)).toEqual([
      1, 1, 2,
    ]);
    expect(checks[2]?.body).toMatchObject({ taskId: 'm1' });

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('region', { name: '“Sky” submitted' });
    expect(summary).toHaveTextContent('Your score: 4 / 10 (40%) · Not passed');
    const result = server.calls.find((call) => call.path.endsWith('/preview/result'));
    expect(result?.body).toEqual({
      tasks: [
        { taskId: 'b1', log: [{ type: 'pick-answer', value: false }] },
        { taskId: 'm1', log: (checks[2]?.body as { log?: unknown[] } | undefined)?.log },
      ],
    });
    await user.click(within(summary).getByRole('button', { name: 'See results' }));
    const perQuestion = screen.getByRole('navigation', { name: 'Points per question' });
    // Each question's points as the server's folds have them (the pick after a wrong one: 4 - 2).
    expect(
      within(perQuestion)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Q1: 0/4 points', 'Q2: 2/6 points']);

    // Nothing of the student's was called, and nothing was kept in the browser.
    expect(server.calls.filter((call) => call.path.startsWith('/api/student/'))).toEqual([]);
    expect(localStorage.length).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: 'True' })).toBeEnabled();
  });
});
