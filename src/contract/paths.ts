import {
  getCsrfToken,
  getHealth,
  getStudentAuth,
  getStudentHomework,
  getStudentHomeworkById,
  getStudentHomeworkByIdSubmission,
  getStudentLessonReports,
  getStudentProgress,
  getTeacherAuth,
  pathOf,
  postStudentLogin,
  postStudentLogout,
  postStudentPassword,
  postTeacherLogin,
  postTeacherLogout,
  postTeacherPassword,
  putStudentLocale,
  putTeacherLocale,
} from './routes';
import {
  getStudentLessonReportsById,
  postStudentActivity,
  postStudentHomeworkByIdAutoSave,
  postStudentHomeworkByIdCheck,
  postStudentHomeworkByIdSubmit,
  postStudentLessonReportsByIdView,
} from './student-routes';

// The URLs of the session and student calls, as functions of their parameters, for the API tests
// and the client's tests: each is made from its route (routes.ts, student-routes.ts), the one
// place a path is written. The client's own code calls through its routes (src/client/api/call.ts).

/** Paths of the session calls. */
export const authPaths = {
  csrfToken: getCsrfToken.path,
  studentLogin: postStudentLogin.path,
  studentAuth: getStudentAuth.path,
  studentLogout: postStudentLogout.path,
  teacherLogin: postTeacherLogin.path,
  teacherAuth: getTeacherAuth.path,
  teacherLogout: postTeacherLogout.path,
  studentPassword: postStudentPassword.path,
  teacherPassword: postTeacherPassword.path,
  health: getHealth.path,
} as const;

/** Where a signed-in person keeps the interface language they chose (PUT { locale }). */
export const localePaths = {
  student: putStudentLocale.path,
  teacher: putTeacherLocale.path,
} as const;

/** Paths of the student calls. */
export const studentPaths = {
  progress: getStudentProgress.path,
  homeworkList: getStudentHomework.path,
  homework: (id: number | string) => pathOf(getStudentHomeworkById, { id }),
  submission: (id: number | string) => pathOf(getStudentHomeworkByIdSubmission, { id }),
  autoSave: (id: number | string) => pathOf(postStudentHomeworkByIdAutoSave, { id }),
  submit: (id: number | string) => pathOf(postStudentHomeworkByIdSubmit, { id }),
  check: (id: number | string) => pathOf(postStudentHomeworkByIdCheck, { id }),
  lessonReports: getStudentLessonReports.path,
  lessonReport: (id: number | string) => pathOf(getStudentLessonReportsById, { id }),
  lessonReportView: (id: number | string) => pathOf(postStudentLessonReportsByIdView, { id }),
  activity: postStudentActivity.path,
} as const;
