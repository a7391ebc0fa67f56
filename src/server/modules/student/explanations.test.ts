import { studentPaths } from '#contract/paths';
import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, login } from '../../test-support/test-app';
import { call, createTeacherWorld, tableSnapshot, type TeacherWorld } from '../teacher/teacher-test-kit';

// The tutor's explanations tell the answer: the student gets none of a task before it is finished
// (neither loading the homework nor in a check's answer), gets them once it is, and sees them all
// in the review of a submitted homework. The teacher's calls carry them as written.

let world: TeacherWorld;
let student: { username: string; session: BrowserSession };
beforeEach(async () => {
  world = await createTeacherWorld();
  const { username, password } = world.a.students[0]!;
  student = { username, session: await login(world.app, 'student', username, password) };
}, 30_000);
afterEach(async () => {
  await world.close();
});

const details = {
  totalPoints: 8,
  passingScore: 4,
  instructions: '',
  tasks: [
    {
      id: 'art',
      type: 'mcq_1',
      question: 'Choose the article.',
      sentence: 'I waited for ___ hour.',
      options: ['a', 'an', 'the'],
      correctAnswer: 'an',
      points: 4,
      explanation: 'SECRET-TASK "hour" starts with a vowel sound.',
      optionExplanations: { a: 'SECRET-A "a" goes before a consonant sound.', an: 'SECRET-AN right.' },
    },
    {
      id: 'tf',
      type: 'binary_task',
      question: 'True or false?',
      passage: 'Tom has a red bike.',
      statement: 'Tom has a bike.',
      correctAnswer: true,
      points: 4,
      explanation: 'SECRET-TF the text says he has one.',
    },
  ],
};

type Json = Record<string, unknown>;
const secrets = (value: unknown) => JSON.stringify(value).match(/SECRET-[A-Z]+/g) ?? [];

async function createHomework(assignmentDetails: unknown) {
  return call(world, world.a.session, 'POST', teacherPaths.homeworkList, {
    title: 'Articles',
    description: '',
    assignmentDetails,
    studentUsernames: [student.username],
  });
}

async function created(): Promise<number> {
  const response = await createHomework(details);
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

const studentCall = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(world, student.session, method, url, payload);

async function studentTasks(id: number): Promise<Json[]> {
  const response = await studentCall('GET', studentPaths.homework(id));
  expect(response.statusCode).toBe(200);
  return (response.json() as { assignmentDetails: { tasks: Json[] } }).assignmentDetails.tasks;
}

async function pick(id: number, text: string, seq: number) {
  const shown = (await studentTasks(id)).find((t) => t.id === 'art')?.options as string[];
  const response = await studentCall('POST', studentPaths.check(id), {
    currentTaskIndex: 0,
    timeSpent: 1000,
    taskId: 'art',
    action: { type: 'pick-option', index: shown.indexOf(text) },
    seq,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { task: Json; taskResponse: Json };
}

describe('explanations', { timeout: 30_000 }, () => {
  it('reach the student only for a finished task, and all of them in the review', async () => {
    const id = await created();
    expect(secrets(await studentTasks(id))).toEqual([]);

    // A wrong pick leaves the task open: its answer tells no explanation.
    const wrong = await pick(id, 'a', 0);
    expect(wrong.taskResponse).toMatchObject({ completed: false });
    expect(secrets(wrong)).toEqual([]);
    expect(secrets(await studentTasks(id))).toEqual([]);

    // The pick that finishes it carries the task's explanation and its options'.
    const right = await pick(id, 'an', 1);
    expect(right.taskResponse).toMatchObject({ completed: true, isCorrect: true });
    expect(right.task).toMatchObject({
      explanation: details.tasks[0]!.explanation,
      optionExplanations: details.tasks[0]!.optionExplanations,
    });

    // Loading the session again: the finished task has them, the open one still not.
    const [art, tf] = await studentTasks(id);
    expect(art).toMatchObject({ explanation: details.tasks[0]!.explanation });
    expect(secrets(tf)).toEqual([]);

    // Submitted: the review has every explanation, the unanswered task's too.
    const submit = await studentCall('POST', studentPaths.submit(id), {
      startTime: new Date(Date.now() - 1000).toISOString(),
      endTime: new Date().toISOString(),
      totalTimeSpent: 1,
      tasks: [],
      totalScore: 0,
      percentage: 0,
      passed: false,
    });
    expect(submit.statusCode).toBe(200);
    const review = await studentTasks(id);
    expect(review[0]).toMatchObject({ optionExplanations: details.tasks[0]!.optionExplanations });
    expect(review[1]).toMatchObject({ explanation: details.tasks[1]!.explanation });
  });

  it('reach the teacher as written: the homework, the answer key and the review of a student', async () => {
    const id = await created();
    // The homework list gives the homework's detail page (its answer key) the homework as written.
    const list = await call(world, world.a.session, 'GET', teacherPaths.homeworkList);
    expect(list.statusCode).toBe(200);
    const homework = (list.json() as { id: number; assignmentDetails: { tasks: Json[] } }[]).find(
      (h) => h.id === id,
    );
    expect(homework?.assignmentDetails.tasks).toMatchObject(
      details.tasks.map(({ id: taskId, explanation }) => ({ id: taskId, explanation })),
    );
    expect(secrets(homework).sort()).toEqual(['SECRET-A', 'SECRET-AN', 'SECRET-TASK', 'SECRET-TF']);
    // The review of one student's homework reads the same homework.
    const ofStudent = await call(
      world,
      world.a.session,
      'GET',
      teacherPaths.studentHomework(student.username, id),
    );
    expect(ofStudent.statusCode).toBe(200);
    expect(secrets(ofStudent.json()).sort()).toEqual(['SECRET-A', 'SECRET-AN', 'SECRET-TASK', 'SECRET-TF']);
  });

  it('a homework explaining an option it does not have is refused, naming the task and the field', async () => {
    const before = await tableSnapshot(world.db);
    const task = { ...details.tasks[0], optionExplanations: { An: 'Before a vowel sound.' } };
    const response = await createHomework({ ...details, tasks: [task, details.tasks[1]] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      problems: [
        {
          path: 'tasks[0].optionExplanations',
          message:
            'task "art": optionExplanations explains "An", which is not one of the options; did you mean "an"? Options must match exactly',
        },
      ],
    });
    expect(await tableSnapshot(world.db)).toEqual(before);
  });
});
