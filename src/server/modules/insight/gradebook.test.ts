import { insightPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goodResponses, insertHomework } from '../student/test-fixtures';
import {
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Parses CSV as a spreadsheet would: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

async function classroom() {
  const teacher = await createTeacher(t.db);
  const mei = await createStudent(t.db, teacher.id, { firstName: '美', lastName: 'Chen, "Mei"' });
  const liam = await createStudent(t.db, teacher.id, {
    firstName: '=HYPERLINK("x")',
    lastName: 'Smith;=1+1',
  });
  const done = await insertHomework(t.db, teacher.id, {
    assignTo: [mei.id, liam.id],
    title: 'Done by Mei',
    assignedDate: '2026-01-02T00:00:00.000Z',
  });
  const late = await insertHomework(t.db, teacher.id, {
    assignTo: [liam.id],
    title: '@late',
    dueDate: '2020-01-01T00:00:00.000Z',
    assignedDate: '2026-01-01T00:00:00.000Z',
  });
  const meiSession = await login(t.app, 'student', mei.username, mei.password);
  for (const task of Object.values(goodResponses)) {
    await injectAs(t.app, meiSession, {
      method: 'POST',
      url: `/api/student/homework/${done}/auto-save`,
      payload: { taskResponse: task, currentTaskIndex: 0 },
    });
  }
  const submitted = await injectAs(t.app, meiSession, {
    method: 'POST',
    url: `/api/student/homework/${done}/submit`,
    payload: {
      startTime: '2026-01-03T10:00:00.000Z',
      endTime: '2026-01-03T10:05:00.000Z',
      totalTimeSpent: 300,
      tasks: [],
      totalScore: 0,
      percentage: 0,
      passed: false,
    },
  });
  expect(submitted.statusCode).toBe(200);
  const session = await login(t.app, 'teacher', teacher.username, teacher.password);
  return { teacher, mei, liam, done, late, session };
}

const get = (session: BrowserSession, url: string) => injectAs(t.app, session, { method: 'GET', url });

describe('gradebook', () => {
  it('answers every assignment of the teacher’s students with status, score and percentage', async () => {
    const { mei, liam, done, late, session } = await classroom();
    const response = await get(session, insightPaths.gradebook);
    expect(response.statusCode).toBe(200);
    const book = response.json();
    expect(book.homework.map((h: { title: string }) => h.title)).toEqual(['Done by Mei', '@late']);
    expect(book.homework[0].totalPoints).toBe(32);
    const cell = (studentId: number, homeworkId: number) =>
      book.cells.find(
        (c: { studentId: number; homeworkId: number }) =>
          c.studentId === studentId && c.homeworkId === homeworkId,
      );
    expect(cell(mei.id, done)).toMatchObject({
      status: 'completed',
      score: 30,
      totalPoints: 32,
      percentage: 94,
    });
    expect(cell(liam.id, done)).toMatchObject({ status: 'not-started', score: null });
    expect(cell(liam.id, late)).toMatchObject({ status: 'overdue' });
    expect(cell(mei.id, late)).toBeUndefined();
  });

  it('exports CSV a spreadsheet reads: BOM, one row per assignment, formula cells neutralised', async () => {
    const { mei, session } = await classroom();
    const response = await get(session, insightPaths.gradebookCsv);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="gradebook-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Username',
      'First name',
      'Last name',
      'Homework',
      'Status',
      'Score',
      'Total points',
      'Percentage',
      'Submitted at',
    ]);
    expect(rows).toHaveLength(4);
    const meiRow = rows.find((r) => r[0] === mei.username);
    expect(meiRow?.slice(1, 8)).toEqual(['美', 'Chen, "Mei"', 'Done by Mei', 'Completed', '30', '32', '94']);
    expect(meiRow?.[8]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows.some((r) => r[1] === '\'=HYPERLINK("x")')).toBe(true);
    // A formula after a separator some locales split on is neutralised too.
    expect(rows.some((r) => r[2] === "Smith;'=1+1")).toBe(true);
    expect(rows.some((r) => r[3] === "'@late" && r[4] === 'Overdue')).toBe(true);
  });

  it('shows another teacher nothing of this class', async () => {
    await classroom();
    const other = await createTeacher(t.db);
    const session = await login(t.app, 'teacher', other.username, other.password);
    expect((await get(session, insightPaths.gradebook)).json()).toEqual({
      students: [],
      homework: [],
      cells: [],
    });
    const csv = parseCsv((await get(session, insightPaths.gradebookCsv)).body.replace(/^\uFEFF/, ''));
    expect(csv).toHaveLength(1);
  });
});

