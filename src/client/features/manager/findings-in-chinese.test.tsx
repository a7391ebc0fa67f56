import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestServer, testQueryClient } from '#client/test-support/test-server';
import { activateLocale, loadTexts } from '../../i18n/locale';
import { Button } from '../../ui/button';
import { resetToasts } from '../../ui/use-toast';
import { HomeworkDialog, type HomeworkDialogMode } from './homework-dialog';

// A teacher whose page is in Chinese reads the homework checker's findings in Chinese: the engine's
// problems and warnings, a save the server refuses and a shorthand line it cannot read, each put
// together from its code and values (the task ids, fields and options as written).

const createMode: HomeworkDialogMode = { kind: 'create', student: { username: 'mia', firstName: 'Mia' } };

function Harness() {
  const [open, setOpen] = useState<HomeworkDialogMode | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(createMode)}>Open</Button>
      <HomeworkDialog mode={open} onOpenChange={(next) => (next ? undefined : setOpen(null))} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

const noEnglishSentence = /[a-z]+ [a-z]+ [a-z]+/;

beforeEach(async () => {
  resetToasts();
  await loadTexts('app');
  await activateLocale('zh-CN');
});
afterEach(async () => {
  cleanup();
  act(() => resetToasts());
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe("the homework checker's findings on a Chinese page", { timeout: 30_000 }, () => {
  it("lists the engine's problems and warnings in Chinese, the task, field and options as written", async () => {
    installTestServer();
    const user = await openDialog();
    await user.click(screen.getByLabelText('作业 JSON'));
    await user.paste(
      JSON.stringify({
        title: 'Articles',
        assignmentDetails: {
          totalPoints: 50,
          passingScore: 1,
          instructions: '',
          tasks: [
            { id: 'art', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 'An', points: 2 },
            { id: 'tf', type: 'binary_task', statement: 'S', correctAnswer: 'true', points: 1 },
          ],
        },
      }),
    );
    const problems = screen.getByRole('region', { name: '问题' });
    expect(within(problems).getByText('tasks[0].correctAnswer').closest('li')).toHaveTextContent(
      'tasks[0].correctAnswer 题目“art”：correctAnswer “An”不是任何一个选项；是否应为“an”？选项必须完全一致，包括大小写',
    );
    const warnings = screen.getByRole('region', { name: '提醒' });
    expect(warnings).toHaveTextContent('是文字；请去掉引号，写作 true');
    expect(warnings).toHaveTextContent('totalPoints 为 50，但各题分数之和为 1');
    for (const item of within(warnings).getAllByRole('listitem'))
      expect(item.textContent?.replace(/^\S+/, '')).not.toMatch(noEnglishSentence);
    expect(screen.getByRole('button', { name: '创建作业' })).toBeDisabled();
  });

  it("shows a save the server refuses in Chinese, from the problem's code", async () => {
    installTestServer({
      'POST /api/teacher/homework': {
        status: 400,
        body: {
          error: 'VALIDATION_FAILED',
          message: 'tasks[0].points: has 201 entries; at most 200 are allowed',
          problems: [
            {
              path: 'tasks[0].correctAnswer',
              message: 'task "q": correctAnswer expected true or false',
              code: 'task.key',
              params: { task: 'q', field: 'correctAnswer' },
              cause: { code: 'binary.key-not-boolean', message: 'expected true or false' },
            },
            { path: 'tasks[0].statement', message: 'a newer server says this', code: 'newer.code' },
          ],
        },
      },
    });
    const user = await openDialog();
    await user.click(screen.getByLabelText('作业 JSON'));
    await user.paste(
      JSON.stringify({
        title: 'T',
        tasks: [{ id: 'q', type: 'binary_task', statement: 'S', correctAnswer: true, points: 1 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: '创建作业' }));
    const refused = await screen.findByText('tasks[0].correctAnswer', { selector: 'code' });
    expect(refused.closest('li')).toHaveTextContent(
      'tasks[0].correctAnswer: 题目“q”：correctAnswer 应为 true 或 false',
    );
    // A code this client does not know shows the server's English.
    const newer = screen.getByText('tasks[0].statement', { selector: 'code' });
    expect(newer.closest('li')).toHaveTextContent('a newer server says this');
  });

  it("names a shorthand line it cannot read in Chinese, the shorthand's keywords as written", async () => {
    installTestServer();
    const user = await openDialog();
    await user.click(screen.getByRole('tab', { name: '简写' }));
    const box = await screen.findByRole('textbox', { name: '简写' }, { timeout: 10_000 });
    await user.click(box);
    await user.paste('Choice: Pick.\nShe ___ happy.\n- is\n- are\n\nGaps: Fill.\nShe [goes home.');
    await user.click(screen.getByRole('button', { name: '转换为表单' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('请先修正这些行：');
    expect(alert).toHaveTextContent('第 1 行：Choice: 请用 + 标出正确选项。');
    expect(alert).toHaveTextContent('第 7 行：Gaps: 有一个空的 [ 没有用 ] 关闭。');
    expect(alert).not.toHaveTextContent('mark the right option');
  });
});
