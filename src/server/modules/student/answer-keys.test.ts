import { studentPaths } from '#contract/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Classroom, call, createClassroom, fourTaskDetails, insertHomework } from './test-fixtures';

let room: Classroom;
beforeEach(async () => {
  room = await createClassroom();
});
afterEach(async () => {
  await room.close();
});

/** Every key name anywhere in a JSON value. */
function keyNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keyNames(item, into);
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      into.add(name);
      keyNames(child, into);
    }
  }
  return into;
}

describe('the homework list never carries an answer key', () => {
  it('has no key field anywhere: it sends summaries, without the tasks', async () => {
    const hiddenCount = {
      ...fourTaskDetails,
      tasks: fourTaskDetails.tasks.map((task) =>
        task.type === 'find_mistakes'
          ? { ...task, mistakeCount: { revealed: false, count: 1, display: 'some mistakes' } }
          : task,
      ),
    };
    await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: hiddenCount,
    });
    await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const response = await call(room, room.student.session, 'GET', studentPaths.homeworkList);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    const names = keyNames(list);
    for (const key of ['correctAnswer', 'correctOrder', 'isError', 'errorId', 'correct', 'mistakeCount'])
      expect(names.has(key), key).toBe(false);
    // The list is a summary: no tasks at all, only what the overviews need.
    for (const homework of list) {
      expect(homework).not.toHaveProperty('assignmentDetails');
      expect(homework).toMatchObject({ taskCount: 4, totalPoints: 32 });
    }
  });
});

describe('an open submission does not say which mistakes are still unfound', () => {
  it('leaves missedErrors out until the homework is submitted', async () => {
    const homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const wrongClick = {
      taskId: 'fm1',
      type: 'find_mistakes',
      responses: {
        clickedFragments: [0],
        correctlyIdentified: [],
        incorrectClicks: 1,
        missedErrors: [],
        corrections: [],
      },
      timeSpent: 1,
    };
    const saved = await call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
      taskResponse: wrongClick,
      currentTaskIndex: 3,
    });
    expect(saved.statusCode).toBe(200);
    const open = await call(room, room.student.session, 'GET', studentPaths.submission(homeworkId));
    // While it is open, the answer lists no missed mistake (an empty list at most).
    expect(JSON.stringify(open.json())).not.toMatch(/"missedErrors":\[[^\]]/);
    const list = await call(room, room.student.session, 'GET', studentPaths.homeworkList);
    expect(keyNames(list.json()).has('missedErrors')).toBe(false);

    const submitted = await call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), {
      startTime: '2025-05-01T10:00:00.000Z',
      endTime: '2025-05-01T10:10:00.000Z',
      totalTimeSpent: 600,
      tasks: [],
      totalScore: 0,
      percentage: 0,
      passed: false,
    });
    expect(submitted.statusCode).toBe(200);
    const review = await call(room, room.student.session, 'GET', studentPaths.submission(homeworkId));
    const fm = (
      review.json() as { studentResponses: { tasks: Array<{ taskId: string; responses?: unknown }> } }
    ).studentResponses.tasks.find((t) => t.taskId === 'fm1');
    expect(fm?.responses).toMatchObject({ missedErrors: ['e1'] });
  });
});
