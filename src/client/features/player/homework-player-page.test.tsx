import '../../test-support/dom-polyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client';
import { AppProviders } from '../../app/app';
import { AppRoutes } from '../../routes';
import { resetToasts } from '../../ui/use-toast';
import { outboxStorageKey } from './auto-save-outbox';
import { legacyProgressStorageKey, progressStorageKey } from './local-progress';

type Answer = { status: number; body: unknown };
type Call = { method: string; url: string; body: Record<string, unknown> | undefined; keepalive: boolean };
const student = {
  id: 1,
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Li',
  email: 'a@x.test',
  isFrozen: false,
  mustChangePassword: false,
};

const binaryTask = {
  id: 'b1',
  type: 'binary_task',
  question: 'Q',
  statement: 'Sky is blue',
  correctAnswer: true,
  points: 4,
};
const mcqTask = {
  id: 'm1',
  type: 'mcq_1',
  question: 'Pick',
  options: ['a', 'b', 'c'],
  correctAnswer: 'b',
  points: 4,
};

function homework(tasks: unknown[]) {
  return {
    id: 1,
    title: 'Past tense',
    description: '',
    dueDate: null,
    assignedDate: '2025-01-01T00:00:00.000Z',
    assignmentDetails: { instructions: 'Do it', tasks },
  };
}

/** A stand-in for the server: answers by "METHOD path", records every call. */
function serve(routes: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      keepalive: init.keepalive === true,
    };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const answer: Answer =
      url === '/api/csrf-token'
        ? { status: 200, body: { token: 't' } }
        : url === '/api/student/auth'
          ? { status: 200, body: student }
          : url === '/api/student/activity'
            ? { status: 200, body: { ok: true } }
            : typeof route === 'function'
              ? route(call)
              : (route ?? { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <AppProviders queryClient={createQueryClient()} locationHook={location.hook}>
      <AppRoutes />
    </AppProviders>,
  );
  return location;
}

const ok = { status: 200, body: { ok: true, savedAt: '2025-01-01T00:00:00.000Z' } };

