import { type APIRequestContext, request } from '@playwright/test';
import { teacherCredentials } from './users';

/** The base URL the webServer of playwright.config.ts listens on (set there from E2E_PORT). */
export const e2eBaseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5055';

/** A student created for a test, with the temporary password the server returned once. */
export interface E2EStudent {
  id: number;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

let counter = 0;

/** A unique suffix so tests never collide on emails or usernames. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

async function csrfHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  const answer = await api.get('/api/csrf-token');
  const { token } = (await answer.json()) as { token: string };
  return { 'x-csrf-token': token };
}

async function expectOk(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
): Promise<void> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/**
 * An API session signed in as the e2e teacher (the server's own routes, same cookies and CSRF rules
 * as the browser). Dispose it when done.
 */
export async function teacherApi(): Promise<
  APIRequestContext & { csrf: () => Promise<Record<string, string>> }
> {
  const api = await request.newContext({ baseURL: e2eBaseUrl });
  const { username, password } = teacherCredentials();
  const login = await api.post('/api/teacher/login', {
    data: { username, password, rememberMe: false },
    headers: await csrfHeaders(api),
  });
  await expectOk(login, 'Teacher login');
  return Object.assign(api, { csrf: () => csrfHeaders(api) });
}

/** Creates a student of the e2e teacher through POST /api/teacher/students; options override the names. */
export async function createStudent(
  options: { firstName?: string; lastName?: string; frozen?: boolean } = {},
): Promise<E2EStudent> {
  const api = await teacherApi();
  try {
    const suffix = uniqueSuffix();
    const firstName = options.firstName ?? 'Ana';
    const lastName = options.lastName ?? `Test${suffix.replace(/[0-9]/g, '')}`;
    const email = `e2e-${suffix}@example.test`;
    const created = await api.post('/api/teacher/students', {
      data: { firstName, lastName, email },
      headers: await api.csrf(),
    });
    await expectOk(created, 'Creating a student');
    const body = (await created.json()) as {
      student: { id: number };
      username: string;
      temporaryPassword: string;
    };
    if (options.frozen) {
      const frozen = await api.post(`/api/teacher/students/${body.username}/freeze`, {
        headers: await api.csrf(),
      });
      await expectOk(frozen, 'Freezing the student');
    }
    return {
      id: body.student.id,
      username: body.username,
      password: body.temporaryPassword,
      firstName,
      lastName,
      email,
    };
  } finally {
    await api.dispose();
  }
}

/** Freezes or unfreezes a student through the teacher API. */
export async function setStudentFrozen(username: string, frozen: boolean): Promise<void> {
  const api = await teacherApi();
  try {
    const answer = await api.post(`/api/teacher/students/${username}/${frozen ? 'freeze' : 'unfreeze'}`, {
      headers: await api.csrf(),
    });
    await expectOk(answer, frozen ? 'Freezing the student' : 'Unfreezing the student');
  } finally {
    await api.dispose();
  }
}
