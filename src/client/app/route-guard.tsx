import type { ComponentType, ReactNode } from 'react';
import { Redirect } from 'wouter';
import { type Session, useSession } from '../api/session';
import { LoadingState } from '../ui/spinner';

/**
 * Who may open a route:
 * - `public`: anyone (a frozen student is still sent to /frozen);
 * - `frozen`: anyone, the /frozen screen itself;
 * - `student-entry` / `teacher-entry`: the sign-in pages, shown only when signed out;
 * - `student` / `teacher`: that role only;
 * - `signed-in`: a student or a teacher (change password).
 * A student still using a temporary password from the teacher is sent to /change-password first.
 */
export type RouteAccess =
  | 'public'
  | 'frozen'
  | 'student-entry'
  | 'teacher-entry'
  | 'student'
  | 'teacher'
  | 'signed-in';

/** One line of the route table. */
export interface AppRoute {
  path: string;
  access: RouteAccess;
  component: ComponentType;
}

/** Where a session must go instead of a route with this access, or null to stay. */
export function redirectFor(access: RouteAccess, session: Session): string | null {
  if (access === 'frozen') return null;
  if (session.status === 'frozen') return '/frozen';
  if (
    session.status === 'student' &&
    session.user.mustChangePassword &&
    access !== 'signed-in' &&
    access !== 'public'
  )
    return '/change-password';
  switch (access) {
    case 'public':
      return null;
    case 'signed-in':
      return session.status === 'signed-out' ? '/' : null;
    case 'student-entry':
    case 'teacher-entry':
      if (session.status === 'student') return '/dashboard';
      if (session.status === 'teacher') return '/teacher/dashboard';
      return null;
    case 'student':
      if (session.status === 'signed-out') return '/';
      return session.status === 'teacher' ? '/teacher/dashboard' : null;
    case 'teacher':
      if (session.status === 'signed-out') return '/teacher/login';
      return session.status === 'student' ? '/dashboard' : null;
  }
}

/** Renders its children when the session may see the route, else redirects. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  if (access === 'frozen') return children;
  if (session.isPending) return access === 'public' ? children : <LoadingState />;
  const current: Session = session.data ?? { status: 'signed-out' };
  const target = redirectFor(access, current);
  return target === null ? children : <Redirect to={target} replace />;
}