beforeEach(() => {
  resetToasts();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/homework/:id', () => {
  it("a missing homework shows 'Homework Not Found' and its sentence", async () => {
    serve({});
    renderAt('/homework/5');
    expect(await screen.findByRole('heading', { name: 'Homework Not Found', level: 2 })).toBeInTheDocument();
    expect(screen.getByText("The homework assignment you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('a sequence task without items shows the corrupted-data message and clears both stored progress keys', async () => {
    localStorage.setItem(
      progressStorageKey(1),
      JSON.stringify({ tasks: [], currentTaskIndex: 0, startTime: null }),
    );
    localStorage.setItem(legacyProgressStorageKey(1), '{}');
    serve({
      'GET /api/student/homework/1': {
        status: 200,
        body: homework([{ id: 's', type: 'sequence_task', question: 'Order', items: [] }]),
      },
    });
    renderAt('/homework/1');
    expect(
      await screen.findByText(
        'Invalid task data detected: The task data is corrupted. Please refresh the page to start fresh.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(progressStorageKey(1))).toBeNull());
    expect(localStorage.getItem(legacyProgressStorageKey(1))).toBeNull();
  });

  it('sends every task response to auto-save at once, records homework_open, and posts homework_close on leaving', async () => {
    const calls = serve({
      'GET /api/student/homework/1': { status: 200, body: homework([binaryTask, mcqTask]) },
      'POST /api/student/homework/1/auto-save': ok,
    });
    const location = renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/auto-save'))).toBe(true));
    const save = calls.find((c) => c.url.endsWith('/auto-save'));
    expect(save?.body).toMatchObject({
      taskResponse: { taskId: 'b1', selectedAnswer: true, completed: true },
      currentTaskIndex: 0,
    });
    expect(typeof save?.body?.startTime).toBe('string');
    expect(calls.find((c) => c.url === '/api/student/activity')?.body).toEqual({
      type: 'homework_open',
      homeworkId: 1,
    });
    act(() => location.navigate('/homework'));
    await waitFor(() =>
      expect(calls.find((c) => c.body?.type === 'homework_close')).toMatchObject({ keepalive: true }),
    );
  });

  it("a failed auto-save shows 'Auto-save failed' / 'Error: {message}', keeps the answer and re-sends it when back online", async () => {
    let online = false;
    const calls = serve({
      'GET /api/student/homework/1': { status: 200, body: homework([binaryTask, mcqTask]) },
      'POST /api/student/homework/1/auto-save': () =>
        online ? ok : { status: 503, body: { error: 'UNAVAILABLE', message: 'Down' } },
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    expect(await screen.findByText('Auto-save failed')).toBeInTheDocument();
    expect(screen.getByText(/^Error: 503: /)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(outboxStorageKey(1)) ?? '[]')).toHaveLength(1);
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(localStorage.getItem(outboxStorageKey(1))).toBeNull());
    const sent = calls.filter((c) => c.url.endsWith('/auto-save'));
    expect(sent.at(-1)?.body).toMatchObject({ taskResponse: { taskId: 'b1', selectedAnswer: true } });
  });

  it('without a server submission the progress is restored from local storage', async () => {
    localStorage.setItem(
      progressStorageKey(1),
      JSON.stringify({
        tasks: [
          {
            taskId: 'b1',
            type: 'binary_task',
            score: 4,
            isCorrect: true,
            completed: true,
            timeSpent: 10,
            selectedAnswer: true,
          },
        ],
        currentTaskIndex: 1,
        startTime: '2025-01-01T09:00:00.000Z',
      }),
    );
    serve({
      'GET /api/student/homework/1': { status: 200, body: homework([binaryTask, mcqTask]) },
      'POST /api/student/homework/1/auto-save': ok,
    });
    renderAt('/homework/1');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, completed' })).toBeEnabled();
  });

  it("Submit sends the payload with the domain's totals, says 'Homework Submitted', clears local progress and goes to /homework", async () => {
    const calls = serve({
      'GET /api/student/homework/1': { status: 200, body: homework([binaryTask]) },
      'POST /api/student/homework/1/auto-save': ok,
      'POST /api/student/homework/1/submit': {
        status: 200,
        body: {
          score: 4,
          totalPoints: 4,
          percentage: 100,
          passed: true,
          submissionDate: '2025-01-01T10:00:00.000Z',
        },
      },
    });
    const location = renderAt('/homework/1');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Homework Submitted')).toBeInTheDocument();
    expect(screen.getByText('Your homework has been submitted successfully!')).toBeInTheDocument();
    const submit = calls.find((c) => c.url.endsWith('/submit'));
    expect(submit?.body).toMatchObject({
      totalScore: 4,
      percentage: 100,
      passed: true,
      tasks: [{ taskId: 'b1', score: 4 }],
    });
    expect(location.history?.at(-1)).toBe('/homework');
    expect(localStorage.getItem(progressStorageKey(1))).toBeNull();
  });

  it("a failed submit says 'Submission Failed' with the message", async () => {
    serve({
      'GET /api/student/homework/1': { status: 200, body: homework([binaryTask]) },
      'POST /api/student/homework/1/auto-save': ok,
      'POST /api/student/homework/1/submit': {
        status: 409,
        body: { error: 'CONFLICT', message: 'Already submitted' },
      },
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText(/^409: /)).toBeInTheDocument();
  });

  it('two tabs: a task this tab did not change is submitted as the server has it, never overwritten', async () => {
    const response = (taskId: string, extra: Record<string, unknown>) => ({
      taskId,
      score: 4,
      isCorrect: true,
      completed: true,
      timeSpent: 5,
      ...extra,
    });
    const submission = (tasks: unknown[]) => ({
      status: 200,
      body: {
        isCompleted: false,
        score: null,
        percentage: null,
        passed: null,
        submissionDate: null,
        startedAt: '2025-01-01T09:00:00.000Z',
        timeSpent: null,
        firstResponseAt: null,
        lastResponseAt: null,
        studentResponses: {
          tasks,
          currentTaskIndex: 1,
          startTime: '2025-01-01T09:00:00.000Z',
          endTime: null,
          totalTimeSpent: null,
          totalScore: null,
          percentage: null,
          passed: null,
        },
      },
    });
    let loads = 0;
    const calls = serve({
      'GET /api/student/homework/1': { status: 200, body: homework([binaryTask, mcqTask]) },
      'GET /api/student/homework/1/submission': () => {
        loads += 1;
        const otherTab = response('b1', {
          type: 'binary_task',
          selectedAnswer: loads === 1,
          isCorrect: loads === 1,
        });
        return submission(
          loads === 1 ? [otherTab] : [otherTab, response('m1', { type: 'mcq_1', selectedAnswers: ['b'] })],
        );
      },
      'POST /api/student/homework/1/auto-save': ok,
      'POST /api/student/homework/1/submit': {
        status: 200,
        body: {
          score: 4,
          totalPoints: 8,
          percentage: 50,
          passed: false,
          submissionDate: '2025-01-01T10:00:00.000Z',
        },
      },
    });
    renderAt('/homework/1');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^b/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Homework Submitted');
    const saves = calls
      .filter((c) => c.url.endsWith('/auto-save'))
      .map((c) => (c.body?.taskResponse as { taskId?: string } | undefined)?.taskId);
    expect(saves).toEqual(['m1']);
    const body = calls.find((c) => c.url.endsWith('/submit'))?.body as {
      tasks: Array<Record<string, unknown>>;
      startTime: string;
    };
    expect(body.tasks.find((t) => t.taskId === 'b1')).toMatchObject({ selectedAnswer: false });
    expect(body.tasks.find((t) => t.taskId === 'm1')).toMatchObject({ selectedAnswers: ['b'], score: 4 });
    expect(body.startTime).toBe('2025-01-01T09:00:00.000Z');
  });
});
