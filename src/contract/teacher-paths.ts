import { pathOf } from './routes';
import { getStudentProgressHistory } from './student-routes';
import {
  deleteTeacherHomeworkByIdStudentsByUsername,
  getTeacherActivities,
  getTeacherClassOverview,
  getTeacherGradebook,
  getTeacherGradebookCsv,
  getTeacherHomework,
  getTeacherHomeworkByIdAnalysis,
  getTeacherHomeworkByIdPreview,
  getTeacherRecentActivity,
  getTeacherStudents,
  getTeacherStudentsByUsername,
  getTeacherStudentsByUsernameHomework,
  getTeacherStudentsByUsernameHomeworkByHomeworkId,
  getTeacherStudentsByUsernameHomeworkByHomeworkIdSubmission,
  getTeacherStudentsByUsernameLessonReports,
  getTeacherStudentsByUsernameProgressHistory,
  postTeacherHomeworkByIdAssignments,
  postTeacherHomeworkByIdDuplicate,
  postTeacherHomeworkByIdPreviewCheck,
  postTeacherHomeworkByIdPreviewResult,
  postTeacherHomeworkByIdShare,
  postTeacherStudentsBulk,
  postTeacherStudentsBulkCheck,
  postTeacherStudentsByIdOrUsernameFreeze,
  postTeacherStudentsByIdOrUsernameUnfreeze,
  postTeacherStudentsByUsernameResetPassword,
  putTeacherHomeworkById,
  putTeacherHomeworkByIdVisibility,
  putTeacherStudentsByUsernameHomeworkByHomeworkIdStatus,
  putTeacherStudentsByUsernameLessonReportsById,
} from './teacher-routes';

// The URLs of the teacher's calls, as functions of their parameters (see paths.ts): each made from
// its route in teacher-routes.ts.

/** Paths of the teacher calls. */
export const teacherPaths = {
  students: getTeacherStudents.path,
  studentsBulk: postTeacherStudentsBulk.path,
  studentsBulkCheck: postTeacherStudentsBulkCheck.path,
  student: (username: string) => pathOf(getTeacherStudentsByUsername, { username }),
  resetPassword: (username: string) => pathOf(postTeacherStudentsByUsernameResetPassword, { username }),
  /** The list passes the student's id, the detail page the username; the server takes either. */
  freeze: (idOrUsername: number | string) =>
    pathOf(postTeacherStudentsByIdOrUsernameFreeze, { idOrUsername }),
  unfreeze: (idOrUsername: number | string) =>
    pathOf(postTeacherStudentsByIdOrUsernameUnfreeze, { idOrUsername }),
  recentActivity: getTeacherRecentActivity.path,
  studentHomeworkList: (username: string) => pathOf(getTeacherStudentsByUsernameHomework, { username }),
  studentHomework: (username: string, homeworkId: number | string) =>
    pathOf(getTeacherStudentsByUsernameHomeworkByHomeworkId, { username, homeworkId }),
  studentSubmission: (username: string, homeworkId: number | string) =>
    pathOf(getTeacherStudentsByUsernameHomeworkByHomeworkIdSubmission, { username, homeworkId }),
  studentHomeworkStatus: (username: string, homeworkId: number | string) =>
    pathOf(putTeacherStudentsByUsernameHomeworkByHomeworkIdStatus, { username, homeworkId }),
  homeworkList: getTeacherHomework.path,
  homework: (id: number | string) => pathOf(putTeacherHomeworkById, { id }),
  homeworkVisibility: (id: number | string) => pathOf(putTeacherHomeworkByIdVisibility, { id }),
  homeworkShare: (id: number | string) => pathOf(postTeacherHomeworkByIdShare, { id }),
  homeworkAssignments: (id: number | string) => pathOf(postTeacherHomeworkByIdAssignments, { id }),
  homeworkDuplicate: (id: number | string) => pathOf(postTeacherHomeworkByIdDuplicate, { id }),
  homeworkPreview: (id: number | string) => pathOf(getTeacherHomeworkByIdPreview, { id }),
  homeworkPreviewCheck: (id: number | string) => pathOf(postTeacherHomeworkByIdPreviewCheck, { id }),
  homeworkPreviewResult: (id: number | string) => pathOf(postTeacherHomeworkByIdPreviewResult, { id }),
  homeworkStudent: (id: number | string, username: string) =>
    pathOf(deleteTeacherHomeworkByIdStudentsByUsername, { id, username }),
  activities: getTeacherActivities.path,
  lessonReports: (username: string) => pathOf(getTeacherStudentsByUsernameLessonReports, { username }),
  lessonReport: (username: string, id: number | string) =>
    pathOf(putTeacherStudentsByUsernameLessonReportsById, { username, id }),
} as const;

/** Paths of the teacher's views across students. */
export const insightPaths = {
  gradebook: getTeacherGradebook.path,
  gradebookCsv: getTeacherGradebookCsv.path,
  classOverview: getTeacherClassOverview.path,
  itemAnalysis: (homeworkId: number | string) => pathOf(getTeacherHomeworkByIdAnalysis, { id: homeworkId }),
  studentProgressHistory: (username: string) =>
    pathOf(getTeacherStudentsByUsernameProgressHistory, { username }),
  myProgressHistory: getStudentProgressHistory.path,
} as const;
