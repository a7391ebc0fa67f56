import { type APIRequestContext, request } from '@playwright/test';
import { type E2EStudent, e2eBaseUrl, teacherApi, uniqueSuffix } from './api';

/** A homework of every kind the review shows: a binary, a multiple-choice and a sequence task. */
export function reviewHomeworkDetails() {
  return {
    totalPoints: 16,
    passingScore: 8,
    instructions: 'Read each question carefully.',
    tasks: [
      {
        id: 'b1',
        type: 'binary_task',
        question: 'True or false?',
        passage: 'The cat sat on the mat.',
        statement: 'The cat sat on the mat.',
        correctAnswer: true,
        points: 4,
      },
      {
        id: 'm1',
        type: 'mcq_1',
        question: 'Pick the past tense of "go".',
        options: ['goed', 'went', 'gone', 'going'],
        correctAnswer: 'went',
        points: 6,
      },
      {
        id: 's1',
        type: 'sequence_task',
        question: 'Put the words in order.',
        items: ['I', 'like', 'tea'],
        correctOrder: ['I', 'like', 'tea'],
        points: 6,
      },
    ],
  };
}

/** Creates a homework for these students through POST /api/teacher/homework; answers its id. */
export async function createHomework(
  studentUsernames: string[],
  options: { title?: string; description?: string; assignmentDetails?: unknown; dueDate?: string } = {},
): Promise<{ id: number; title: string }> {
  const api = await teacherApi();
  try {
    const title = options.title ?? `Review ${uniqueSuffix()}`;
    const created = await api.post('/api/teacher/homework', {
      data: {
        title,
        description: options.description ?? 'Past tense practice',
        assignmentDetails: options.assignmentDetails ?? reviewHomeworkDetails(),
        studentUsernames,
        ...(options.dueDate ? { dueDate: options.dueDate } : {}),
      },
      headers: await api.csrf(),
    });
    if (!created.ok())
      throw new Error(`Creating homework failed: ${created.status()} ${await created.text()}`);
    const body = (await created.json()) as { id: number };
    return { id: body.id, title };
  } finally {
    await api.dispose();
  }
}

async function csrfHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  const answer = await api.get('/api/csrf-token');
  return { 'x-csrf-token': ((await answer.json()) as { token: string }).token };
}

async function signedInStudent(student: E2EStudent): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: e2eBaseUrl });
  const login = await api.post('/api/student/login', {
    data: { username: student.username, password: student.password, rememberMe: false },
    headers: await csrfHeaders(api),
  });
  if (!login.ok()) throw new Error(`Student login failed: ${login.status()} ${await login.text()}`);
  return api;
}

/**
 * Plays reviewHomeworkDetails() as the student through the API: auto-saves each task response with
 * tracking data (binary right, mcq right after one wrong pick, sequence right first time), then submits.
 */
export async function completeReviewHomework(student: E2EStudent, homeworkId: number): Promise<void> {
  const api = await signedInStudent(student);
  try {
    const csrf = () => csrfHeaders(api);
    const startTime = new Date(Date.now() - 95_000).toISOString();
    const tracking = {
      startTime: 0,
      endTime: 20_000,
      timeSpent: 20_000,
      area: { width: 600, height: 400 },
      cursorMovements: [
        { x: 10, y: 10, timestamp: 100 },
        { x: 50, y: 60, timestamp: 400 },
        { x: 120, y: 80, timestamp: 900 },
      ],
      clicks: [{ x: 120, y: 80, timestamp: 950 }],
      scrollEvents: [{ y: 40, timestamp: 1200 }],
    };
    const responses = [
      {
        taskId: 'b1',
        type: 'binary_task',
        score: 4,
        isCorrect: true,
        completed: true,
        timeSpent: 20_000,
        selectedAnswer: true,
      },
      {
        taskId: 'm1',
        type: 'mcq_1',
        score: 4,
        isCorrect: true,
        completed: true,
        timeSpent: 30_000,
        selectedAnswer: 'went',
        selectedAnswers: ['goed', 'went'],
      },
      {
        taskId: 's1',
        type: 'sequence_task',
        score: 6,
        isCorrect: true,
        completed: true,
        timeSpent: 25_000,
        selectedOrder: ['I', 'like', 'tea'],
        checkAttempts: 1,
      },
    ];
    for (const [index, taskResponse] of responses.entries()) {
      const saved = await api.post(`/api/student/homework/${homeworkId}/auto-save`, {
        data: {
          taskResponse,
          currentTaskIndex: index,
          startTime,
          ...(taskResponse.taskId === 'b1' ? { trackingData: tracking } : {}),
        },
        headers: await csrf(),
      });
      if (!saved.ok()) throw new Error(`Auto-save failed: ${saved.status()} ${await saved.text()}`);
    }
    const submitted = await api.post(`/api/student/homework/${homeworkId}/submit`, {
      data: {
        startTime,
        endTime: new Date().toISOString(),
        totalTimeSpent: 95,
        tasks: responses,
        totalScore: 14,
        percentage: 88,
        passed: true,
        trackingData: { b1: tracking },
      },
      headers: await csrf(),
    });
    if (!submitted.ok()) throw new Error(`Submit failed: ${submitted.status()} ${await submitted.text()}`);
  } finally {
    await api.dispose();
  }
}
