import { studentPaths } from '#contract/paths';
import { studentHomeworkListResponseSchema, studentHomeworkSchema } from '#contract/student';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Classroom,
  call,
  createClassroom,
  fourTaskDetails,
  goodResponses,
  insertHomework,
  placeOf,
  storedSubmission,
} from './test-fixtures';

/** Homework details with each task's options and items sorted (each student sees them in an order of their own). */
function inAnyOrder(details: { tasks: Record<string, unknown>[] }) {
  const sorted = (list: unknown) => (Array.isArray(list) ? [...(list as string[])].sort() : list);
  return {
    ...details,
    tasks: details.tasks.map((task) => ({ ...task, options: sorted(task.options), items: sorted(task.items) })),
  };
}

let room: Classroom;
beforeEach(async () => {
  room = await createClassroom();
});
afterEach(async () => {
  await room.close();
});

describe('GET /api/student/homework', () => {
  it('lists the homework assigned to the student, newest assigned date first, as summaries', async () => {
    const older = await insertHomework(room.db, room.teacherId, {
      title: 'Older',
      assignTo: [room.student.id],
      assignedDate: '2025-01-01T00:00:00.000Z',
    });
    const newer = await insertHomework(room.db, room.teacherId, {
      title: 'Newer',
      assignTo: [room.student.id],
      assignedDate: '2025-02-01T00:00:00.000Z',
      dueDate: '2025-03-01T00:00:00.000Z',
    });
    await insertHomework(room.db, room.teacherId, { title: 'Not mine', assignTo: [room.other.id] });
    const save = await call(room, room.student.session, 'POST', studentPaths.autoSave(older), {
      taskResponse: goodResponses.bin1,
      currentTaskIndex: 2,
      trackingData: { cursorMovements: [{ x: 1, y: 2, timestamp: 3 }] },
    });
    expect(save.statusCode).toBe(200);

    const response = await call(room, room.student.session, 'GET', studentPaths.homeworkList);
    expect(response.statusCode).toBe(200);
    const list = studentHomeworkListResponseSchema.parse(response.json());
    expect(list.map((h) => [h.id, h.title])).toEqual([
      [newer, 'Newer'],
      [older, 'Older'],
    ]);
    expect(list[0]?.dueDate).toBe('2025-03-01T00:00:00.000Z');
    expect(list[0]?.submission).toBeNull();
    // Four tasks worth 6 + 6 + 10 + 10 points; one finished in the saved answer.
    expect(list[1]).toMatchObject({ taskCount: 4, tasksDone: 1, totalPoints: 32 });
    expect(list[0]).toMatchObject({ taskCount: 4, tasksDone: 0, totalPoints: 32 });
    expect(list[1]?.submission?.isCompleted).toBe(false);
    // Neither the tasks nor the answers travel with the list.
    const raw = response.json() as Array<Record<string, unknown>>;
    expect(raw.every((item) => !('assignmentDetails' in item))).toBe(true);
    expect(
      raw.every((item) => !item.submission || !('studentResponses' in (item.submission as object))),
    ).toBe(true);
  });

  it('counts a task done exactly when its saved answer is completed, through checks, auto-saves and submit', async () => {
    const homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const tasksDone = async () => {
      const list = studentHomeworkListResponseSchema.parse(
        (await call(room, room.student.session, 'GET', studentPaths.homeworkList)).json(),
      );
      return list.find((h) => h.id === homeworkId)?.tasksDone;
    };
    // Every saved answer's kept column says what its JSON says.
    const expectColumnsAsAnswers = async () => {
      const saved = await storedSubmission(room.db, room.student.id, homeworkId);
      for (const row of saved.responses)
        expect([row.taskId, Number(row.completed)]).toEqual([
          row.taskId,
          JSON.parse(row.response).completed === true ? 1 : 0,
        ]);
      return saved.responses.filter((row) => Number(row.completed) === 1).length;
    };
    const check = (body: Record<string, unknown>) =>
      call(room, room.student.session, 'POST', studentPaths.check(homeworkId), {
        currentTaskIndex: 1,
        timeSpent: 1000,
        ...body,
      });

    // A wrong pick is saved but not done; the right pick finishes the task.
    const at = (text: string) => placeOf(room, room.student.session, homeworkId, 'mcq1', text);
    expect(
      (await check({ taskId: 'mcq1', action: { type: 'pick-option', index: await at('cat') }, seq: 0 })).statusCode,
    ).toBe(200);
    expect(await tasksDone()).toBe(0);
    expect(await expectColumnsAsAnswers()).toBe(0);
    expect(
      (await check({ taskId: 'mcq1', action: { type: 'pick-option', index: await at('run') }, seq: 1 })).statusCode,
    ).toBe(200);
    expect(await tasksDone()).toBe(1);
    // Auto-saves, the second of the same task replacing the first.
    for (const taskResponse of [goodResponses.bin1, goodResponses.bin1, goodResponses.fm1]) {
      const save = await call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
        taskResponse,
        currentTaskIndex: 2,
      });
      expect(save.statusCode).toBe(200);
    }
    expect(await tasksDone()).toBe(3);
    expect(await expectColumnsAsAnswers()).toBe(3);

    // Submit adds the sequence answer from its payload and rescores every answer.
    const submitted = await call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), {
      startTime: '2025-05-01T10:00:00.000Z',
      endTime: '2025-05-01T10:04:05.900Z',
      totalTimeSpent: 245,
      tasks: [goodResponses.seq1],
      totalScore: 0,
      percentage: 0,
      passed: false,
    });
    expect(submitted.statusCode).toBe(200);
    expect(await tasksDone()).toBe(4);
    expect(await expectColumnsAsAnswers()).toBe(4);
  });

  it("counts a submitted payload's answers for tasks without a saved answer (older data)", async () => {
    const homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const at = '2025-05-01T10:00:00.000Z';
    await room.db
      .insertInto('submissions')
      .values({
        homeworkId,
        studentId: room.student.id,
        isCompleted: 1,
        score: 16,
        percentage: 50,
        passed: 0,
        submissionDate: at,
        startedAt: at,
        timeSpent: 60,
        currentTaskIndex: 3,
        studentResponses: JSON.stringify({
          tasks: [
            { ...goodResponses.bin1, completed: true },
            { ...goodResponses.mcq1, completed: false },
            { ...goodResponses.fm1, completed: true },
          ],
        }),
        updatedAt: at,
      })
      .execute();
    const list = studentHomeworkListResponseSchema.parse(
      (await call(room, room.student.session, 'GET', studentPaths.homeworkList)).json(),
    );
    expect(list.find((h) => h.id === homeworkId)).toMatchObject({ taskCount: 4, tasksDone: 2 });
  });

  it("sends each submission's figures exactly as the submission call does, without its answers", async () => {
    const homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    // Two answers saved at different times: the first and last save times must be told apart.
    for (const [index, taskResponse] of [goodResponses.mcq1, goodResponses.bin1].entries()) {
      const save = await call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
        taskResponse,
        currentTaskIndex: index + 1,
      });
      expect(save.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const list = studentHomeworkListResponseSchema.parse(
      (await call(room, room.student.session, 'GET', studentPaths.homeworkList)).json(),
    );
    const whole = (await call(room, room.student.session, 'GET', studentPaths.submission(homeworkId))).json();
    const { studentResponses: _answers, ...figures } = whole as Record<string, unknown>;
    expect(figures.firstResponseAt).not.toBe(figures.lastResponseAt);
    expect(list[0]?.submission).toEqual(figures);
  });

  it('leaves out hidden and deleted homework', async () => {
    await insertHomework(room.db, room.teacherId, {
      title: 'Hidden',
      assignTo: [room.student.id],
      hidden: true,
    });
    await insertHomework(room.db, room.teacherId, {
      title: 'Deleted',
      assignTo: [room.student.id],
      deleted: true,
    });
    const visible = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const response = await call(room, room.student.session, 'GET', studentPaths.homeworkList);
    expect(response.json().map((h: { id: number }) => h.id)).toEqual([visible]);
  });
});