describe('class overview', () => {
  it('names who has not opened the newest homework, who is overdue, and who scored under the passing mark this week', async () => {
    const { mei, liam, session } = await classroom();
    // A homework nobody can pass (passing score above its points), submitted by Mei just now.
    const hard = await insertHomework(
      t.db,
      (await t.db.selectFrom('teachers').select('id').executeTakeFirstOrThrow()).id,
      {
        assignTo: [mei.id],
        title: 'Too hard',
        assignedDate: '2025-12-01T00:00:00.000Z',
        assignmentDetails: {
          passingScore: 1000,
          tasks: [
            { id: 'b', type: 'binary_task', passage: 'p', statement: 's', correctAnswer: true, points: 10 },
          ],
        },
      },
    );
    const meiSession = await login(t.app, 'student', mei.username, mei.password);
    const submitted = await injectAs(t.app, meiSession, {
      method: 'POST',
      url: `/api/student/homework/${hard}/submit`,
      payload: {
        startTime: '2026-01-03T10:00:00.000Z',
        endTime: '2026-01-03T10:05:00.000Z',
        totalTimeSpent: 300,
        tasks: [],
        totalScore: 0,
        percentage: 0,
        passed: false,
      },
    });
    expect(submitted.statusCode).toBe(200);

    const response = await get(session, insightPaths.classOverview);
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.newestHomework.title).toBe('Done by Mei');
    expect(overview.notOpened.map((s: { username: string }) => s.username)).toEqual([liam.username]);
    expect(overview.overdue).toEqual([expect.objectContaining({ username: liam.username, count: 1 })]);
    expect(overview.belowPassing).toEqual([
      expect.objectContaining({ username: mei.username, homeworkTitle: 'Too hard', percentage: 0 }),
    ]);

    const other = await createTeacher(t.db);
    const otherSession = await login(t.app, 'teacher', other.username, other.password);
    expect((await get(otherSession, insightPaths.classOverview)).json()).toEqual({
      newestHomework: null,
      notOpened: [],
      overdue: [],
      belowPassing: [],
    });
  });
});

describe('progress history', () => {
  it('answers the student’s completed homework by date and the average share per task type, to the student and their teacher only', async () => {
    const { mei, liam, session } = await classroom();
    const teacherView = await get(session, insightPaths.studentProgressHistory(mei.username));
    expect(teacherView.statusCode).toBe(200);
    const history = teacherView.json();
    expect(history.points).toEqual([
      expect.objectContaining({ title: 'Done by Mei', score: 30, percentage: 94 }),
    ]);
    const byType = Object.fromEntries(
      history.byType.map((entry: { type: string; averagePercent: number; tasks: number }) => [
        entry.type,
        entry,
      ]),
    );
    expect(byType.mcq_1).toEqual({ type: 'mcq_1', tasks: 1, averagePercent: 67 });
    expect(byType.sequence_task.averagePercent).toBe(100);
    expect(byType.binary_task.averagePercent).toBe(100);
    expect(byType.find_mistakes.averagePercent).toBe(100);

    const meiSession = await login(t.app, 'student', mei.username, mei.password);
    const own = await get(meiSession, insightPaths.myProgressHistory);
    expect(own.json()).toEqual(history);
    const liamSession = await login(t.app, 'student', liam.username, liam.password);
    expect((await get(liamSession, insightPaths.myProgressHistory)).json()).toEqual({
      points: [],
      byType: [],
    });

    const other = await createTeacher(t.db);
    const otherSession = await login(t.app, 'teacher', other.username, other.password);
    expect((await get(otherSession, insightPaths.studentProgressHistory(mei.username))).statusCode).toBe(404);
  });
});
