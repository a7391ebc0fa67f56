import '../../test-support/dom-polyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { serverFaultSentence } from '../../api/error-sentence';
import { createQueryClient } from '../../api/query-client';
import { AppProviders } from '../../app/app';
import { activateLocale, loadTexts } from '../../i18n/locale';
import { AppRoutes } from '../../routes';
import { resetToasts } from '../../ui/use-toast';
import { outboxStorageKey } from './auto-save-outbox';
import { legacyProgressStorageKey, progressStorageKey, readLocalProgress } from './local-progress';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { TaskResponse } from '#domain/submissions/response-types';
import {
  initialTaskState,
  type TaskAction,
  taskStateFromResponse,
  taskToResponse,
} from '#domain/tasks/engine';
import { actionFromStudent, responseForStudent, taskForStudent } from '#domain/tasks/student-task';
import { appendToAnswer } from '#domain/submissions/answer-log';

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
  passage: 'The sky.',
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

/**
 * A stand-in for the student's homework calls that plays by the server's rules with the same domain
 * engine: the homework is sent without the keys of open tasks, each action is checked and numbered.
 */
function homeworkServer(rawTasks: unknown[], options: { completed?: boolean } = {}) {
  const details = repairAssignmentDetails({ instructions: 'Do it', tasks: rawTasks });
  const { tasks } = details;
  const saved = new Map<string, TaskResponse>();
  // Every test student gets the same copy: its options and items in one shuffled order.
  const copy = { seed: 'player-test' };
  const stateOf = (task: (typeof tasks)[number]) => {
    const response = saved.get(task.id);
    return response ? taskStateFromResponse(task, response) : initialTaskState(task);
  };
  const server = {
    saved,
    /** Answers a check with this status instead (e.g. 503), or throws like a dropped network. */
    failure: null as null | number | 'network',
    homework: (): Answer => ({
      status: 200,
      body: {
        ...homework([]),
        assignmentDetails: {
          ...details,
          tasks: tasks.map((task) => taskForStudent(task, stateOf(task), copy)),
        },
      },
    }),
    submission: (): Answer =>
      saved.size === 0
        ? { status: 404, body: { error: 'NOT_FOUND', message: 'No submission for this homework yet' } }
        : {
            status: 200,
            body: {
              isCompleted: options.completed === true,
              score: null,
              percentage: null,
              passed: null,
              submissionDate: null,
              startedAt: '2025-01-01T09:00:00.000Z',
              timeSpent: null,
              firstResponseAt: null,
              lastResponseAt: null,
              studentResponses: {
                tasks: [...saved.values()],
                currentTaskIndex: 0,
                startTime: '2025-01-01T09:00:00.000Z',
                endTime: null,
                totalTimeSpent: null,
                totalScore: null,
                percentage: null,
                passed: null,
              },
            },
          },
    check: (call: Call): Answer => {
      if (server.failure === 'network') throw new TypeError('Failed to fetch');
      if (server.failure !== null)
        return { status: server.failure, body: { error: 'UNAVAILABLE', message: 'Down' } };
      const body = call.body as { taskId: string; action: TaskAction; seq: number };
      const task = tasks.find((t) => t.id === body.taskId);
      if (!task) return { status: 400, body: { error: 'VALIDATION_FAILED', message: 'No such task' } };
      const stored = saved.get(task.id) ?? null;
      const count = stored?.actionCount ?? 0;
      const seq = body.seq < count ? count : body.seq + 1;
      const appended =
        body.seq < count
          ? null
          : appendToAnswer(task, stored, [actionFromStudent(task, body.action, copy)], 0, seq);
      const after = appended ? appended.state : stateOf(task);
      const response = appended
        ? appended.response
        : (stored ?? { ...taskToResponse(task, after, 0), actionCount: seq });
      saved.set(task.id, response);
      return {
        status: 200,
        body: {
          applied: body.seq >= count,
          seq,
          task: taskForStudent(task, after, copy),
          taskResponse: responseForStudent(task, after, response, copy),
          savedAt: '2025-01-01T10:00:00.000Z',
        },
      };
    },
  };
  return server;
}

