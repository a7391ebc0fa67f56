import { type APIRequestContext, request } from '@playwright/test';
import { type E2EStudent, e2eBaseUrl } from './api';

/** What a signed-in student sees through the student API (the student screens read the same calls). */
export interface StudentView {
  homeworkTitles: () => Promise<string[]>;
  lessonReport: (id: number) => Promise<{ status: number; title?: string; content?: string }>;
  /** Records a view, as the student's report page does when it opens. */
  openLessonReport: (id: number) => Promise<void>;
  dispose: () => Promise<void>;
}

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const answer = await api.get('/api/csrf-token');
  return { 'x-csrf-token': ((await answer.json()) as { token: string }).token };
}

/** Signs the student in through POST /api/student/login in its own cookie jar. */
export async function studentView(student: E2EStudent): Promise<StudentView> {
  const api = await request.newContext({ baseURL: e2eBaseUrl });
  const login = await api.post('/api/student/login', {
    data: { username: student.username, password: student.password, rememberMe: false },
    headers: await csrf(api),
  });
  if (!login.ok()) throw new Error(`Student login failed: ${login.status()} ${await login.text()}`);
  return {
    homeworkTitles: async () => {
      const answer = await api.get('/api/student/homework');
      if (!answer.ok()) throw new Error(`Student homework list failed: ${answer.status()}`);
      return ((await answer.json()) as { title: string }[]).map((homework) => homework.title);
    },
    lessonReport: async (id) => {
      const answer = await api.get(`/api/student/lesson-reports/${id}`);
      if (!answer.ok()) return { status: answer.status() };
      const body = (await answer.json()) as { title: string; content: string };
      return { status: answer.status(), title: body.title, content: body.content };
    },
    openLessonReport: async (id) => {
      const answer = await api.post(`/api/student/lesson-reports/${id}/view`, { headers: await csrf(api) });
      if (!answer.ok()) throw new Error(`Opening the lesson report failed: ${answer.status()}`);
    },
    dispose: () => api.dispose(),
  };
}

/** A small homework the manager test pastes: one true/false task worth 10, as a wrapper with a title. */
export function managerHomeworkJson(title: string): string {
  return JSON.stringify(
    {
      title,
      description: 'Pasted in the manager',
      assignmentDetails: {
        totalPoints: 10,
        passingScore: 7,
        instructions: 'Read and decide.',
        tasks: [
          {
            id: 't1',
            type: 'binary_task',
            question: 'True or false?',
            points: 10,
            passage: 'Tom has a red bike.',
            statement: 'Tom has a blue bike.',
            correctAnswer: false,
          },
        ],
      },
    },
    null,
    2,
  );
}
