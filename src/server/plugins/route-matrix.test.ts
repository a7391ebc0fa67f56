import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertHomework, insertLessonReport } from '../modules/student/test-fixtures';
import {
  anonymousSession,
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';
import { type ApiRoute, routeAccessPlugin } from './route-access';

// Every registered /api route, called by every kind of caller. What a route may answer depends
// only on the access it declared; a new route is covered here without anyone listing it.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let routes: ApiRoute[];
let params: Record<string, string>;
const sessions: Record<string, BrowserSession> = {};

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await createTeacher(t.db);
  const otherTeacher = await createTeacher(t.db);
  const student = await createStudent(t.db, teacher.id);
  const frozen = await createStudent(t.db, teacher.id, { isFrozen: true });
  const homeworkId = await insertHomework(t.db, teacher.id, { assignTo: [student.id, frozen.id] });
  const reportId = await insertLessonReport(t.db, teacher.id, student.id);
  params = {
    username: student.username,
    idOrUsername: student.username,
    id: String(homeworkId),
    homeworkId: String(homeworkId),
  };
  sessions.anonymous = await anonymousSession(t.app);
  sessions.student = await login(t.app, 'student', student.username, student.password);
  // A frozen student's session from before the freeze: sign in first, then freeze.
  await t.db.updateTable('students').set({ isFrozen: 0 }).where('id', '=', frozen.id).execute();
  sessions.frozen = await login(t.app, 'student', frozen.username, frozen.password);
  await t.db.updateTable('students').set({ isFrozen: 1 }).where('id', '=', frozen.id).execute();
  sessions.otherTeacher = await login(t.app, 'teacher', otherTeacher.username, otherTeacher.password);
  sessions.teacher = await login(t.app, 'teacher', teacher.username, teacher.password);
  // Logout ends the caller's session: it goes last in each walk.
  routes = [...t.app.apiRoutes()].sort(
    (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
  );
  // Lesson-report routes take the report's id as :id.
  params.reportId = String(reportId);
});

afterAll(async () => {
  await t.close();
});

function urlOf(route: ApiRoute): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id' && route.url.includes('lesson-reports')) return params.reportId ?? '0';
    return encodeURIComponent(params[name] ?? '0');
  });
}

async function callAs(role: string, route: ApiRoute) {
  const session = sessions[role] as BrowserSession;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return injectAs(t.app, session, {
    method: route.method as 'GET',
    url: urlOf(route),
    ...(withBody ? { payload: {} } : {}),
  });
}

describe('route × role matrix', () => {
  it('a server with an /api route not made from its catalogue entry refuses to start', async () => {
    const app = Fastify();
    await app.register(routeAccessPlugin);
    app.get('/api/forgotten', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(/not made from their catalogue entry.*GET \/api\/forgotten/);
    // Saying who may call it is not enough: access, limits and scopes come from the entry.
    const other = Fastify();
    await other.register(routeAccessPlugin);
    other.get('/api/by-hand', { config: { access: 'anonymous' } }, async () => ({ ok: true }));
    await expect(other.ready()).rejects.toThrow(/GET \/api\/by-hand/);
  });

  it('every /api route declares its access', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
  });

  // Role-major order: the owning teacher goes last, after the others tried the same data, since
  // some of its calls change it (freeze, delete).
  for (const role of ['anonymous', 'student', 'frozen', 'otherTeacher', 'teacher']) {
    it(`answers ${role} by each route's access`, async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const response = await callAs(role, route);
        const status = response.statusCode;
        const code = status >= 400 ? (response.json() as { error?: string }).error : undefined;
        const label = `${role} ${route.method} ${route.url} -> ${status} ${code ?? ''}`;
        const refused = status === 401 || status === 403;
        if (route.access === 'anonymous') {
          if (status === 401 || (status === 403 && code !== 'ACCOUNT_FROZEN')) wrong.push(label);
          continue;
        }
        const expected: Record<string, { status: number; code: string } | 'allowed' | 'not-theirs'> = {
          anonymous: { status: 401, code: 'UNAUTHENTICATED' },
          student: route.access === 'student' ? 'allowed' : { status: 403, code: 'FORBIDDEN' },
          frozen:
            route.access === 'student'
              ? { status: 403, code: 'ACCOUNT_FROZEN' }
              : { status: 403, code: 'FORBIDDEN' },
          otherTeacher: route.access === 'teacher' ? 'not-theirs' : { status: 403, code: 'FORBIDDEN' },
          teacher: route.access === 'teacher' ? 'allowed' : { status: 403, code: 'FORBIDDEN' },
        };
        const want = expected[role];
        if (want === 'allowed') {
          if (refused || status >= 500) wrong.push(label);
        } else if (want === 'not-theirs') {
          // Another teacher's data is never reached: with the owner's ids in the path the answer is
          // 404 (or 400 for a body that does not fit); without ids it sees only its own (empty) data.
          const hasIds = route.url.includes(':');
          if (refused || status >= 500 || (hasIds && status < 400)) wrong.push(label);
        } else if (want && (status !== want.status || code !== want.code)) {
          wrong.push(label);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
