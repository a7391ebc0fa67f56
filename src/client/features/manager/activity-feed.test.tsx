import type { Activity } from '#contract/teacher';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityFeedLimit, activityPollMs } from '../../api/teacher-manager';
import { ActivityFeed } from './activity-feed';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';

function entry(id: number, type: Activity['type'], minute: number): Activity {
  return {
    id,
    type,
    studentUsername: 'mia',
    studentName: 'Mia',
    targetId: 3,
    targetTitle: 'Past tense',
    timestamp: new Date(2030, 0, 2, 9, minute, 7).toISOString(),
  };
}

function renderFeed() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ActivityFeed />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("'Live Activity Feed' (teacher.md sections 2 and 9)", () => {
  it('uses the spec constants: polled every 30000 ms, at most 100 entries', () => {
    expect(activityPollMs).toBe(30_000);
    expect(activityFeedLimit).toBe(100);
  });

  it('shows one plain-words line per activity with its HH:mm:ss time, newest first as sent', async () => {
    installTestServer({
      'GET /api/teacher/activities': {
        status: 200,
        body: [entry(2, 'homework_complete', 5), entry(1, 'login', 1)],
      },
    });
    renderFeed();
    const list = await screen.findByRole('list', { name: 'Student activity, Jan 2, 2030' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mia finished "Past tense"09:05:07',
      'Mia signed in09:01:07',
    ]);
  });

  it('heads each day of a feed that spans days: Today, Yesterday, then the date', async () => {
    const now = new Date();
    const at = (daysAgo: number) => {
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, 12, 0, 0);
      return day.toISOString();
    };
    const body = [
      { ...entry(3, 'login', 0), timestamp: at(0) },
      { ...entry(2, 'logout', 0), timestamp: at(1) },
      { ...entry(1, 'login', 0), timestamp: at(400) },
    ];
    installTestServer({ 'GET /api/teacher/activities': { status: 200, body } });
    renderFeed();
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yesterday' })).toBeInTheDocument();
    const today = screen.getByRole('list', { name: 'Student activity, Today' });
    expect(within(today).getByRole('listitem')).toHaveTextContent('Mia signed in12:00:00');
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(3);
    expect(lists[2]?.getAttribute('aria-label')).toMatch(/^Student activity, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('keeps at most 100 entries', async () => {
    const many = Array.from({ length: 120 }, (_, i) => entry(i + 1, 'login', i % 60));
    installTestServer({ 'GET /api/teacher/activities': { status: 200, body: many } });
    renderFeed();
    const list = await screen.findByRole('list', { name: 'Student activity, Jan 2, 2030' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
  });

  it("says 'Failed to fetch activities' when the call fails", async () => {
    installTestServer({
      'GET /api/teacher/activities': { status: 500, body: { error: 'INTERNAL', message: 'x' } },
    });
    renderFeed();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activities');
  });

  it('has an empty state', async () => {
    installTestServer({ 'GET /api/teacher/activities': { status: 200, body: [] } });
    renderFeed();
    expect(await screen.findByText('No student activity yet.')).toBeInTheDocument();
  });
});
