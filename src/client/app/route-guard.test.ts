import { describe, expect, it } from 'vitest';
import type { Session } from '../api/session';
import { routes } from '../routes';
import { redirectFor } from './route-guard';

const student: Session = {
  status: 'student',
  user: {
    id: 1,
    username: 'ana',
    firstName: 'Ana',
    lastName: 'Li',
    email: 'a@x.test',
    isFrozen: false,
    mustChangePassword: false,
    temporaryPassword: false,
    locale: null,
    userType: 'student',
  },
};
const teacher: Session = {
  status: 'teacher',
  user: {
    id: 2,
    username: 't',
    firstName: 'Tom',
    lastName: 'Lee',
    email: null,
    locale: null,
    userType: 'teacher',
  },
};
const frozen: Session = { status: 'frozen', user: null };
const signedOut: Session = { status: 'signed-out' };

describe('route guards (spec sections 2 and 6)', () => {
  it('a signed-out visitor of a student page goes to the student sign-in, of a teacher page to /teacher/login', () => {
    expect(redirectFor('student', signedOut)).toBe('/');
    expect(redirectFor('teacher', signedOut)).toBe('/teacher/login');
  });

  it('a teacher on a student page goes to /teacher/dashboard and a student on a teacher page to /dashboard', () => {
    expect(redirectFor('student', teacher)).toBe('/teacher/dashboard');
    expect(redirectFor('teacher', student)).toBe('/dashboard');
  });

  it('a signed-in user on a sign-in page goes to their dashboard', () => {
    expect(redirectFor('student-entry', student)).toBe('/dashboard');
    expect(redirectFor('student-entry', teacher)).toBe('/teacher/dashboard');
    expect(redirectFor('teacher-entry', teacher)).toBe('/teacher/dashboard');
    expect(redirectFor('student-entry', signedOut)).toBeNull();
  });

  it('a frozen student sees only /frozen', () => {
    for (const route of routes) {
      const target = redirectFor(route.access, frozen);
      expect(target, route.path).toBe(route.path === '/frozen' ? null : '/frozen');
    }
  });

  it('the route table holds every route of both specification documents', () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/student/login',
        '/test-dark-mode',
        '/teacher/login',
        '/dashboard',
        '/lesson-reports',
        '/lesson-reports/:reportId',
        '/homework',
        '/homework/:id',
        '/progress',
        '/frozen',
        '/teacher/dashboard',
        '/teacher/json-manager',
        '/students',
        '/students/add',
        '/students/:username',
        '/students/:username/homework',
        '/students/:username/homework/:homeworkId',
        '/students/:username/lesson-reports',
      ]),
    );
    const paths = routes.map((r) => r.path);
    expect(paths.indexOf('/students/add')).toBeLessThan(paths.indexOf('/students/:username'));
  });
});
