// The URLs of the teacher's calls, as plain strings (see paths.ts).

/** Paths of the teacher calls. */
export const teacherPaths = {
  students: '/api/teacher/students',
  studentsBulk: '/api/teacher/students/bulk',
  studentsBulkCheck: '/api/teacher/students/bulk/check',
  student: (username: string) => `/api/teacher/students/${encodeURIComponent(username)}`,
  resetPassword: (username: string) => `/api/teacher/students/${encodeURIComponent(username)}/reset-password`,
  /** The list passes the student's id, the detail page the username; the server takes either. */
  freeze: (idOrUsername: number | string) =>
    `/api/teacher/students/${encodeURIComponent(String(idOrUsername))}/freeze`,
  unfreeze: (idOrUsername: number | string) =>
    `/api/teacher/students/${encodeURIComponent(String(idOrUsername))}/unfreeze`,
  recentActivity: '/api/teacher/recent-activity',
  studentHomeworkList: (username: string) => `/api/teacher/students/${encodeURIComponent(username)}/homework`,
  studentHomework: (username: string, homeworkId: number | string) =>
    `/api/teacher/students/${encodeURIComponent(username)}/homework/${homeworkId}`,
  studentSubmission: (username: string, homeworkId: number | string) =>
    `/api/teacher/students/${encodeURIComponent(username)}/homework/${homeworkId}/submission`,
  studentHomeworkStatus: (username: string, homeworkId: number | string) =>
    `/api/teacher/students/${encodeURIComponent(username)}/homework/${homeworkId}/status`,
  homeworkList: '/api/teacher/homework',
  homework: (id: number | string) => `/api/teacher/homework/${id}`,
  homeworkVisibility: (id: number | string) => `/api/teacher/homework/${id}/visibility`,
  homeworkShare: (id: number | string) => `/api/teacher/homework/${id}/share`,
  homeworkAssignments: (id: number | string) => `/api/teacher/homework/${id}/assignments`,
  homeworkDuplicate: (id: number | string) => `/api/teacher/homework/${id}/duplicate`,
  homeworkPreview: (id: number | string) => `/api/teacher/homework/${id}/preview`,
  homeworkPreviewCheck: (id: number | string) => `/api/teacher/homework/${id}/preview/check`,
  homeworkPreviewResult: (id: number | string) => `/api/teacher/homework/${id}/preview/result`,
  homeworkStudent: (id: number | string, username: string) =>
    `/api/teacher/homework/${id}/students/${encodeURIComponent(username)}`,
  activities: '/api/teacher/activities',
  lessonReports: (username: string) => `/api/teacher/students/${encodeURIComponent(username)}/lesson-reports`,
  lessonReport: (username: string, id: number | string) =>
    `/api/teacher/students/${encodeURIComponent(username)}/lesson-reports/${id}`,
} as const;

/** Paths of the teacher's views across students. */
export const insightPaths = {
  gradebook: '/api/teacher/gradebook',
  gradebookCsv: '/api/teacher/gradebook.csv',
  classOverview: '/api/teacher/class-overview',
  itemAnalysis: (homeworkId: number | string) => `/api/teacher/homework/${homeworkId}/analysis`,
  studentProgressHistory: (username: string) =>
    `/api/teacher/students/${encodeURIComponent(username)}/progress-history`,
  myProgressHistory: '/api/student/progress/history',
} as const;
