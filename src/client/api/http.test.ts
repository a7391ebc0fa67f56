import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type FetchFunction, queryKeyPath } from './http';

interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

/** A fetch replacement that records every call and answers from a small routing function. */
function recordingFetch(answer: (call: RecordedCall, index: number) => Response) {
  const calls: RecordedCall[] = [];
  const fetchFn: FetchFunction = async (url, init = {}) => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  return { calls, fetchFn };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let tokenCounter = 0;
const tokenAnswer = () => json(200, { token: `token-${++tokenCounter}` });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  tokenCounter = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('spec section 7: every call sends credentials and fetches the CSRF token first', () => {
  it('never fetches a token for a GET; fetches one before the first state-changing call and keeps it, all with credentials include', async () => {
    const { calls, fetchFn } = recordingFetch((call) =>
      call.url === '/api/csrf-token' ? tokenAnswer() : json(200, { ok: true }),
    );
    const client = createApiClient(fetchFn);
    await client.request('GET', '/api/student/homework');
    await client.request('POST', '/api/student/logout');
    await client.request('GET', '/api/student/homework');
    await client.request('POST', '/api/student/activity');
    expect(calls.map((c) => `${c.method} ${c.url} ${c.headers['x-csrf-token'] ?? ''}`.trim())).toEqual([
      'GET /api/student/homework',
      'GET /api/csrf-token',
      'POST /api/student/logout token-1',
      'GET /api/student/homework',
      'POST /api/student/activity token-1',
    ]);
    expect(calls.every((c) => c.credentials === 'include')).toBe(true);
  });

  it('sends x-csrf-token on POST, PUT, DELETE and PATCH but not on GET', async () => {
    const { calls, fetchFn } = recordingFetch((call) =>
      call.url === '/api/csrf-token' ? tokenAnswer() : json(200, {}),
    );
    const client = createApiClient(fetchFn);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)
      await client.request(method, '/api/x');
    const sent = calls.filter((c) => c.url === '/api/x');
    expect(sent.map((c) => [c.method, c.headers['x-csrf-token']])).toEqual([
      ['GET', undefined],
      ['POST', 'token-1'],
      ['PUT', 'token-1'],
      ['DELETE', 'token-1'],
      ['PATCH', 'token-1'],
    ]);
  });

  it('sends bodies as JSON with a JSON content type', async () => {
    const { calls, fetchFn } = recordingFetch((call) =>
      call.url === '/api/csrf-token' ? tokenAnswer() : json(200, { id: 1 }),
    );
    const answer = await createApiClient(fetchFn).request('POST', '/api/student/login', {
      username: 'ana',
      password: 'pw',
    });
    const login = calls[1]!;
    expect(login.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(login.body!)).toEqual({ username: 'ana', password: 'pw' });
    expect(answer).toEqual({ id: 1 });
  });
});

describe('spec section 8: CSRF failures', () => {
  it('a missing token only warns and the request is still sent without the header', async () => {
    const { calls, fetchFn } = recordingFetch((call) =>
      call.url === '/api/csrf-token' ? new Response('nope', { status: 500 }) : json(200, { ok: true }),
    );
    await createApiClient(fetchFn).request('POST', '/api/student/logout');
    expect(warn).toHaveBeenCalled();
    const logout = calls.find((c) => c.url === '/api/student/logout')!;
    expect(logout.headers['x-csrf-token']).toBeUndefined();
  });

  it('a token call that fails at the network level also only warns', async () => {
    const fetchFn: FetchFunction = async (url) => {
      if (url === '/api/csrf-token') throw new TypeError('Failed to fetch');
      return json(200, { ok: true });
    };
    await expect(createApiClient(fetchFn).request('POST', '/api/x')).resolves.toEqual({ ok: true });
    expect(warn).toHaveBeenCalled();
  });

  it('403 INVALID_CSRF_TOKEN fetches a new token and retries once', async () => {
    let attempts = 0;
    const { calls, fetchFn } = recordingFetch((call) => {
      if (call.url === '/api/csrf-token') return tokenAnswer();
      attempts += 1;
      return attempts === 1
        ? json(403, { error: 'INVALID_CSRF_TOKEN', message: 'Invalid CSRF token' })
        : json(200, { saved: true });
    });
    const answer = await createApiClient(fetchFn).request('POST', '/api/student/homework/1/auto-save', {});
    expect(answer).toEqual({ saved: true });
    expect(calls.map((c) => c.headers['x-csrf-token'] ?? c.url)).toEqual([
      '/api/csrf-token',
      'token-1',
      '/api/csrf-token',
      'token-2',
    ]);
  });

  it('retries only once: a second INVALID_CSRF_TOKEN becomes the error', async () => {
    const { calls, fetchFn } = recordingFetch((call) =>
      call.url === '/api/csrf-token'
        ? tokenAnswer()
        : json(403, { error: 'INVALID_CSRF_TOKEN', message: 'bad' }),
    );
    const error = await createApiClient(fetchFn)
      .request('POST', '/api/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_CSRF_TOKEN');
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(2);
  });

  it('a 403 with another code is not retried', async () => {
    const { calls, fetchFn } = recordingFetch((call) =>
      call.url === '/api/csrf-token'
        ? tokenAnswer()
        : json(403, { error: 'ACCOUNT_FROZEN', message: 'Account is frozen. Ask your teacher.' }),
    );
    const error = (await createApiClient(fetchFn)
      .request('GET', '/api/student/homework')
      .catch((e: unknown) => e)) as ApiError;
    expect(calls.filter((c) => c.url === '/api/student/homework')).toHaveLength(1);
    expect(error.code).toBe('ACCOUNT_FROZEN');
    expect(error.serverMessage).toBe('Account is frozen. Ask your teacher.');
  });
});

