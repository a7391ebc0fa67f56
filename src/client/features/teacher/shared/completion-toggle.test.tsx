import '../../../test-support/dom-polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { teacherQueryKeys } from '../../../api/teacher';
import { getToasts, resetToasts } from '../../../ui/use-toast';
import { CompletionToggle } from './completion-toggle';

type Call = { method: string; url: string; body: unknown };
const statusPath = '/api/teacher/students/ana/homework/5/status';

function serve(statusAnswer: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer =
      url === '/api/csrf-token'
        ? { status: 200, body: { token: 't' } }
        : url === statusPath
          ? statusAnswer
          : { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

function renderToggle(isCompleted: boolean) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(teacherQueryKeys.studentSubmission('ana', 5), { isCompleted });
  render(
    <QueryClientProvider client={queryClient}>
      <CompletionToggle username="ana" homeworkId={5} title="Verbs" isCompleted={isCompleted} />
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('completion toggle (teacher.md sections 4 and 8)', { timeout: 30_000 }, () => {
  it('asks for confirmation first and sends nothing when cancelled', async () => {
    const calls = serve({ status: 200, body: { ok: true } });
    const user = userEvent.setup();
    renderToggle(true);
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Mark as not completed?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.url === statusPath)).toEqual([]);
  });

  it('after confirming, PUTs {isCompleted} and the submission is refreshed', async () => {
    const calls = serve({ status: 200, body: { ok: true } });
    const user = userEvent.setup();
    const queryClient = renderToggle(true);
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    await user.click(await screen.findByRole('button', { name: 'Mark not completed' }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(teacherQueryKeys.studentSubmission('ana', 5))?.isInvalidated).toBe(
        true,
      ),
    );
    expect(calls.filter((c) => c.url === statusPath)).toEqual([
      { method: 'PUT', url: statusPath, body: { isCompleted: false } },
    ]);
  });

  it("a failure is only logged as 'Failed to update homework status', with no toast", async () => {
    serve({ status: 500, body: { error: 'INTERNAL', message: 'boom' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderToggle(false);
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to update homework status', expect.anything()),
    );
    expect(getToasts()).toEqual([]);
    logged.mockRestore();
  });
});
