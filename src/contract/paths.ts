// The URLs of the session and student calls, as plain strings: a screen that only calls the API
// does not load the schemas (zod) that describe the bodies. The teacher's are in teacher-paths.ts,
// so the sign-in screen and the student's screens do not carry them.

/** Paths of the session calls. */
export const authPaths = {
  csrfToken: '/api/csrf-token',
  studentLogin: '/api/student/login',
  studentAuth: '/api/student/auth',
  studentLogout: '/api/student/logout',
  teacherLogin: '/api/teacher/login',
  teacherAuth: '/api/teacher/auth',
  teacherLogout: '/api/teacher/logout',
  studentPassword: '/api/student/password',
  teacherPassword: '/api/teacher/password',
  health: '/api/health',
} as const;

/** Where a signed-in person keeps the interface language they chose (PUT { locale }). */
export const localePaths = {
  student: '/api/student/locale',
  teacher: '/api/teacher/locale',
} as const;

/** Paths of the student calls. */
export const studentPaths = {
  progress: '/api/student/progress',
  homeworkList: '/api/student/homework',
  homework: (id: number | string) => `/api/student/homework/${id}`,
  submission: (id: number | string) => `/api/student/homework/${id}/submission`,
  autoSave: (id: number | string) => `/api/student/homework/${id}/auto-save`,
  submit: (id: number | string) => `/api/student/homework/${id}/submit`,
  check: (id: number | string) => `/api/student/homework/${id}/check`,
  lessonReports: '/api/student/lesson-reports',
  lessonReport: (id: number | string) => `/api/student/lesson-reports/${id}`,
  lessonReportView: (id: number | string) => `/api/student/lesson-reports/${id}/view`,
  activity: '/api/student/activity',
} as const;
