// Where each of the teacher's calls is (teacherCalls in api-calls-teacher.ts; see routes.ts): apart,
// so that the sign-in screen and the student's screens do not carry them.

export const getTeacherStudents = { method: 'GET', path: '/api/teacher/students' } as const;
export const getTeacherStudentsByUsername = {
  method: 'GET',
  path: '/api/teacher/students/:username',
} as const;
export const postTeacherStudents = { method: 'POST', path: '/api/teacher/students' } as const;
export const postTeacherStudentsBulk = { method: 'POST', path: '/api/teacher/students/bulk' } as const;
export const postTeacherStudentsBulkCheck = {
  method: 'POST',
  path: '/api/teacher/students/bulk/check',
} as const;
export const putTeacherStudentsByUsername = {
  method: 'PUT',
  path: '/api/teacher/students/:username',
} as const;
export const postTeacherStudentsByUsernameResetPassword = {
  method: 'POST',
  path: '/api/teacher/students/:username/reset-password',
} as const;
export const postTeacherStudentsByIdOrUsernameFreeze = {
  method: 'POST',
  path: '/api/teacher/students/:idOrUsername/freeze',
} as const;
export const postTeacherStudentsByIdOrUsernameUnfreeze = {
  method: 'POST',
  path: '/api/teacher/students/:idOrUsername/unfreeze',
} as const;
export const getTeacherStudentsByUsernameHomework = {
  method: 'GET',
  path: '/api/teacher/students/:username/homework',
} as const;
export const getTeacherStudentsByUsernameHomeworkByHomeworkId = {
  method: 'GET',
  path: '/api/teacher/students/:username/homework/:homeworkId',
} as const;
export const getTeacherStudentsByUsernameHomeworkByHomeworkIdSubmission = {
  method: 'GET',
  path: '/api/teacher/students/:username/homework/:homeworkId/submission',
} as const;
export const putTeacherStudentsByUsernameHomeworkByHomeworkIdStatus = {
  method: 'PUT',
  path: '/api/teacher/students/:username/homework/:homeworkId/status',
} as const;
export const getTeacherHomework = { method: 'GET', path: '/api/teacher/homework' } as const;
export const postTeacherHomework = { method: 'POST', path: '/api/teacher/homework' } as const;
export const putTeacherHomeworkById = { method: 'PUT', path: '/api/teacher/homework/:id' } as const;
export const putTeacherHomeworkByIdVisibility = {
  method: 'PUT',
  path: '/api/teacher/homework/:id/visibility',
} as const;
export const deleteTeacherHomeworkById = { method: 'DELETE', path: '/api/teacher/homework/:id' } as const;
export const postTeacherHomeworkByIdShare = {
  method: 'POST',
  path: '/api/teacher/homework/:id/share',
} as const;
export const postTeacherHomeworkByIdAssignments = {
  method: 'POST',
  path: '/api/teacher/homework/:id/assignments',
} as const;
export const postTeacherHomeworkByIdDuplicate = {
  method: 'POST',
  path: '/api/teacher/homework/:id/duplicate',
} as const;
export const getTeacherHomeworkByIdPreview = {
  method: 'GET',
  path: '/api/teacher/homework/:id/preview',
} as const;
export const postTeacherHomeworkByIdPreviewCheck = {
  method: 'POST',
  path: '/api/teacher/homework/:id/preview/check',
} as const;
export const postTeacherHomeworkByIdPreviewResult = {
  method: 'POST',
  path: '/api/teacher/homework/:id/preview/result',
} as const;
export const deleteTeacherHomeworkByIdStudentsByUsername = {
  method: 'DELETE',
  path: '/api/teacher/homework/:id/students/:username',
} as const;
export const getTeacherGradebook = { method: 'GET', path: '/api/teacher/gradebook' } as const;
export const getTeacherGradebookCsv = { method: 'GET', path: '/api/teacher/gradebook.csv' } as const;
export const getTeacherHomeworkByIdAnalysis = {
  method: 'GET',
  path: '/api/teacher/homework/:id/analysis',
} as const;
export const getTeacherStudentsByUsernameProgressHistory = {
  method: 'GET',
  path: '/api/teacher/students/:username/progress-history',
} as const;
export const getTeacherClassOverview = { method: 'GET', path: '/api/teacher/class-overview' } as const;
export const getTeacherRecentActivity = { method: 'GET', path: '/api/teacher/recent-activity' } as const;
export const getTeacherActivities = { method: 'GET', path: '/api/teacher/activities' } as const;
export const getTeacherStudentsByUsernameLessonReports = {
  method: 'GET',
  path: '/api/teacher/students/:username/lesson-reports',
} as const;
export const postTeacherStudentsByUsernameLessonReports = {
  method: 'POST',
  path: '/api/teacher/students/:username/lesson-reports',
} as const;
export const putTeacherStudentsByUsernameLessonReportsById = {
  method: 'PUT',
  path: '/api/teacher/students/:username/lesson-reports/:id',
} as const;
export const deleteTeacherStudentsByUsernameLessonReportsById = {
  method: 'DELETE',
  path: '/api/teacher/students/:username/lesson-reports/:id',
} as const;
