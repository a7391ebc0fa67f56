import type { TeacherLessonReport } from '#contract/teacher';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getToasts, resetToasts } from '../../ui/use-toast';
import { LessonReportsPage } from './lesson-reports-page';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';

const report: TeacherLessonReport = {
  id: 5,
  title: 'Week 1',
  content: '# Today\nWe practised **verbs**.',
  datePosted: '2030-03-04T10:00:00.000Z',
  updatedAt: '2030-03-04T10:00:00.000Z',
  assignment: {
    assignedAt: '2030-03-04T10:00:00.000Z',
    firstOpenedTimestamp: '2030-03-05T10:00:00.000Z',
    lastOpenedTimestamp: '2030-03-06T10:00:00.000Z',
    openCount: 3,
  },
};
const student = { id: 1, username: 'mia', firstName: 'Mia', lastName: 'Park' };

function renderPage() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Router hook={memoryLocation({ path: '/students/mia/lesson-reports' }).hook}>
        <Route path="/students/:username/lesson-reports">
          <LessonReportsPage />
        </Route>
      </Router>
    </QueryClientProvider>,
  );
  return user;
}

const base = '/api/teacher/students/mia';

beforeEach(() => resetToasts());
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('lesson-report writing page (DESIGN.md section 4)', () => {
  it('lists reports with title, date posted and how often they were opened', async () => {
    installTestServer({
      [`GET ${base}`]: { status: 200, body: student },
      [`GET ${base}/lesson-reports`]: {
        status: 200,
        body: [
          report,
          { ...report, id: 6, title: 'Week 2', assignment: { ...report.assignment, openCount: 0 } },
        ],
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Lesson reports' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Week 1');
    expect(items[0]).toHaveTextContent('Posted Mar 4, 2030');
    expect(items[0]).toHaveTextContent('Opened 3 times');
    expect(items[1]).toHaveTextContent('Not opened yet');
    expect(await screen.findByRole('heading', { name: 'Mia Park - Lesson Reports' })).toBeInTheDocument();
  });

  it('previews the content live from the document tree and creates the report', async () => {
    const server = installTestServer({
      [`GET ${base}`]: { status: 200, body: student },
      [`GET ${base}/lesson-reports`]: { status: 200, body: [] },
      [`POST ${base}/lesson-reports`]: { status: 201, body: report },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Report' }));
    await user.type(screen.getByLabelText('Title'), 'Week 1');
    await user.click(screen.getByLabelText('Content'));
    await user.paste(
      '=== REPORT START ===\n# Today\nWe practised **verbs** [ICON: star]\n- go\n我们练习了动词。\n<b>raw</b>',
    );
    const preview = screen.getByRole('region', { name: 'Preview (as the student will see it)' });
    expect(within(preview).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(within(preview).getByText('verbs').tagName).toBe('STRONG');
    expect(preview).toHaveTextContent('⭐');
    expect(preview).not.toHaveTextContent('REPORT START');
    expect(within(preview).getByText('我们练习了动词。').closest('p')).toHaveAttribute('lang', 'zh');
    // The student's own renderer (ui/report-content): its translation block and heading levels.
    expect(within(preview).getByText('我们练习了动词。').closest('p')).toHaveAttribute(
      'data-block',
      'translation',
    );
    expect(within(preview).getByRole('heading', { name: 'Today' }).tagName).toBe('H3');
    expect(within(preview).getByText('<b>raw</b>')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toEqual(['Lesson report created']));
    expect(server.mutations()).toEqual([
      {
        method: 'POST',
        path: `${base}/lesson-reports`,
        body: {
          title: 'Week 1',
          content:
            '=== REPORT START ===\n# Today\nWe practised **verbs** [ICON: star]\n- go\n我们练习了动词。\n<b>raw</b>',
        },
      },
    ]);
  });

  it('refuses a blank title or content without sending anything', async () => {
    const server = installTestServer({
      [`GET ${base}`]: { status: 200, body: student },
      [`GET ${base}/lesson-reports`]: { status: 200, body: [] },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Report' }));
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(server.mutations()).toEqual([]);
  });

  it("shows the server's message when saving fails", async () => {
    installTestServer({
      [`GET ${base}`]: { status: 200, body: student },
      [`GET ${base}/lesson-reports`]: { status: 200, body: [report] },
      [`PUT ${base}/lesson-reports/5`]: {
        status: 400,
        body: { error: 'VALIDATION_FAILED', message: 'Title is too long' },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Week 1' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Week 1');
    await user.click(screen.getByRole('button', { name: 'Update Report' }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Title is too long'));
    expect(getToasts()[0]?.title).toBe('Failed to update lesson report');
  });

  it('deletes only after the confirmation dialog is answered', async () => {
    const server = installTestServer({
      [`GET ${base}`]: { status: 200, body: student },
      [`GET ${base}/lesson-reports`]: { status: 200, body: [report] },
      [`DELETE ${base}/lesson-reports/5`]: { status: 200, body: { ok: true } },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Week 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this lesson report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.mutations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Week 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toEqual(['Lesson report deleted']));
    expect(server.mutations()).toEqual([
      { method: 'DELETE', path: `${base}/lesson-reports/5`, body: undefined },
    ]);
  });
});
