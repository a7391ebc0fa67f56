// Where each of the student's other calls is (studentCalls in api-calls.ts; see routes.ts): apart,
// so that the sign-in screen does not carry them.

export const postStudentHomeworkByIdAutoSave = {
  method: 'POST',
  path: '/api/student/homework/:id/auto-save',
} as const;
export const postStudentHomeworkByIdCheck = {
  method: 'POST',
  path: '/api/student/homework/:id/check',
} as const;
export const postStudentHomeworkByIdSubmit = {
  method: 'POST',
  path: '/api/student/homework/:id/submit',
} as const;
export const getStudentLessonReportsById = {
  method: 'GET',
  path: '/api/student/lesson-reports/:id',
} as const;
export const postStudentLessonReportsByIdView = {
  method: 'POST',
  path: '/api/student/lesson-reports/:id/view',
} as const;
export const getStudentProgressHistory = { method: 'GET', path: '/api/student/progress/history' } as const;
export const postStudentActivity = { method: 'POST', path: '/api/student/activity' } as const;
