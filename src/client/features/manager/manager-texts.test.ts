import type { Activity } from '#contract/teacher';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadTexts } from '../../i18n/locale';
import { activityDay, activityLine } from './activity-line';
import { assignButtonText, assignedToastText } from './assign-dialog';
import { studentsTitleName } from './choose-students-dialog';
import { assignedCountText } from './homework-row';
import { locateJsonError } from './json-problems';
import { schemaCapLines } from './schema-rules';

// The manager's sentences in both languages (issue 32): English keeps the words the specification
// and the English tests read; Chinese takes the catalogue's, with the tutor's names and titles
// put in as written.

beforeAll(() => loadTexts('app'));
afterEach(() => activateLocale('en'));

const activity = (type: Activity['type'], targetTitle: string | null = '第一课'): Activity => ({
  id: 1,
  type,
  studentUsername: 'mia',
  studentName: '小明',
  targetId: 7,
  targetTitle,
  timestamp: '2030-01-02T03:04:05.000Z',
});
const now = new Date(2030, 0, 10, 12);
const students = (...names: string[]) => names.map((firstName) => ({ firstName }));

describe('in English', () => {
  it('says the activity, the counts and the JSON finding as before', () => {
    expect(activityLine(activity('homework_complete'))).toBe('小明 finished "第一课"');
    expect(activityLine(activity('lesson_open', null))).toBe('小明 opened the lesson report');
    expect(activityDay(new Date(2030, 0, 9, 8).toISOString(), now)).toBe('Yesterday');
    expect(assignedCountText({ students: [{}, {}] as never })).toBe('Assigned to 2 students');
    expect(assignedToastText(1)).toBe('Homework assigned to 1 student');
    expect(assignButtonText(0)).toBe('Choose students');
    expect(studentsTitleName(students('Ana', 'Ben', 'Cai'))).toBe('Ana and 2 others');
    expect(locateJsonError('{"a": 1,}')?.message).toBe('a comma before } must be removed (trailing comma)');
    expect(locateJsonError('{"a" 1}')?.message).toBe(
      'expected a colon (:) after the property name but found “1”',
    );
    expect(schemaCapLines()[4]).toBe('at most 2,000 characters in any text field;');
  });
});

describe('in Chinese', () => {
  it('says them in Chinese, the names and titles as written', async () => {
    await activateLocale('zh-CN');
    expect(activityLine(activity('homework_complete'))).toBe('小明 完成了“第一课”');
    expect(activityLine(activity('lesson_open', null))).toBe('小明 打开了课程报告');
    expect(activityLine(activity('login_failed'))).toBe('mia 登录失败');
    expect(activityDay(new Date(2030, 0, 9, 8).toISOString(), now)).toBe('昨天');
    expect(activityDay(new Date(2030, 0, 7, 8).toISOString(), now)).toMatch(/^1月7日星期一$/);
    expect(assignedCountText({ students: [{}, {}] as never })).toBe('已布置给 2 名学生');
    expect(assignedToastText(1)).toBe('作业已布置给 1 名学生');
    expect(assignButtonText(3)).toBe('布置给 3 名学生');
    expect(studentsTitleName(students('小明', '小丽'))).toBe('小明和小丽');
    expect(studentsTitleName(students('小明', '小丽', '大伟'))).toBe('小明等 2 人');
    expect(locateJsonError('{"a": 1,}')?.message).toBe('} 前的逗号必须删除（多余的逗号）');
    expect(locateJsonError('{"a" 1}')?.message).toBe('此处应为属性名后的冒号（:），但发现“1”');
    expect(schemaCapLines()[4]).toBe('每个文本字段最多 2,000 个字符；');
  });
});
