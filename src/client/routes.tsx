import { Route, Switch } from 'wouter';
import { type AppRoute, RouteGuard } from './app/route-guard';
import { StudentLoginPage } from './features/auth/student-login-page';
import { TeacherLoginPage } from './features/auth/teacher-login-page';
import { FrozenPage } from './features/frozen/frozen-page';
import { LessonReportsPage } from './features/lesson-report-editor/lesson-reports-page';
import { ManagerPage } from './features/manager/manager-page';
import { HomeworkPlayerPage } from './features/player/homework-player-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { DashboardPage } from './features/student/dashboard/dashboard-page';
import { HomeworkListPage } from './features/student/homework-list/homework-list-page';
import { LessonReportPage } from './features/student/lesson-reports/lesson-report-page';
import { StudentLessonReportsPage } from './features/student/lesson-reports/lesson-reports-page';
import { ProgressPage } from './features/student/progress/progress-page';
import { TeacherDashboardPage } from './features/teacher/dashboard/teacher-dashboard-page';
import { HomeworkDetailPage } from './features/teacher/homework-detail/homework-detail-page';
import { StudentDetailPage } from './features/teacher/student-detail/student-detail-page';
import { StudentHomeworkPage } from './features/teacher/student-homework/student-homework-page';
import { AddStudentPage } from './features/teacher/students/add-student-page';
import { StudentsPage } from './features/teacher/students/students-page';
import { TestDarkModePage } from './features/theme-demo/test-dark-mode-page';

/**
 * The route table of both specification documents (one line per route). To add a screen, import its
 * component above and replace the placeholder(...) on its line. Order matters only where two patterns
 * could match the same path (/students/add before /students/:username). Screens read path parameters
 * with wouter's useParams().
 */
export const routes: readonly AppRoute[] = [
  { path: '/', access: 'student-entry', component: StudentLoginPage },
  { path: '/student/login', access: 'student-entry', component: StudentLoginPage },
  { path: '/teacher/login', access: 'teacher-entry', component: TeacherLoginPage },
  { path: '/test-dark-mode', access: 'public', component: TestDarkModePage },
  { path: '/frozen', access: 'frozen', component: FrozenPage },
  { path: '/dashboard', access: 'student', component: DashboardPage },
  { path: '/lesson-reports', access: 'student', component: StudentLessonReportsPage },
  { path: '/lesson-reports/:reportId', access: 'student', component: LessonReportPage },
  { path: '/homework', access: 'student', component: HomeworkListPage },
  { path: '/homework/:id', access: 'student', component: HomeworkPlayerPage },
  { path: '/progress', access: 'student', component: ProgressPage },
  { path: '/teacher/dashboard', access: 'teacher', component: TeacherDashboardPage },
  { path: '/teacher/json-manager', access: 'teacher', component: ManagerPage },
  { path: '/students', access: 'teacher', component: StudentsPage },
  { path: '/students/add', access: 'teacher', component: AddStudentPage },
  { path: '/students/:username', access: 'teacher', component: StudentDetailPage },
  { path: '/students/:username/homework', access: 'teacher', component: StudentHomeworkPage },
  {
    path: '/students/:username/homework/:homeworkId',
    access: 'teacher',
    component: HomeworkDetailPage,
  },
  { path: '/students/:username/lesson-reports', access: 'teacher', component: LessonReportsPage },
];

/** Renders the first route whose path matches, behind its guard; unknown paths get the 404 page. */
export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ path, access, component: Screen }) => (
        <Route key={path} path={path}>
          <RouteGuard access={access}>
            <Screen />
          </RouteGuard>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
