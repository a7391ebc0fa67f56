import type { LessonReport, Submission } from '#contract/common';
import type { StudentHomeworkListItem } from '#contract/student';
import { describe, expect, it } from 'vitest';
import { selectRecentActivity } from './recent-activity';

function submission(overrides: Partial<Submission>): Submission {
  return {
    isCompleted: true,
    score: 8,
    percentage: 80,
    passed: true,
    submissionDate: '2025-03-01T10:00:00.000Z',
    startedAt: null,
    timeSpent: 60,
    firstResponseAt: null,
    lastResponseAt: null,
    studentResponses: {
      tasks: [],
      currentTaskIndex: 0,
      startTime: null,
      endTime: null,
      totalTimeSpent: null,
      totalScore: null,
      percentage: null,
      passed: null,
    },
    ...overrides,
  };
}

function homework(id: number, sub: Submission | null, totalPoints = 20): StudentHomeworkListItem {
  const { studentResponses: _answers, ...figures } = sub ?? submission({});
  return {
    id,
    title: `Homework ${id}`,
    description: '',
    dueDate: null,
    assignedDate: '2025-01-01T00:00:00.000Z',
    taskCount: 3,
    tasksDone: 0,
    totalPoints,
    submission: sub ? figures : null,
  };
}

function report(id: number, lastOpenedTimestamp: string | null): LessonReport {
  return {
    id,
    title: `Report ${id}`,
    content: 'text',
    datePosted: '2025-01-01T00:00:00.000Z',
    assignment: {
      assignedAt: '2025-01-01T00:00:00.000Z',
      firstOpenedTimestamp: lastOpenedTimestamp,
      lastOpenedTimestamp,
      openCount: lastOpenedTimestamp ? 1 : 0,
    },
  };
}

const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T09:00:00.000Z`;

describe('selectRecentActivity', () => {
  it('lists up to 3 completed homework, the most recently submitted, as "Completed {title}"', () => {
    const items = selectRecentActivity(
      [
        homework(1, submission({ submissionDate: day(1) })),
        homework(2, submission({ submissionDate: day(5) })),
        homework(3, submission({ submissionDate: day(3) })),
        homework(4, submission({ submissionDate: day(4) })),
        homework(5, submission({ isCompleted: false, submissionDate: null })),
        homework(6, null),
      ],
      [],
    );
    expect(items.map((item) => item.title)).toEqual([
      'Completed Homework 2',
      'Completed Homework 4',
      'Completed Homework 3',
    ]);
  });

  it('lists up to 2 viewed lesson reports, never the unopened ones, by last-opened date', () => {
    const items = selectRecentActivity(
      [],
      [report(1, day(2)), report(2, null), report(3, day(6)), report(4, day(4))],
    );
    expect(items).toEqual([
      {
        kind: 'report',
        key: 'report-3',
        href: '/lesson-reports/3',
        title: 'Viewed Lesson Report: Report 3',
        date: day(6),
      },
      {
        kind: 'report',
        key: 'report-4',
        href: '/lesson-reports/4',
        title: 'Viewed Lesson Report: Report 4',
        date: day(4),
      },
    ]);
  });

  it('merges homework and reports newest first', () => {
    const items = selectRecentActivity(
      [
        homework(1, submission({ submissionDate: day(3) })),
        homework(2, submission({ submissionDate: day(1) })),
      ],
      [report(7, day(2)), report(8, day(9))],
    );
    expect(items.map((item) => item.key)).toEqual(['report-8', 'homework-1', 'report-7', 'homework-2']);
  });

  it('shows the total the list gives for each homework', () => {
    const [withTotal] = selectRecentActivity([homework(1, submission({ score: 14, percentage: 88 }))], []);
    const [withoutTotal] = selectRecentActivity(
      [homework(2, submission({ score: 7, percentage: 70 }), 10)],
      [],
    );
    expect(withTotal).toMatchObject({ score: 14, totalPoints: 20, percentage: 88 });
    expect(withoutTotal).toMatchObject({ score: 7, totalPoints: 10, percentage: 70 });
  });

  it('answers nothing when there is no completed homework and no opened report', () => {
    expect(selectRecentActivity([homework(1, null)], [report(1, null)])).toEqual([]);
  });
});
