import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadTexts } from '../../../i18n/locale';
import { reportOpenText } from '../../lesson-report-editor/report-open-text';
import { readRoster } from '../students/roster';
import { formatDay, formatDayTime } from './dates';
import { gradeLabel } from './grade-label';
import { gradebookStatusLabel, teacherStatusLabel } from './status-label';
import { formatEngagementTime, formatSeconds } from './time';

// The teacher's dates, times, statuses and counts in both languages (issue 32): English keeps the
// specification's forms exactly; Chinese takes the catalogue's words and the browser's date forms.

beforeAll(() => loadTexts('app'));
afterEach(() => activateLocale('en'));

const opened = (openCount: number) => reportOpenText({ assignment: { openCount } } as never);

describe('in English', () => {
  it('dates, times and durations keep the specification’s forms', () => {
    expect(formatDay('2026-11-03T10:00:00')).toBe('Nov 3, 2026');
    expect(formatDayTime('2026-11-03T14:05:00')).toBe('Nov 3, 2026 2:05 PM');
    expect(formatDayTime(null)).toBe('N/A');
    expect(formatSeconds(95)).toBe('1m 35s');
    expect(formatSeconds(null)).toBe('N/A');
    expect(formatEngagementTime(2.5)).toBe('2m 30s');
  });

  it('statuses are the domain’s words, and counts take one or other', () => {
    expect(teacherStatusLabel({ kind: 'in-progress', label: '', percent: 40, allDone: false })).toBe(
      'In Progress (40%)',
    );
    expect(gradebookStatusLabel('not-started')).toBe('Not started');
    expect(gradeLabel('Grade 7')).toBe('Grade 7');
    expect([0, 1, 3].map(opened)).toEqual(['Not opened yet', 'Opened 1 time', 'Opened 3 times']);
    expect(readRoster('').listProblem).toBe('The list is empty.');
    expect(readRoster('Ana, Pérez, ana@example.com, Grade 99').rows[0]?.problems).toContainEqual({
      field: 'gradeLevel',
      message: 'Grade must be one of Grade 6 to Grade 12, or empty',
    });
    expect(readRoster('Ana, , not-an-email').rows[0]?.problems).toEqual([
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Enter a valid email address' },
    ]);
  });
});

describe('in Simplified Chinese', () => {
  it('dates come in the language’s own form, durations in minutes and seconds', async () => {
    await activateLocale('zh-CN');
    expect(formatDay('2026-11-03T10:00:00')).toBe('2026年11月3日');
    expect(formatDayTime('2026-11-03T14:05:00')).toMatch(/^2026年11月3日\s*14:05$/);
    expect(formatDayTime(null)).toBe('无');
    expect(formatSeconds(95)).toBe('1分35秒');
    expect(formatEngagementTime(2.5)).toBe('2分30秒');
  });

  it('statuses and counts from the catalogue, one form for every count', async () => {
    await activateLocale('zh-CN');
    expect(teacherStatusLabel({ kind: 'in-progress', label: '', percent: 40, allDone: false })).toBe(
      '进行中（40%）',
    );
    expect(teacherStatusLabel({ kind: 'completed', label: 'Completed' })).toBe('已完成');
    expect(gradebookStatusLabel('overdue')).toBe('已逾期');
    expect([0, 1, 3].map(opened)).toEqual(['尚未打开', '已打开 1 次', '已打开 3 次']);
    expect(readRoster('').listProblem).toBe('名单是空的。');
    expect(gradeLabel('Grade 7')).toBe('7年级');
    expect(readRoster('Ana, Pérez, ana@example.com, 99').rows[0]?.problems).toContainEqual({
      field: 'gradeLevel',
      message: '年级须为6年级至12年级，或留空',
    });
    expect(readRoster('Ana, , not-an-email').rows[0]?.problems).toEqual([
      { field: 'lastName', message: '请填写姓' },
      { field: 'email', message: '请输入有效的邮箱地址' },
    ]);
  });
});
