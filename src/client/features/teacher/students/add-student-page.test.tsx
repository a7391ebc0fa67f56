import '../../../test-support/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../api/query-client';
import { AppProviders } from '../../../app/app';
import { AppRoutes } from '../../../routes';
import { getToasts, resetToasts } from '../../../ui/use-toast';

type Answer = { status: number; body: unknown };
type Call = { method: string; url: string; body: unknown };
const teacher = { id: 1, username: 'teach', firstName: 'Tess', lastName: 'Ng', email: null };

/** Answers like the server for a signed-in teacher; records every call. */
function serve(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer: Answer =
      url === '/api/csrf-token'
        ? { status: 200, body: { token: 't' } }
        : url === '/api/teacher/auth'
          ? { status: 200, body: teacher }
          : (routes[`${method} ${url}`] ?? {
              status: 401,
              body: { error: 'UNAUTHENTICATED', message: 'Sign in' },
            });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function renderAddStudent() {
  const location = memoryLocation({ path: '/students/add', record: true });
  render(
    <AppProviders queryClient={createQueryClient()} locationHook={location.hook}>
      <AppRoutes />
    </AppProviders>,
  );
  return location;
}

const creates = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/teacher/students');

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('/students/add (teacher.md sections 2 and 5)', { timeout: 30_000 }, () => {
  it("blank required fields show 'Required fields missing: Please fill in first name, last name, and email' and send nothing", async () => {
    const calls = serve({});
    const user = userEvent.setup();
    renderAddStudent();
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(getToasts()[0]).toMatchObject({
      title: 'Required fields missing',
      description: 'Please fill in first name, last name, and email',
      variant: 'destructive',
    });
    expect(creates(calls)).toEqual([]);
  });

  it('the email field uses the email input type', async () => {
    serve({});
    renderAddStudent();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it("success sends the trimmed form, toasts 'Student Created' and shows the username and temporary password once, then goes to /students", async () => {
    const calls = serve({
      'POST /api/teacher/students': {
        status: 201,
        body: {
          student: { id: 7, firstName: 'Ana', lastName: 'Li', username: 'anali' },
          username: 'anali',
          temporaryPassword: 'tmp-Pass-123',
        },
      },
      'GET /api/teacher/students': { status: 200, body: [] },
    });
    const user = userEvent.setup();
    const location = renderAddStudent();
    await user.type(await screen.findByLabelText('First name'), ' Ana ');
    await user.type(screen.getByLabelText('Last name'), 'Li');
    await user.type(screen.getByLabelText('Email'), 'ana@example.test');
    await user.type(screen.getByLabelText(/Additional notes/), 'Likes songs');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByDisplayValue('tmp-Pass-123')).toBeInTheDocument();
    expect(screen.getByDisplayValue('anali')).toBeInTheDocument();
    expect(creates(calls).map((c) => c.body)).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Li',
        email: 'ana@example.test',
        gradeLevel: null,
        additionalNotes: 'Likes songs',
      },
    ]);
    expect(getToasts()[0]).toMatchObject({
      title: 'Student Created',
      description: 'New student has been added successfully.',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(location.history.at(-1)).toBe('/students');
  });

  it("a failure toasts 'Error' / 'Failed to create student' with the server's message and stays on the form", async () => {
    serve({
      'POST /api/teacher/students': {
        status: 409,
        body: { error: 'EMAIL_TAKEN', message: 'A student with this email already exists' },
      },
    });
    const user = userEvent.setup();
    const location = renderAddStudent();
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Li');
    await user.type(screen.getByLabelText('Email'), 'taken@example.test');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to create student: A student with this email already exists',
        variant: 'destructive',
      }),
    );
    expect(location.history.at(-1)).toBe('/students/add');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.test');
  });
});
