import { teacherPaths } from '#contract/teacher-paths';
import { homeworkLimits } from '#domain/homework/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createTeacherWorld,
  sampleDetails,
  tableSnapshot,
  type TeacherWorld,
} from './teacher-test-kit';

// A homework whose answer key repair would have to make up, or that is over a cap, is refused at
// save with the path of the value; nothing is stored. Harmless repairs still save.

let world: TeacherWorld;
beforeEach(async () => {
  world = await createTeacherWorld();
}, 30_000);
afterEach(async () => {
  await world.close();
});

type Refusal = { error: string; message: string; problems: { path: string; message: string }[] };

function create(assignmentDetails: unknown) {
  return call(world, world.a.session, 'POST', teacherPaths.homeworkList, {
    title: 'Keys',
    description: '',
    assignmentDetails,
    studentUsernames: [world.a.students[0]!.username],
  });
}

/** Creates a homework that must be refused, and answers its refusal after checking nothing changed. */
async function refused(assignmentDetails: unknown): Promise<Refusal> {
  const before = await tableSnapshot(world.db);
  const response = await create(assignmentDetails);
  expect(response.statusCode).toBe(400);
  expect(await tableSnapshot(world.db)).toEqual(before);
  const body = response.json() as Refusal;
  expect(body.error).toBe('VALIDATION_FAILED');
  return body;
}

const withTask = (task: Record<string, unknown>) => ({
  totalPoints: 10,
  passingScore: 5,
  instructions: '',
  tasks: [(sampleDetails().tasks as unknown[])[1], task],
});

const fragments = [
  { text: 'She ', isError: false },
  { text: 'go', isError: true, errorId: 'e1' },
  { text: ' to ', isError: false },
  { text: 'schol', isError: true, errorId: 'e2' },
];

