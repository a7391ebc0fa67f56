import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teacherPaths } from '#contract/teacher-paths';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';
import { activateLocale, loadTexts } from '../../../i18n/locale';
import { BulkAddDialog } from './bulk-add-dialog';

// 'Add Several Students' on a Chinese page: what the server finds in the list (an email another
// student has, one met before in the list, a name too long for the schema) is said in Chinese from
// its code, beside the rows the teacher pasted.

beforeEach(async () => {
  await loadTexts('app');
  await activateLocale('zh-CN');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the bulk add on a Chinese page', { timeout: 30_000 }, () => {
  it("shows the server's problems of each row in Chinese", async () => {
    installTestServer({
      [`POST ${teacherPaths.studentsBulkCheck}`]: {
        status: 400,
        body: {
          error: 'VALIDATION_FAILED',
          message: 'students.1.email: A student with this email already exists',
          problems: [
            {
              path: 'students.1.email',
              message: 'A student with this email already exists',
              code: 'email-taken',
            },
            {
              path: 'students.2.email',
              message: 'This email is already in the list (row 1)',
              code: 'email-in-list',
              params: { row: 1 },
            },
            {
              path: 'students.2.lastName',
              message: 'Too big: expected string to have <=100 characters',
              code: 'schema.too_big',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <BulkAddDialog open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByLabelText('学生名单'));
    await user.paste(
      'Ana,Pérez,ana@school.example\nBen,Okafor,taken@school.example\nCai,Lin,other@school.example',
    );
    await user.click(screen.getByRole('button', { name: '预览' }));
    const rows = await screen.findAllByRole('row');
    const rowOf = (email: string) => rows.find((row) => row.textContent?.includes(email));
    expect(
      await within(rowOf('taken@school.example') as HTMLElement).findByText(/已有学生使用这个邮箱/),
    ).toBeInTheDocument();
    const third = rowOf('other@school.example');
    expect(third).toHaveTextContent('这个邮箱已在名单中（第 1 行）');
    expect(third).toHaveTextContent('太长了');
    expect(screen.queryByText(/already exists|already in the list|Too big/)).toBeNull();
  });
});
