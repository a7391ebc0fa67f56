import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function serve(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/csrf-token') return answer(200, { token: 't' });
    calls.push(url);
    return answer(status, body);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('query defaults (spec section 9) and the app-wide ACCOUNT_FROZEN handler', () => {
  it('does not retry a failed query and fetches GET on the key path', async () => {
    const calls = serve(500, { error: 'INTERNAL', message: 'boom' });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/student/progress'] })).rejects.toThrow(
      '500: {"error":"INTERNAL","message":"boom"}',
    );
    expect(calls).toEqual(['/api/student/progress']);
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 0 });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('a query answering 403 ACCOUNT_FROZEN calls onAccountFrozen', async () => {
    serve(403, { error: 'ACCOUNT_FROZEN', message: 'Account is frozen. Please contact your teacher.' });
    const onAccountFrozen = vi.fn();
    const client = createQueryClient({ onAccountFrozen });
    await client.fetchQuery({ queryKey: ['/api/student/homework'] }).catch(() => undefined);
    expect(onAccountFrozen).toHaveBeenCalledTimes(1);
  });

  it('a mutation answering 403 ACCOUNT_FROZEN calls it too, other errors do not', async () => {
    const onAccountFrozen = vi.fn();
    const client = createQueryClient({ onAccountFrozen });
    const { apiRequest } = await import('./http');
    serve(404, { error: 'NOT_FOUND', message: 'Not found' });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest('POST', '/api/x') })
      .execute(undefined)
      .catch(() => undefined);
    expect(onAccountFrozen).not.toHaveBeenCalled();
    serve(403, { error: 'ACCOUNT_FROZEN', message: 'Account is frozen.' });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest('POST', '/api/x') })
      .execute(undefined)
      .catch(() => undefined);
    expect(onAccountFrozen).toHaveBeenCalledTimes(1);
  });
});
