import '../../../test-support/dom-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../api/query-client';
import { AppProviders } from '../../../app/app';
import { AppRoutes } from '../../../routes';
import { resetToasts } from '../../../ui/use-toast';

// The dashboard's reminder to choose one's own password: shown while the server says the student
// still has the teacher's temporary password, one tap from the password form, gone once changed.

const student = {
  id: 1,
  username: 'nia',
  firstName: 'Nia',
  lastName: 'Okafor',
  email: 'nia@x.test',
  isFrozen: false,
  mustChangePassword: false,
  temporaryPassword: true,
};

type Call = { method: string; url: string; body: unknown };

/** Answers like the server: the student signed in, an empty dashboard, and a password change. */
function serve(user: typeof student) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answers: Record<string, unknown> = {
      'GET /api/csrf-token': { token: 't' },
      'GET /api/student/auth': user,
      'GET /api/student/homework': [],
      'GET /api/student/lesson-reports': [],
      'POST /api/student/password': { ok: true },
    };
    const key = `${method} ${url}`;
    const found = key in answers;
    return new Response(JSON.stringify(found ? answers[key] : { error: 'NOT_FOUND', message: 'Not found' }), {
      status: found ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <AppProviders queryClient={createQueryClient({})} locationHook={location.hook}>
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

describe('the temporary-password reminder on the student dashboard', () => {
  it('is not shown to a student who chose their own password', async () => {
    serve({ ...student, temporaryPassword: false });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: "Nia's Page" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your own password' })).toBeNull();
  });

  it('leads to the password form without blocking the dashboard, and is gone once the password is changed', async () => {
    const calls = serve(student);
    const location = renderAt('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Choose your own password' });
    expect(banner).toHaveTextContent('temporary password from your teacher');
    // The dashboard stays usable: its sections are there beside the reminder.
    expect(screen.getByRole('navigation', { name: 'Student sections' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Choose my password' }));
    expect(location.history?.at(-1)).toBe('/change-password');
    await user.type(await screen.findByLabelText('Temporary password'), 'kmtr-8fz3-qhw7');
    await user.type(screen.getByLabelText('New password'), 'nia-own-pass-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'nia-own-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/student/password')?.body).toEqual({
      currentPassword: 'kmtr-8fz3-qhw7',
      newPassword: 'nia-own-pass-1',
    });
    expect(await screen.findByRole('heading', { name: "Nia's Page" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your own password' })).toBeNull();
  });
});
