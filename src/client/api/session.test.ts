import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout';
import { authStorageKey, detectSession, type Session, sessionQueryKey } from './session';

type Handler = (url: string, method: string) => Response | Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const calls: string[] = [];

function serve(handler: Handler) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/csrf-token') return json(200, { token: 't' });
    calls.push(`${method} ${url}`);
    return handler(url, method);
  });
}

const studentUser = {
  id: 1,
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Li',
  email: 'a@x.test',
  isFrozen: false,
  mustChangePassword: false,
  temporaryPassword: false,
  locale: null,
};
const teacherUser = { id: 2, username: 'tom', firstName: 'Tom', lastName: 'Lee', email: null, locale: null };
const unauthenticated = () => json(401, { error: 'UNAUTHENTICATED', message: 'Sign in first' });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec section 6: session detection checks the student session first, then the teacher session', () => {
  it('a student session is detected without asking for the teacher session, tagged userType student', async () => {
    serve((url) => (url === '/api/student/auth' ? json(200, studentUser) : unauthenticated()));
    const session = await detectSession();
    expect(session).toEqual({ status: 'student', user: { ...studentUser, userType: 'student' } });
    expect(calls).toEqual(['GET /api/student/auth']);
  });

  it('when the student check fails the teacher session is checked, tagged userType teacher', async () => {
    serve((url) => (url === '/api/teacher/auth' ? json(200, teacherUser) : unauthenticated()));
    expect(await detectSession()).toEqual({
      status: 'teacher',
      user: { ...teacherUser, userType: 'teacher' },
    });
    expect(calls).toEqual(['GET /api/student/auth', 'GET /api/teacher/auth']);
  });

  it('both failing means signed out; a frozen student is detected as frozen', async () => {
    serve(unauthenticated);
    expect(await detectSession()).toEqual({ status: 'signed-out' });
    serve(() => json(403, { error: 'ACCOUNT_FROZEN', message: 'Account is frozen.' }));
    expect((await detectSession()).status).toBe('frozen');
  });
});

describe('spec section 7: logout uses the detected role and always clears local data and goes to /', () => {
  function signedInClient(session: Session) {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, session);
    client.setQueryData(['/api/student/homework'], [{ id: 1 }]);
    localStorage.setItem(authStorageKey, '{"id":1}');
    localStorage.setItem('theme', 'dark');
    return client;
  }

  it('a teacher logs out through /api/teacher/logout', async () => {
    serve(() => json(200, { ok: true }));
    const go = vi.fn();
    const client = signedInClient({ status: 'teacher', user: { ...teacherUser, userType: 'teacher' } });
    await logout(client, go);
    expect(calls).toEqual(['POST /api/teacher/logout']);
    expect(go).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(authStorageKey)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(client.getQueryData(['/api/student/homework'])).toBeUndefined();
    expect(client.getQueryData(sessionQueryKey)).toEqual({ status: 'signed-out' });
  });

  it('a student’s waiting actions go to the check call, in order, before the logout', async () => {
    localStorage.setItem(
      'homework-outbox-7@ana',
      JSON.stringify([
        {
          check: {
            taskId: 'b1',
            action: { type: 'pick-answer', value: true },
            seq: 0,
            currentTaskIndex: 0,
            timeSpent: 5,
          },
        },
        { taskResponse: { taskId: 'm1', type: 'mcq_1', selectedAnswers: ['a'] }, currentTaskIndex: 1 },
      ]),
    );
    serve(() => json(200, { ok: true }));
    const client = signedInClient({ status: 'student', user: { ...studentUser, userType: 'student' } });
    await logout(client, () => {});
    expect(calls).toEqual([
      'POST /api/student/homework/7/check',
      'POST /api/student/homework/7/auto-save',
      'POST /api/student/logout',
    ]);
    expect(localStorage.getItem('homework-outbox-7@ana')).toBeNull();
  });

  it('a failed student logout is only logged, and still clears and goes to /', async () => {
    serve(() => json(500, { error: 'INTERNAL', message: 'boom' }));
    const go = vi.fn();
    const client = signedInClient({ status: 'student', user: { ...studentUser, userType: 'student' } });
    await logout(client, go);
    expect(calls).toEqual(['POST /api/student/logout']);
    expect(warn).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(authStorageKey)).toBeNull();
  });

  it('a network error also clears and goes to /', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const go = vi.fn();
    const client = signedInClient({ status: 'student', user: { ...studentUser, userType: 'student' } });
    await logout(client, go);
    expect(go).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(authStorageKey)).toBeNull();
  });
});
