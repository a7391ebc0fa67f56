import type {
  PreviewCheckAnswer,
  PreviewCheckBody,
  PreviewResult,
  PreviewResultBody,
} from '#contract/preview';
import type { StudentHomework } from '#contract/student';
import {
  getTeacherHomeworkByIdPreview,
  postTeacherHomeworkByIdPreviewCheck,
  postTeacherHomeworkByIdPreviewResult,
} from '#contract/teacher-routes';
import { call } from './call';

// The teacher's preview as a student: the homework as a student receives it, a task's actions
// checked by the server and the totals at Submit; the server stores nothing (docs/api.md).

/** GET /api/teacher/homework/{id}/preview: the homework as a student receives it. */
export function fetchPreviewHomework(id: number): Promise<StudentHomework> {
  return call(getTeacherHomeworkByIdPreview, { id });
}

/** POST /api/teacher/homework/{id}/preview/check with a task's every action so far. */
export function postPreviewCheck(id: number, body: PreviewCheckBody): Promise<PreviewCheckAnswer> {
  return call(postTeacherHomeworkByIdPreviewCheck, { id }, body);
}

/** POST /api/teacher/homework/{id}/preview/result with every task's actions: Submit's totals. */
export function postPreviewResult(id: number, body: PreviewResultBody): Promise<PreviewResult> {
  return call(postTeacherHomeworkByIdPreviewResult, { id }, body);
}
