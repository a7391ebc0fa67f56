import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';

/** One call the screen under test sent through the real API client. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

/**
 * Replaces the browser's fetch with a tiny in-test server: it records every call (CSRF token
 * fetches excluded) and answers from `routes` keyed '{METHOD} {path}'; unknown calls answer 404.
 */
export function installTestServer(routes: Record<string, Answer | (() => Answer)> = {}) {
  const calls: SentCall[] = [];
  const fetchStub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (input === '/api/csrf-token') return jsonResponse({ status: 200, body: { token: 'test-token' } });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: input, body });
    const route = routes[`${method} ${input}`];
    const answer = typeof route === 'function' ? route() : route;
    return jsonResponse(answer ?? { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, mutations: () => calls.filter((call) => call.method !== 'GET') };
}

function jsonResponse({ status, body }: Answer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A QueryClient with the app's defaults for component tests (no retries). */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}
