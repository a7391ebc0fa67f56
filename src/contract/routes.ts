// Where each call of the API is: its method and its path, one export per call named by its
// operationId (see operationIdOf in api-catalog.ts). This is the one place a path is written: the
// catalogue entries (api-calls*.ts) take their method and path from here, the server's routes and
// the OpenAPI description are made from the entries, and the client builds each URL with pathOf
// from the same declaration (src/client/api/call.ts). Plain strings, no zod, so the browser's
// screens carry them; one export per call so that each screen's code keeps only the calls made
// from it. Three files, by what loads them: this one (the session's calls, and the student's reads
// the app starts fetching before a screen opens: src/client/routes.tsx), student-routes.ts (the
// student's other calls) and teacher-routes.ts. The sign-in screen loads this file whole, so a
// call added here costs it bytes (its budget: scripts/route-js.mjs).

/** A call's method and path pattern (`:name` marks a parameter, as Fastify registers it). */
export type Route = { readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'; readonly path: string };

/** The parameters a path pattern names, each a string or a number: `{ username, id }` for `…/:username/…/:id`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/**
 * The URL of a call: its path pattern with each `:name` replaced by its parameter, URL-encoded. The
 * parameters may be left out when the path has none.
 */
export function pathOf<P extends string>(
  route: { readonly path: P },
  ...[params]: keyof PathParams<P> extends never ? [params?: PathParams<P>] : [params: PathParams<P>]
): string;
export function pathOf(
  route: { readonly path: string },
  params: Record<string, string | number> = {},
): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] as string | number),
  );
}

// Sign-in, sessions, health and the description (sessionCalls in api-calls.ts).
export const getCsrfToken = { method: 'GET', path: '/api/csrf-token' } as const;
export const getHealth = { method: 'GET', path: '/api/health' } as const;
export const getHealthReady = { method: 'GET', path: '/api/health/ready' } as const;
export const getHealthLive = { method: 'GET', path: '/api/health/live' } as const;
export const getMetrics = { method: 'GET', path: '/api/metrics' } as const;
export const getOpenapiJson = { method: 'GET', path: '/api/openapi.json' } as const;
export const getDocs = { method: 'GET', path: '/api/docs' } as const;
export const postStudentLogin = { method: 'POST', path: '/api/student/login' } as const;
export const getStudentAuth = { method: 'GET', path: '/api/student/auth' } as const;
export const postStudentLogout = { method: 'POST', path: '/api/student/logout' } as const;
export const postStudentPassword = { method: 'POST', path: '/api/student/password' } as const;
export const putStudentLocale = { method: 'PUT', path: '/api/student/locale' } as const;
export const postTeacherLogin = { method: 'POST', path: '/api/teacher/login' } as const;
export const getTeacherAuth = { method: 'GET', path: '/api/teacher/auth' } as const;
export const postTeacherLogout = { method: 'POST', path: '/api/teacher/logout' } as const;
export const postTeacherPassword = { method: 'POST', path: '/api/teacher/password' } as const;
export const putTeacherLocale = { method: 'PUT', path: '/api/teacher/locale' } as const;

// The student's reads the app fetches ahead (studentCalls in api-calls.ts).
export const getStudentHomework = { method: 'GET', path: '/api/student/homework' } as const;
export const getStudentHomeworkById = { method: 'GET', path: '/api/student/homework/:id' } as const;
export const getStudentHomeworkByIdSubmission = {
  method: 'GET',
  path: '/api/student/homework/:id/submission',
} as const;
export const getStudentLessonReports = { method: 'GET', path: '/api/student/lesson-reports' } as const;
export const getStudentProgress = { method: 'GET', path: '/api/student/progress' } as const;
