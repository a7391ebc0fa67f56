import type { sessionCalls, studentCalls } from '#contract/api-calls';
import type { teacherCalls } from '#contract/api-calls-teacher';
import { type PathParams, pathOf, type Route } from '#contract/routes';
import type { z } from 'zod';
import { apiRequest } from './http';

// A call of the API made from its declaration: the method and the path come from the route
// (src/contract/routes.ts, the same declaration the catalogue entry and the server's route take
// theirs from), the path's parameters, the body and the answer are typed by the catalogue entry
// with that method and path. The catalogue is imported for its types only, so zod and the schemas
// never reach the browser; a screen carries just the routes it calls. A GET's query key is its URL,
// `pathOf(route, params)` (the default query function fetches the key: http.ts).

type Calls = typeof sessionCalls & typeof studentCalls & typeof teacherCalls;

/** The catalogue entry of a route: the one with its method and path. */
export type EntryOf<R extends Route> = {
  [K in keyof Calls]: Calls[K] extends { method: R['method']; path: R['path'] } ? Calls[K] : never;
}[keyof Calls];

/** What a call answers, as its entry's answer schema describes it (undefined for no body). */
export type AnswerOf<R extends Route> = EntryOf<R>['response'] extends z.ZodType
  ? z.output<EntryOf<R>['response']>
  : undefined;

/** What a call takes as its body, as its entry's body schema describes it (undefined for none). */
export type BodyOf<R extends Route> =
  EntryOf<R> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

/** The path's parameters (which may be left out when it has none), then the body if the call takes one. */
export type CallArgs<R extends Route> =
  BodyOf<R> extends undefined
    ? keyof PathParams<R['path']> extends never
      ? [params?: PathParams<R['path']>]
      : [params: PathParams<R['path']>]
    : [params: PathParams<R['path']>, body: BodyOf<R>];

/**
 * Sends the call (CSRF, ETags and the 401 report as every call: http.ts) and answers its parsed
 * JSON, typed by the catalogue; throws ApiError on a failure.
 */
export function call<R extends Route>(route: R, ...args: CallArgs<R>): Promise<AnswerOf<R>>;
export function call(
  route: Route,
  params?: Record<string, string | number>,
  body?: unknown,
): Promise<unknown> {
  return apiRequest(route.method, pathOf(route, params), body);
}
