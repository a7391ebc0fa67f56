import type { QueryFunction } from '@tanstack/react-query';
import {
  getCsrfToken,
  getStudentAuth,
  getTeacherAuth,
  postStudentLogin,
  postStudentLogout,
  postStudentPassword,
  postTeacherLogin,
  postTeacherLogout,
  postTeacherPassword,
} from '#contract/routes';
import { reportSignedOut } from './signed-out';

/** The CSRF token call and header. */
export const csrfTokenPath = getCsrfToken.path;
/** Header that carries the CSRF token on mutating calls. */
export const csrfHeader = 'x-csrf-token';
const mutatingMethods = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** An HTTP method the client uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * A failed call. `message` is the spec's text ('{status}: {response text}', or
 * 'Rate limit exceeded: {message}' for 429); `serverMessage` is the JSON body's message (or the raw
 * text when the body is not JSON) for screens that show the server's words; `code` is the JSON error code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string;
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    code: string | undefined,
    serverMessage: string,
    body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** True when an error is an ApiError with this status (and code, when given). */
export function isApiError(error: unknown, status?: number, code?: string): error is ApiError {
  return (
    error instanceof ApiError &&
    (status === undefined || error.status === status) &&
    (code === undefined || error.code === code)
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readErrorFields(body: unknown): { code: string | undefined; message: string | undefined } {
  if (typeof body !== 'object' || body === null) return { code: undefined, message: undefined };
  const record = body as Record<string, unknown>;
  return {
    code: typeof record.error === 'string' ? record.error : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
  };
}

/**
 * A call that finds no session while the page works for someone signed in (their session expired or
 * was ended elsewhere) is reported, so the page can offer to sign in again in place. The calls that
 * find out who is signed in, and sign-in itself, answer 401 as part of their job and are left out
 * (the CSRF token, sign-in, the session, sign-out and the password change; the health check, which
 * the pages never call, is no longer listed).
 */
function noteSignedOut(path: string, error: ApiError): ApiError {
  if (error.status === 401 && error.code === 'UNAUTHENTICATED' && !sessionCallPaths.has(path))
    reportSignedOut();
  return error;
}
const sessionCallPaths = new Set<string>(
  [
    getCsrfToken,
    postStudentLogin,
    getStudentAuth,
    postStudentLogout,
    postTeacherLogin,
    getTeacherAuth,
    postTeacherLogout,
    postStudentPassword,
    postTeacherPassword,
  ].map((route) => route.path),
);

/** Turns a non-OK response into the spec's error (section 7 and 8). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  const fields = readErrorFields(body);
  const serverMessage = fields.message ?? text;
  if (response.status === 429) {
    return new ApiError(
      `Rate limit exceeded: ${fields.message ?? (text || response.statusText)}`,
      429,
      fields.code,
      serverMessage,
      body,
    );
  }
  const message = `${response.status}: ${text || response.statusText}`;
  return new ApiError(message, response.status, fields.code, serverMessage, body);
}

/** The fetch function the client uses (a parameter so tests can record real calls). */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** An API client bound to one fetch function. */
export interface ApiClient {
  /** Sends a call with CSRF handling and answers the raw OK response; throws ApiError otherwise. */
  fetchResponse: (method: HttpMethod, path: string, body?: unknown) => Promise<Response>;
  /** Sends a call and answers its parsed JSON (undefined for an empty body). */
  request: <T = unknown>(method: HttpMethod, path: string, body?: unknown) => Promise<T>;
  /** Fetches a fresh CSRF token; undefined (with a console warning) when none could be had. */
  fetchCsrfToken: () => Promise<string | undefined>;
  /** Default TanStack Query function: GET on the query key path, parsing JSON. */
  queryFn: QueryFunction;
  /** Forgets the answers kept for conditional GETs (at logout: they are the previous user's). */
  forgetAnswers: () => void;
  /** Starts GETs the screen about to open will ask for; the first request for a path takes its answer. */
  warm: (paths: readonly string[]) => void;
}

/** Builds the API client of spec section 7 around a fetch function. */
export function createApiClient(fetchFn: FetchFunction = (input, init) => fetch(input, init)): ApiClient {
  async function fetchCsrfToken(): Promise<string | undefined> {
    try {
      const response = await fetchFn(csrfTokenPath, { method: 'GET', credentials: 'include' });
      if (response.ok) {
        const body = (await response.json()) as { token?: unknown };
        if (typeof body.token === 'string' && body.token !== '') return body.token;
      }
    } catch {
      // Falls through to the warning: the request is still sent.
    }
    console.warn('CSRF token missing; sending the request without it.');
    return undefined;
  }

  // The token is kept for the whole visit (it stays valid as long as the browser's CSRF cookie):
  // fetched before the first state-changing call, never for a GET, and fetched again only when the
  // server answers 403 INVALID_CSRF_TOKEN. That halves the calls compared with asking before every
  // request, and a person sees no difference (docs/decisions/006).
  let kept: Promise<string | undefined> | undefined;

  function csrfToken(fresh: boolean): Promise<string | undefined> {
    if (fresh || kept === undefined) {
      kept = fetchCsrfToken();
      // A failed fetch is not kept: the next call tries again.
      void kept.then((token) => {
        if (token === undefined) kept = undefined;
      });
    }
    return kept;
  }

  // The last answer of each GET that came with an ETag, kept in memory only: sent back as
  // If-None-Match, and reused when the server answers 304 Not Modified.
  const answers = new Map<string, { etag: string; text: string }>();

  async function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    freshToken = false,
  ): Promise<Response> {
    const token = mutatingMethods.has(method) ? await csrfToken(freshToken) : undefined;
    const headers: Record<string, string> = {};
    const kept = method === 'GET' ? answers.get(path) : undefined;
    if (kept) headers['If-None-Match'] = kept.etag;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== undefined && mutatingMethods.has(method)) headers[csrfHeader] = token;
    return fetchFn(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function isInvalidCsrf(response: Response): Promise<boolean> {
    if (response.status !== 403) return false;
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    return readErrorFields(parseJson(text)).code === 'INVALID_CSRF_TOKEN';
  }

  async function fetchResponse(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
    let response = await send(method, path, body);
    if (await isInvalidCsrf(response)) response = await send(method, path, body, true);
    if (!response.ok) throw noteSignedOut(path, await errorFromResponse(response));
    return response;
  }

  // GETs started early (while the screen's code is still downloading), each taken by the first
  // request for its path within a few seconds. Only a successful answer or a 404 is used: anything
  // else (not signed in yet, a frozen account) is dropped and the request goes out as usual.
  const warmed = new Map<string, Promise<Response | null>>();
  const warmForMs = 10_000;
  function warm(paths: readonly string[]): void {
    for (const path of paths) {
      if (warmed.has(path)) continue;
      warmed.set(
        path,
        send('GET', path, undefined).then(
          // A 404 is an answer too (no submission yet); a refusal (not signed in yet, frozen) is not.
          (response) => (response.ok || response.status === 404 ? response : null),
          () => null,
        ),
      );
      setTimeout(() => warmed.delete(path), warmForMs);
    }
  }
  async function takeWarmed(path: string): Promise<Response | null> {
    const early = warmed.get(path);
    if (!early) return null;
    warmed.delete(path);
    return early;
  }

  async function request<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    let text: string;
    if (method === 'GET') {
      const response = (await takeWarmed(path)) ?? (await send(method, path, body));
      const kept = answers.get(path);
      if (response.status === 304 && kept) {
        text = kept.text;
      } else {
        if (!response.ok) throw noteSignedOut(path, await errorFromResponse(response));
        text = await response.text();
        const etag = response.headers.get('etag');
        if (etag) answers.set(path, { etag, text });
        else answers.delete(path);
      }
    } else {
      text = await (await fetchResponse(method, path, body)).text();
    }
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  const queryFn: QueryFunction = ({ queryKey }) => request('GET', queryKeyPath(queryKey));

  return {
    fetchResponse,
    request,
    fetchCsrfToken,
    queryFn,
    warm,
    forgetAnswers: () => {
      answers.clear();
      warmed.clear();
    },
  };
}

/** The path a query key names: its string and number parts joined with '/'. */
export function queryKeyPath(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}

/** The app's API client over the browser's fetch. */
export const api: ApiClient = createApiClient();
/** Sends a call and answers its parsed JSON; throws ApiError on failure. */
export const apiRequest = api.request;
/** The default query function (GET on the query key path). */
export const defaultQueryFn = api.queryFn;
