import type { ErrorCode } from './errors';
import { sessionCalls, studentCalls } from './api-calls';
import { teacherCalls } from './api-calls-teacher';
import type { z } from 'zod';

/**
 * Every call of the API in one list, described with the same zod schemas the server and the client
 * use: who may call it, what it takes, what it answers, the errors it can answer, what it changes
 * and which request limit counts it. The server makes each Fastify route from its entry
 * (src/server/plugins/declared-route.ts: method, path, access, body limit, change scope), the
 * OpenAPI description (GET /api/openapi.json) is generated from it, and the server refuses to start
 * with an /api route not made from an entry, so nothing about a route is written twice.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as Fastify registers it (`:name` parameters). */
  path: string;
  access: 'anonymous' | 'student' | 'teacher';
  summary: string;
  body?: z.ZodType;
  response: z.ZodType | null;
  /** The success status when not 200. */
  status?: 201;
  /** The largest body the call takes, in bytes, when not the server's default (1 MB). */
  bodyLimit?: number;
  /**
   * What a student's state-changing call may change, for the read caches: 'work' for the student's
   * own answers and records; without it, anything of the student's or the class may have changed.
   */
  changes?: 'work';
  /** The call changes the student's work on the homework its `:id` names (and no other). */
  workOnHomework?: true;
  /** A student who must replace a temporary password may still make this call. */
  beforePasswordChange?: true;
  /**
   * Which request limit counts the call: 'general' (every call: per session, else per address),
   * 'sign-in' (also the sign-in limits per account), 'activity' (also 30 reports per homework or
   * report in 10 minutes) or 'unlimited' (health checks). 'general' when not given.
   */
  rateClass?: 'general' | 'sign-in' | 'activity' | 'unlimited';
  /** Errors this call answers besides the ones every call of its access can (see `errorsFor`). */
  errors?: ErrorCode[];
  /**
   * A polled list sent with an ETag: sending it back in If-None-Match answers 304 Not Modified,
   * without a body, while nothing changed.
   */
  etag?: true;
}

/**
 * The operation id of a call, made from its method and path (`GET /api/student/homework/:id` is
 * `getStudentHomeworkById`): unique because method and path are, and stable while the route is.
 */
export function operationIdOf(call: Pick<ApiCall, 'method' | 'path'>): string {
  const words = call.path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter((word) => word !== '')
    .flatMap((word) => (word.startsWith(':') ? ['by', word.slice(1)] : [word]));
  return [call.method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/** Every call, in the order the description lists them (the calls themselves are in api-calls*.ts). */
export const apiCatalog: readonly ApiCall[] = [
  ...Object.values(sessionCalls),
  ...Object.values(studentCalls),
  ...Object.values(teacherCalls),
];

/** The errors a call can answer: its own, plus what its access and its method imply. */
export function errorsFor(call: ApiCall): ErrorCode[] {
  const errors = new Set<ErrorCode>(call.errors ?? []);
  if (call.method !== 'GET') {
    errors.add('INVALID_CSRF_TOKEN');
    // Any call that reads a body (also one that needs none, such as logout) parses what is sent.
    errors.add('INVALID_JSON');
    errors.add('PAYLOAD_TOO_LARGE');
  }
  if (call.body || call.path.includes(':')) errors.add('VALIDATION_FAILED');
  if (call.access !== 'anonymous') {
    errors.add('UNAUTHENTICATED');
    errors.add('FORBIDDEN');
  }
  if (call.access === 'student') {
    errors.add('ACCOUNT_FROZEN');
    errors.add('PASSWORD_CHANGE_REQUIRED');
  }
  if (call.path.startsWith('/api/student/login') || call.path.startsWith('/api/teacher/login'))
    errors.add('BAD_REQUEST');
  if (call.rateClass !== 'unlimited') errors.add('RATE_LIMITED');
  // Something broken on the server (a database down, a bug) answers 500 with the same error body.
  errors.add('INTERNAL');
  return [...errors];
}