describe('GET /api/student/homework/{id}', () => {
  it('answers the homework with assignmentDetails as an object', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const response = await call(room, room.student.session, 'GET', studentPaths.homework(id));
    expect(response.statusCode).toBe(200);
    const homework = studentHomeworkSchema.parse(response.json());
    expect(homework).toMatchObject({
      id,
      title: 'Four tasks',
      description: 'One of each task type',
      dueDate: null,
    });
    // Repaired once on the server: every task in full shape, each without its key until finished.
    expect(homework.assignmentDetails).toMatchObject({
      instructions: fourTaskDetails.instructions,
      passingScore: 20,
      totalPoints: 32,
    });
    const tasks = homework.assignmentDetails.tasks as Array<Record<string, unknown>>;
    expect(tasks.map((t) => [t.id, t.type, t.points])).toEqual(
      fourTaskDetails.tasks.map((t) => [t.id, t.type, t.points]),
    );
    expect(tasks[1]).toEqual({
      id: 'mcq1',
      type: 'mcq_1',
      question: 'Pick the verb',
      options: expect.arrayContaining(['cat', 'run', 'blue', 'the']),
      points: 6,
    });
    // In an order of the student's own, never the teacher's.
    expect(tasks[1]?.options).toHaveLength(4);
    expect(tasks[1]?.options).not.toEqual(['cat', 'run', 'blue', 'the']);
  });

  it('answers assignmentDetails as an object even when stored as a JSON string inside the JSON', async () => {
    const plain = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const id = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: JSON.stringify(JSON.stringify(fourTaskDetails)),
    });
    const expected = await call(room, room.student.session, 'GET', studentPaths.homework(plain));
    const response = await call(room, room.student.session, 'GET', studentPaths.homework(id));
    expect(inAnyOrder(response.json().assignmentDetails)).toEqual(inAnyOrder(expected.json().assignmentDetails));
  });

  it.each([
    ['another student’s homework', { assignTo: [] as number[], other: true }],
    ['hidden homework', { hidden: true }],
    ['deleted homework', { deleted: true }],
  ])('answers 404 for %s, exactly as for a missing one', async (_name, options) => {
    const { other, ...rest } = options as { other?: boolean; hidden?: boolean; deleted?: boolean };
    const id = await insertHomework(room.db, room.teacherId, {
      ...rest,
      assignTo: other ? [room.other.id] : [room.student.id],
    });
    const missing = await call(room, room.student.session, 'GET', studentPaths.homework(999_999));
    for (const url of [studentPaths.homework(id), studentPaths.submission(id)]) {
      const response = await call(room, room.student.session, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Homework not found' });
    }
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Homework not found' });
    for (const url of [studentPaths.autoSave(id), studentPaths.submit(id)]) {
      const response = await call(room, room.student.session, 'POST', url, {
        taskResponse: goodResponses.bin1,
        currentTaskIndex: 0,
      });
      expect(response.statusCode).toBe(404);
    }
    const check = await call(room, room.student.session, 'POST', studentPaths.check(id), {
      taskId: 'seq1',
      action: { type: 'tap-item', index: 0 },
      seq: 0,
      currentTaskIndex: 0,
      timeSpent: 1000,
    });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toEqual({ error: 'NOT_FOUND', message: 'Homework not found' });
    const rows = await room.db.selectFrom('submissions').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('answers 400 with a message for an id that is not a positive integer', async () => {
    const response = await call(room, room.student.session, 'GET', studentPaths.homework('abc'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_FAILED');
    expect(response.json().message).toMatch(/id/);
  });
});

describe('GET /api/student/homework/{id}/submission', () => {
  it('answers 404 with a message when the student has not started the homework', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const response = await call(room, room.student.session, 'GET', studentPaths.submission(id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'No submission for this homework yet' });
  });
});