describe('spec section 7 and 8: error messages', () => {
  const failing = (response: () => Response): Promise<ApiError> =>
    createApiClient(
      recordingFetch((call) => (call.url === '/api/csrf-token' ? tokenAnswer() : response())).fetchFn,
    )
      .request('GET', '/api/x')
      .then(
        () => {
          throw new Error('expected the call to fail');
        },
        (e: unknown) => e as ApiError,
      );

  it("HTTP 429 becomes 'Rate limit exceeded: {message}'", async () => {
    const error = await failing(() =>
      json(429, { error: 'RATE_LIMITED', message: 'Try again in 60 seconds' }),
    );
    expect(error.message).toBe('Rate limit exceeded: Try again in 60 seconds');
    expect(error.status).toBe(429);
  });

  it("any other failure becomes '{status}: {response text}' with the JSON message kept apart", async () => {
    const body = { error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' };
    const error = await failing(() => json(401, body));
    expect(error.message).toBe(`401: ${JSON.stringify(body)}`);
    expect(error.serverMessage).toBe('Invalid credentials');
    expect(error.code).toBe('INVALID_CREDENTIALS');
  });

  it('a plain-text body is used as is', async () => {
    const error = await failing(() => new Response('Bad gateway upstream', { status: 502 }));
    expect(error.message).toBe('502: Bad gateway upstream');
    expect(error.serverMessage).toBe('Bad gateway upstream');
    expect(error.code).toBeUndefined();
  });

  it('an empty body falls back to the status text', async () => {
    const error = await failing(() => new Response(null, { status: 404, statusText: 'Not Found' }));
    expect(error.message).toBe('404: Not Found');
  });
});

describe('default query function: GET on the query key path, parsing JSON', () => {
  it('joins string and number key parts into the path', () => {
    expect(queryKeyPath(['/api/student/homework', 7, 'submission'])).toBe(
      '/api/student/homework/7/submission',
    );
    expect(queryKeyPath(['/api/teacher/students', { filter: 'x' }])).toBe('/api/teacher/students');
  });

  it('fetches the path and answers the parsed body', async () => {
    const { calls, fetchFn } = recordingFetch((call) =>
      call.url === '/api/csrf-token' ? tokenAnswer() : json(200, [{ id: 3 }]),
    );
    const client = createApiClient(fetchFn);
    const data = await client.queryFn({
      queryKey: ['/api/student/homework'],
      signal: new AbortController().signal,
      meta: undefined,
      client: undefined as never,
      pageParam: undefined,
      direction: 'forward',
    } as never);
    expect(data).toEqual([{ id: 3 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/student/homework' });
  });
});

describe('conditional GETs', () => {
  it('sends the last ETag back and reuses the kept answer on 304; forgets answers on request', async () => {
    let version = 1;
    const { calls, fetchFn } = recordingFetch((call) => {
      const etag = `"v${version}"`;
      if (call.headers['If-None-Match'] === etag)
        return new Response(null, { status: 304, headers: { etag } });
      return new Response(JSON.stringify({ version }), { status: 200, headers: { etag } });
    });
    const client = createApiClient(fetchFn);
    expect(await client.request('GET', '/api/student/homework')).toEqual({ version: 1 });
    expect(await client.request('GET', '/api/student/homework')).toEqual({ version: 1 });
    version = 2;
    expect(await client.request('GET', '/api/student/homework')).toEqual({ version: 2 });
    expect(calls.map((c) => c.headers['If-None-Match'])).toEqual([undefined, '"v1"', '"v1"']);
    client.forgetAnswers();
    await client.request('GET', '/api/student/homework');
    expect(calls.at(-1)?.headers['If-None-Match']).toBeUndefined();
  });
});

describe('GETs started early for the screen about to open', () => {
  it('hands a warmed answer to the first request for its path, once', async () => {
    const { calls, fetchFn } = recordingFetch((call) => json(200, { path: call.url, n: calls.length }));
    const client = createApiClient(fetchFn);
    client.warm(['/api/student/homework', '/api/student/progress']);
    expect(calls.map((c) => c.url)).toEqual(['/api/student/homework', '/api/student/progress']);
    expect(await client.request('GET', '/api/student/homework')).toEqual({
      path: '/api/student/homework',
      n: 1,
    });
    expect(calls).toHaveLength(2);
    // Taken once: the next request for the path goes out.
    await client.request('GET', '/api/student/homework');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/student/homework',
      '/api/student/progress',
      '/api/student/homework',
    ]);
  });

  it('keeps a warmed 404 (nothing there yet): the request gets it without asking again', async () => {
    const { calls, fetchFn } = recordingFetch(() =>
      json(404, { error: 'NOT_FOUND', message: 'No submission' }),
    );
    const client = createApiClient(fetchFn);
    client.warm(['/api/student/homework/5/submission']);
    await expect(client.request('GET', '/api/student/homework/5/submission')).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toHaveLength(1);
  });

  it('drops a warmed answer that failed (not signed in yet) and asks again', async () => {
    let signedIn = false;
    const { calls, fetchFn } = recordingFetch(() =>
      signedIn ? json(200, { ok: true }) : json(401, { error: 'UNAUTHORIZED', message: 'Sign in' }),
    );
    const client = createApiClient(fetchFn);
    client.warm(['/api/student/homework']);
    signedIn = true;
    expect(await client.request('GET', '/api/student/homework')).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });
});