describe('homework save: no invented keys', { timeout: 30_000 }, () => {
  it('refuses "An" for the options a, an, naming the task, the field and the near match', async () => {
    const body = await refused(
      withTask({ id: 'art', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 'An', points: 2 }),
    );
    expect(body.problems).toEqual([
      {
        path: 'tasks[1].correctAnswer',
        message:
          'task "art": correctAnswer "An" is not one of the options; did you mean "an"? Options must match exactly, capital letters included',
        // Beside the English, the stable codes and values a client says in its person's language.
        code: 'task.key',
        params: { task: 'art', field: 'correctAnswer' },
        cause: {
          code: 'key.not-option-near',
          message:
            '"An" is not one of the options; did you mean "an"? Options must match exactly, capital letters included',
          params: { answer: 'An', near: 'an' },
        },
      },
    ]);
    expect(body.message).toBe(`tasks[1].correctAnswer: ${body.problems[0]!.message}`);
  });

  it('refuses each kind of missing key with its path', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id: 'm', type: 'mcq_1', options: ['x', 'y'], points: 2 }, 'tasks[1].correctAnswer'],
      [{ id: 'm', type: 'mcq_1', correctAnswer: 'x' }, 'tasks[1].options'],
      [{ id: 's', type: 'sequence_task', items: ['b', 'a'], points: 4 }, 'tasks[1].correctOrder'],
      [
        { id: 's', type: 'sequence_task', items: ['b', 'a'], correctOrder: ['a', 'a'], points: 4 },
        'tasks[1].correctOrder',
      ],
      [{ id: 'b', type: 'binary_task', statement: 'S', points: 1 }, 'tasks[1].correctAnswer'],
      [{ id: 'b', type: 'binary_task', statement: 'S', correctAnswer: 'yes' }, 'tasks[1].correctAnswer'],
      [
        {
          id: 'f',
          type: 'find_mistakes',
          mode: 'find_and_fix',
          find: { fragments },
          fix: [
            { errorId: 'e1', options: ['goes', 'gone'], correct: 'went' },
            { errorId: 'e2', options: ['school'], correct: 'school' },
          ],
        },
        'tasks[1].fix[0].correct',
      ],
      [
        {
          id: 'f',
          type: 'find_mistakes',
          mode: 'find_and_fix',
          find: { fragments },
          fix: [{ errorId: 'e1', options: ['goes', 'gone'], correct: 'goes' }],
        },
        'tasks[1].find.fragments[3]',
      ],
    ];
    for (const [task, path] of cases) {
      const body = await refused(withTask(task));
      expect(body.problems.map((problem) => problem.path)).toEqual([path]);
      expect(body.problems[0]!.message).toContain(`task "${task.id}"`);
    }
  });

  it('refuses an update that would leave a task without a key and keeps the stored homework', async () => {
    const created = await create(sampleDetails());
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const before = await tableSnapshot(world.db);
    const details = sampleDetails();
    (details.tasks as Record<string, unknown>[])[0]!.correctAnswer = 'Went';
    const response = await call(world, world.a.session, 'PUT', teacherPaths.homework(id), {
      title: 'Keys',
      description: '',
      assignmentDetails: details,
      studentUsernames: [],
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Refusal).problems[0]).toMatchObject({
      path: 'tasks[0].correctAnswer',
      message: expect.stringContaining('did you mean "went"?'),
    });
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('still saves harmless repairs: spaces around a key, a key given by index, true as text, missing points', async () => {
    const response = await create({
      tasks: [
        { id: 'm', type: 'mcq_1', options: ['a', 'an'], correctAnswer: ' an ' },
        { id: 'n', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 0, points: 2 },
        { id: 'b', type: 'binary_task', statement: 'S', correctAnswer: 'true' },
        { id: 'f', type: 'find_mistakes', find: { fragments } },
      ],
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('homework save: caps', { timeout: 60_000 }, () => {
  const binary = (i: number) => ({
    id: `b${i}`,
    type: 'binary_task',
    statement: 'S',
    correctAnswer: true,
    points: 1,
  });
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i % 10}`).join(' ');

  it('takes a homework at every cap and refuses one past each, with the path', async () => {
    const atCaps = {
      instructions: words(homeworkLimits.tokens),
      tasks: [
        ...Array.from({ length: homeworkLimits.tasks - 2 }, (_, i) => binary(i)),
        {
          id: 'm',
          type: 'mcq_1',
          options: Array.from({ length: homeworkLimits.options }, (_, i) => `o${i}`),
          correctAnswer: 'o3',
          points: 2,
        },
        {
          id: 's',
          type: 'sequence_task',
          items: Array.from({ length: homeworkLimits.items }, (_, i) => `i${i}`),
          correctOrder: Array.from({ length: homeworkLimits.items }, (_, i) => `i${i}`),
          points: 2,
        },
      ],
    };
    expect((await create(atCaps)).statusCode).toBe(201);

    const past: [unknown, string | string[]][] = [
      [{ tasks: Array.from({ length: homeworkLimits.tasks + 1 }, (_, i) => binary(i)) }, 'tasks'],
      [
        withTask({
          id: 'm',
          type: 'mcq_1',
          options: Array.from({ length: homeworkLimits.options + 1 }, (_, i) => `o${i}`),
          correctAnswer: 'o1',
        }),
        'tasks[1].options',
      ],
      [
        withTask({
          id: 's',
          type: 'sequence_task',
          items: Array.from({ length: homeworkLimits.items + 1 }, (_, i) => `i${i}`),
          correctOrder: Array.from({ length: homeworkLimits.items + 1 }, (_, i) => `i${i}`),
        }),
        ['tasks[1].items', 'tasks[1].correctOrder'],
      ],
      [withTask({ ...binary(1), question: words(homeworkLimits.tokens + 1) }), 'tasks[1].question'],
      [withTask({ ...binary(1), passage: 'x'.repeat(homeworkLimits.characters + 1) }), 'tasks[1].passage'],
      [
        withTask({
          id: 'f',
          type: 'find_mistakes',
          find: {
            fragments: [
              { text: `${words(homeworkLimits.tokens)} `, isError: false },
              { text: 'goed', isError: true },
            ],
          },
        }),
        'tasks[1].find.fragments',
      ],
    ];
    for (const [details, path] of past) {
      const body = await refused(details);
      expect(body.problems.map((problem) => problem.path)).toEqual(Array.isArray(path) ? path : [path]);
      expect(body.problems[0]!.message).toMatch(/at most \d+ are allowed/);
    }
  });

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    const before = await tableSnapshot(world.db);
    const response = await create({
      instructions: '',
      tasks: Array.from({ length: 150 }, (_, i) => ({ ...binary(i), passage: 'x'.repeat(1990) }))
        .concat(Array.from({ length: 50 }, (_, i) => ({ ...binary(200 + i), passage: 'y'.repeat(1990) })))
        .map((task, i) => ({ ...task, question: `${'q'.repeat(1900)}${i}`, statement: 's'.repeat(1990) })),
    });
    expect(response.statusCode).toBe(413);
    expect(await tableSnapshot(world.db)).toEqual(before);
  });
});
