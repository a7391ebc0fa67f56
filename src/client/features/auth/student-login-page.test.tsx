import '../../test-support/dom-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client';
import { markSessionFrozen } from '../../api/session';
import { AppProviders } from '../../app/app';
import { AppRoutes } from '../../routes';
import { resetToasts } from '../../ui/use-toast';

type Answer = { status: number; body: unknown };
const student = {
  id: 1,
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Li',
  email: 'ana@x.test',
  isFrozen: false,
  mustChangePassword: false,
  temporaryPassword: false,
};

/** Installs a fetch replacement answering like the server; returns the recorded calls. */
function serve(routes: Record<string, Answer | ((calls: ReadonlyArray<{ url: string }>) => Answer)>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[`${method} ${url}`];
    const answer =
      url === '/api/csrf-token'
        ? { status: 200, body: { token: 't' } }
        : typeof route === 'function'
          ? route(calls)
          : (route ?? { status: 401, body: { error: 'UNAUTHENTICATED', message: 'Sign in' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

// The screens' code is transformed on first import (the text macros): done once before the tests,
// so the first test's wait is for the page and not for the transform.
beforeAll(async () => {
  await Promise.all([
    import('./student-login-page'),
    import('./auth-controls'),
    import('../frozen/frozen-page'),
  ]);
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient({
    onAccountFrozen: () => {
      markSessionFrozen(queryClient);
      location.navigate('/frozen');
    },
  });
  render(
    <AppProviders queryClient={queryClient} locationHook={location.hook}>
      <AppRoutes />
    </AppProviders>,
  );
  return location;
}

beforeEach(() => {
  resetToasts();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A server whose sign-in succeeds: the session exists once the login call has been made. */
function signInSucceeds(): Parameters<typeof serve>[0] {
  return {
    'POST /api/student/login': { status: 200, body: student },
    'GET /api/student/auth': (made) =>
      made.some((c) => c.url === '/api/student/login')
        ? { status: 200, body: student }
        : { status: 401, body: { error: 'UNAUTHENTICATED', message: 'Sign in' } },
  };
}

describe('student sign-in (spec section 2 and 5)', () => {
  it('shows the tagline, the fields, Remember me and the Teacher Login link', async () => {
    serve({});
    renderAt('/');
    expect(await screen.findByText('Tailor-made content, only for you')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teacher Login →' })).toHaveAttribute('href', '/teacher/login');
  });

  it("empty fields show 'Username and password required' / 'Please enter your credentials' and send nothing", async () => {
    const calls = serve({});
    renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username and password required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your credentials')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/student/login')).toBe(false);

    await user.type(screen.getByLabelText('Username or email'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(calls.some((c) => c.url === '/api/student/login')).toBe(false);
  });

  it("a failed login shows the destructive 'Login failed' toast with the server's message", async () => {
    serve({
      'POST /api/student/login': {
        status: 401,
        body: { error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
      },
    });
    renderAt('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or email'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const title = await screen.findByText('Login failed');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
  });

  it("a message containing 'Account is frozen' goes to /frozen instead of a toast", async () => {
    serve({
      'POST /api/student/login': {
        status: 403,
        body: { error: 'ACCOUNT_FROZEN', message: 'Account is frozen. Please contact your teacher.' },
      },
    });
    const location = renderAt('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or email'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('frozen-message')).toHaveTextContent(
      'Please Wait. We are working on your page. Please contact your teacher for more information. Your account access has been temporarily restricted.',
    );
    expect(location.history.at(-1)).toBe('/frozen');
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('an expired temporary password says so in the server’s words and stays on the sign-in page', async () => {
    const expired = 'This temporary password has expired. Ask your teacher for a new one.';
    serve({
      'POST /api/student/login': {
        status: 403,
        body: { error: 'TEMPORARY_PASSWORD_EXPIRED', message: expired },
      },
    });
    const location = renderAt('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or email'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'kmtr-8fz3-qhw7');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findAllByText(expired)).length).toBeGreaterThan(0);
    expect(location.history.at(-1)).toBe('/');
  });

  it('a successful login sends username, password and rememberMe, then goes to /dashboard', async () => {
    const calls = serve({
      'POST /api/student/login': { status: 200, body: student },
      // The session cookie exists once the login call has been made.
      'GET /api/student/auth': (made) =>
        made.some((c) => c.url === '/api/student/login')
          ? { status: 200, body: student }
          : { status: 401, body: { error: 'UNAUTHENTICATED', message: 'Sign in' } },
    });
    const location = renderAt('/student/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or email'), ' ana ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(calls.find((c) => c.url === '/api/student/login')?.body).toEqual({
      username: 'ana',
      password: 'secret',
      rememberMe: true,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument());
    // 100 ms later the auth cache is refreshed and the student stays on the dashboard.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/student/auth').length).toBeGreaterThanOrEqual(2),
    );
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it("the 'required' toast of an empty try does not follow the student to the dashboard", async () => {
    serve(signInSucceeds());
    const location = renderAt('/student/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username and password required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username or email'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByText('Username and password required')).not.toBeInTheDocument());
  });
});