describe('/homework/:id', () => {
  it("a missing homework shows 'Homework Not Found' and its sentence", async () => {
    serve({});
    renderAt('/homework/5');
    // The first render of the file also compiles the player's modules: give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Homework Not Found', level: 2 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The homework assignment you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('a sequence task without items shows the corrupted-data message and clears both stored progress keys', async () => {
    localStorage.setItem(
      progressStorageKey(1),
      JSON.stringify({ tasks: [], currentTaskIndex: 0, startTime: null }),
    );
    localStorage.setItem(legacyProgressStorageKey(1), '{}');
    const server = homeworkServer([{ id: 's', type: 'sequence_task', question: 'Order', items: [] }]);
    serve({ 'GET /api/student/homework/1': server.homework() });
    renderAt('/homework/1');
    expect(
      await screen.findByText(
        'Invalid task data detected: The task data is corrupted. Please refresh the page to start fresh.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(progressStorageKey(1))).toBeNull());
    expect(localStorage.getItem(legacyProgressStorageKey(1))).toBeNull();
  });

  it('sends each action to the server’s check at once, records homework_open, and posts homework_close on leaving', async () => {
    const server = homeworkServer([binaryTask, mcqTask]);
    const calls = serve({
      'GET /api/student/homework/1': server.homework(),
      'POST /api/student/homework/1/check': server.check,
    });
    const location = renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    const check = calls.find((c) => c.url.endsWith('/check'));
    expect(check?.body).toMatchObject({
      taskId: 'b1',
      action: { type: 'pick-answer', value: true },
      seq: 0,
      currentTaskIndex: 0,
    });
    expect(typeof check?.body?.startTime).toBe('string');
    expect(calls.some((c) => c.url.endsWith('/auto-save'))).toBe(false);
    expect(calls.find((c) => c.url === '/api/student/activity')?.body).toEqual({
      type: 'homework_open',
      homeworkId: 1,
    });
    act(() => location.navigate('/homework'));
    await waitFor(() =>
      expect(calls.find((c) => c.body?.type === 'homework_close')).toMatchObject({ keepalive: true }),
    );
  });

  it('keeps a local copy of where the student is, 3 s after a move, and adds the recording when the page is hidden', async () => {
    const server = homeworkServer([binaryTask, mcqTask]);
    serve({
      'GET /api/student/homework/1': server.homework(),
      'POST /api/student/homework/1/check': server.check,
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    // The copy waits for the student to stop for 3 s; then it holds the task they are on.
    expect(readLocalProgress(1)?.currentTaskIndex ?? 0).toBe(0);
    await waitFor(() => expect(readLocalProgress(1)?.currentTaskIndex).toBe(1), { timeout: 5000 });
    const copy = readLocalProgress(1);
    expect(Date.parse(copy?.startTime ?? '')).not.toBeNaN();
    // The answers are not in the copy: they are on the server (and, until sent, in the outbox).
    expect(copy?.tasks).toEqual([]);

    localStorage.setItem(progressStorageKey(1), JSON.stringify({ ...copy, trackingData: undefined }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const hidden = JSON.parse(localStorage.getItem(progressStorageKey(1)) ?? '{}');
    expect(hidden.currentTaskIndex).toBe(1);
    expect(Object.keys(hidden.trackingData ?? {})).toContain('b1');
  });

  it('plays without the key: a wrong pick is marked wrong by the server, the right one uncovers the answer', async () => {
    const server = homeworkServer([mcqTask]);
    const opened = JSON.stringify(server.homework().body);
    const calls = serve({
      'GET /api/student/homework/1': server.homework(),
      'POST /api/student/homework/1/check': server.check,
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: /^[A-Z] a$/ }));
    expect(await screen.findByRole('button', { name: /^[A-Z] a \(wrong\)$/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /^[A-Z] b$/ }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/check')).map((c) => c.body?.seq)).toEqual([0, 1]);
    expect(opened).not.toContain('correctAnswer');
    expect(JSON.stringify(server.homework().body)).toContain('"correctAnswer":"b"');
    expect(server.saved.get('m1')).toMatchObject({ selectedAnswers: ['a', 'b'], score: 2 });
  });

  it('a second click made while the first is being checked is checked after it, never dropped', async () => {
    const server = homeworkServer([
      {
        id: 'f1',
        type: 'find_mistakes',
        question: 'Find them',
        mode: 'find_only',
        points: 4,
        find: {
          fragments: [
            { text: 'He ' },
            { text: 'go', isError: true },
            { text: ' to ' },
            { text: 'scool', isError: true },
          ],
        },
      },
    ]);
    const calls = serve({
      'GET /api/student/homework/1': server.homework(),
      'POST /api/student/homework/1/check': server.check,
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'go' }));
    fireEvent.click(screen.getByRole('button', { name: 'scool' }));
    expect(await screen.findByText('All mistakes found!')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/check')).map((c) => c.body?.seq)).toEqual([0, 1]);
    expect(server.saved.get('f1')).toMatchObject({ completed: true, score: 4 });
  });

  it("offline: the pick shows pressed, says it is checked when back online, and is checked then; a server error says 'Auto-save failed'", async () => {
    const server = homeworkServer([binaryTask, mcqTask]);
    server.failure = 'network';
    serve({
      'GET /api/student/homework/1': server.homework(),
      'POST /api/student/homework/1/check': server.check,
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    expect(await screen.findByText(/checking when you're back online/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'True' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(outboxStorageKey(1)) ?? '[]')).toHaveLength(1);
    server.failure = 503;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // A server fault is said in words, never as a status line.
    expect(await screen.findByText(`Error: ${serverFaultSentence}`)).toBeInTheDocument();
    expect(screen.queryByText(/503/)).toBeNull();
    expect(screen.getAllByText('Auto-save failed').length).toBeGreaterThan(0);
    server.failure = null;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(outboxStorageKey(1))).toBeNull());
    expect(server.saved.get('b1')).toMatchObject({ selectedAnswer: true, completed: true });
  });

  it('an action still waiting from before a reload is sent as the player opens, and its outcome shown', async () => {
    localStorage.setItem(
      outboxStorageKey(1),
      JSON.stringify([
        {
          check: {
            taskId: 'b1',
            action: { type: 'pick-answer', value: false },
            seq: 0,
            currentTaskIndex: 0,
            timeSpent: 10,
          },
        },
      ]),
    );
    const server = homeworkServer([binaryTask, mcqTask]);
    serve({
      'GET /api/student/homework/1': server.homework(),
      'POST /api/student/homework/1/check': server.check,
    });
    renderAt('/homework/1');
    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    expect(server.saved.get('b1')).toMatchObject({ selectedAnswer: false, score: 0 });
    await waitFor(() => expect(localStorage.getItem(outboxStorageKey(1))).toBeNull());
  });

  it('another tab answered first: what this tab sent is not applied, and the saved answer shows', async () => {
    const server = homeworkServer([binaryTask, mcqTask]);
    serve({
      'GET /api/student/homework/1': server.homework(),
      'POST /api/student/homework/1/check': server.check,
    });
    renderAt('/homework/1');
    await screen.findByRole('button', { name: 'True' });
    // The other tab picks False (two actions counted there) while this one still shows the task open.
    server.check({
      method: 'POST',
      url: '',
      keepalive: false,
      body: { taskId: 'b1', seq: 0, action: { type: 'pick-answer', value: false } },
    });
    server.check({
      method: 'POST',
      url: '',
      keepalive: false,
      body: { taskId: 'b1', seq: 1, action: { type: 'pick-answer', value: true } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'True' }));
    expect(await screen.findByText('Answer updated')).toBeInTheDocument();
    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    expect(server.saved.get('b1')).toMatchObject({ selectedAnswer: false });
  });

  it("a refused action is dropped with 'Answer not saved' and the server's reason, the task shows what the server saved, and the next action goes through", async () => {
    const server = homeworkServer([binaryTask, mcqTask]);
    let refuse = true;
    const calls = serve({
      'GET /api/student/homework/1': server.homework(),
      'GET /api/student/homework/1/submission': () => server.submission(),
      'POST /api/student/homework/1/check': (call) =>
        refuse
          ? { status: 409, body: { error: 'CONFLICT', message: 'This homework has already been submitted.' } }
          : server.check(call),
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'False' }));
    expect(await screen.findByText('Answer not saved')).toBeInTheDocument();
    expect(screen.getByText('This homework has already been submitted.')).toBeInTheDocument();
    // The saved answer is asked for again: nothing was saved, so the task is open as before.
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/submission'))).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'False' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(localStorage.getItem(outboxStorageKey(1))).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'True' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(server.saved.get('b1')).toMatchObject({ selectedAnswer: true, completed: true });
  });

  it('on a Chinese page a refused action says the refusal in Chinese by its code, not the general sentence', async () => {
    await loadTexts('app');
    await activateLocale('zh-CN');
    try {
      const server = homeworkServer([binaryTask, mcqTask]);
      serve({
        'GET /api/student/homework/1': server.homework(),
        'GET /api/student/homework/1/submission': () => server.submission(),
        'POST /api/student/homework/1/check': {
          status: 400,
          body: {
            error: 'BAD_REQUEST',
            message: 'Task "b1": This task has taken as many actions as it can keep',
            code: 'answer.log-full',
            params: { taskId: 'b1' },
          },
        },
      });
      renderAt('/homework/1');
      fireEvent.click(await screen.findByRole('button', { name: '错' }, { timeout: 5000 }));
      expect(await screen.findByText('答案未保存')).toBeInTheDocument();
      expect(screen.getByText('这道题目记录的操作已达上限，无法再保存更多操作。')).toBeInTheDocument();
      expect(screen.queryByText(/as many actions/)).toBeNull();
    } finally {
      await activateLocale('en');
    }
  });

  it("Submit sends the server's record with the domain's totals, says 'Homework Submitted', clears local progress and goes to /homework", async () => {
    const server = homeworkServer([binaryTask]);
    const calls = serve({
      'GET /api/student/homework/1': server.homework(),
      'GET /api/student/homework/1/submission': () => server.submission(),
      'POST /api/student/homework/1/check': server.check,
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
      passed: true,
      tasks: [{ taskId: 'b1', score: 4, selectedAnswer: true }],
    });
    expect(location.history?.at(-1)).toBe('/homework');
    expect(localStorage.getItem(progressStorageKey(1))).toBeNull();
  });

  it("a failed submit says 'Submission Failed' with the message", async () => {
    const server = homeworkServer([binaryTask]);
    serve({
      'GET /api/student/homework/1': server.homework(),
      'GET /api/student/homework/1/submission': () => server.submission(),
      'POST /api/student/homework/1/check': server.check,
      'POST /api/student/homework/1/submit': {
        status: 409,
        body: { error: 'CONFLICT', message: 'Already submitted' },
      },
    });
    renderAt('/homework/1');
    fireEvent.click(await screen.findByRole('button', { name: 'True' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    // The server's words, never a status line or JSON.
    expect(screen.getByText('Already submitted')).toBeInTheDocument();
    expect(screen.queryByText(/409|CONFLICT/)).toBeNull();
  });
});
