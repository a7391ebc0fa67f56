import '../../../test-support/dom-polyfills';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../api/query-client';
import { AppProviders } from '../../../app/app';
import { AppRoutes } from '../../../routes';

const student = {
  id: 1,
  username: 'mei',
  firstName: 'Mei',
  lastName: 'Li',
  email: 'm@x.test',
  isFrozen: false,
  mustChangePassword: false,
};

function report(openCount: number) {
  const opened = openCount > 0 ? '2025-03-02T10:00:00.000Z' : null;
  return {
    id: 7,
    title: 'Lesson on travel',
    content: '# [ICON: star] Well done\n你做得很好！',
    datePosted: '2025-03-01T10:00:00.000Z',
    assignment: {
      assignedAt: '2025-03-01T10:00:00.000Z',
      firstOpenedTimestamp: opened,
      lastOpenedTimestamp: opened,
      openCount,
    },
  };
}

/** A fake server holding one report whose open count grows with each view call; records every call. */
function serve({ reportStatus = 200 }: { reportStatus?: number } = {}) {
  let openCount = 0;
  const calls: Array<{ method: string; url: string; body: unknown; keepalive: boolean }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, keepalive: init.keepalive === true });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
    if (url === '/api/csrf-token') return json(200, { token: 't' });
    if (url === '/api/student/auth') return json(200, student);
    if (url === '/api/student/lesson-reports') return json(200, [report(openCount)]);
    if (url === '/api/student/lesson-reports/7' && method === 'GET') {
      return reportStatus === 200
        ? json(200, report(openCount))
        : json(reportStatus, { error: 'X', message: 'Lesson report not found' });
    }
    if (url === '/api/student/lesson-reports/7/view' && method === 'POST') {
      openCount += 1;
      return json(200, report(openCount));
    }
    if (url === '/api/student/activity') return json(200, { ok: true });
    return json(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  return calls;
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient} locationHook={location.hook}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
  return location;
}

afterEach(async () => {
  // Unmount here and let a leaving page's lesson_close go out before the next test's fake server.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
});

describe('/lesson-reports/{id}', () => {
  it("records one view per visit and shows 'First Time Viewing' from the report as fetched before it", async () => {
    const calls = serve();
    renderAt('/lesson-reports/7');
    expect(await screen.findByText('First Time Viewing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson on travel' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('open-count')).toHaveTextContent('Opened 1 times'));
    // The view is recorded after the report was fetched, once, even under StrictMode.
    const views = calls.filter((c) => c.url.endsWith('/view'));
    expect(views).toHaveLength(1);
    const firstGet = calls.findIndex((c) => c.method === 'GET' && c.url === '/api/student/lesson-reports/7');
    expect(calls.indexOf(views[0]!)).toBeGreaterThan(firstGet);
    expect(screen.getByText('First Time Viewing')).toBeInTheDocument();
  });

  it('sends lesson_close with keepalive when the student leaves the page', async () => {
    const calls = serve();
    renderAt('/lesson-reports/7');
    await waitFor(() => expect(screen.getByTestId('open-count')).toHaveTextContent('Opened 1 times'));
    expect(calls.filter((c) => c.url === '/api/student/activity')).toHaveLength(0);
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Back to Reports' }).at(-1)!);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lesson on travel' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/student/activity')).toEqual([
        {
          method: 'POST',
          url: '/api/student/activity',
          body: { type: 'lesson_close', lessonReportId: 7 },
          keepalive: true,
        },
      ]),
    );
    // The list was refreshed after the view: the report now reads Viewed.
    expect(screen.getByText('Viewed')).toBeInTheDocument();
    expect(screen.getByText('Opened 1 times')).toBeInTheDocument();
  });

  it('sends lesson_close when the page is hidden', async () => {
    const calls = serve();
    renderAt('/lesson-reports/7');
    await waitFor(() => expect(screen.getByTestId('open-count')).toHaveTextContent('Opened 1 times'));
    window.dispatchEvent(new Event('pagehide'));
    const closes = calls.filter((c) => c.url === '/api/student/activity');
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({ keepalive: true, body: { type: 'lesson_close', lessonReportId: 7 } });
  });

  it("shows 'Lesson Report Not Found' for a missing report and records nothing", async () => {
    const calls = serve({ reportStatus: 404 });
    renderAt('/lesson-reports/7');
    expect(await screen.findByRole('heading', { name: 'Lesson Report Not Found' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/view'))).toHaveLength(0);
  });

  it("shows 'Failed to fetch lesson report' when the call fails otherwise", async () => {
    serve({ reportStatus: 500 });
    renderAt('/lesson-reports/7');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch lesson report' })).toBeInTheDocument();
  });
});
