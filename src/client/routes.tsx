import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { type AppRoute, RouteGuard } from './app/route-guard';
import { NotFoundPage } from './features/not-found/not-found-page';
import { LoadingState } from './ui/spinner';

/**
 * A screen loaded on first visit: each route is its own chunk, so a student never downloads the teacher
 * screens and a teacher never downloads the player. `name` is the screen's named export.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

const StudentLoginPage = screen(() => import('./features/auth/student-login-page'), 'StudentLoginPage');
const ChangePasswordPage = screen(() => import('./features/auth/change-password-page'), 'ChangePasswordPage');
const TeacherLoginPage = screen(() => import('./features/auth/teacher-login-page'), 'TeacherLoginPage');
const TestDarkModePage = screen(
  () => import('./features/theme-demo/test-dark-mode-page'),
  'TestDarkModePage',
);
const FrozenPage = screen(() => import('./features/frozen/frozen-page'), 'FrozenPage');
const DashboardPage = screen(() => import('./features/student/dashboard/dashboard-page'), 'DashboardPage');
const StudentLessonReportsPage = screen(
  () => import('./features/student/lesson-reports/lesson-reports-page'),
  'StudentLessonReportsPage',
);
const LessonReportPage = screen(
  () => import('./features/student/lesson-reports/lesson-report-page'),
  'LessonReportPage',
);
const HomeworkListPage = screen(
  () => import('./features/student/homework-list/homework-list-page'),
  'HomeworkListPage',
);
const HomeworkPlayerPage = screen(
  () => import('./features/player/homework-player-page'),
  'HomeworkPlayerPage',
);
const ProgressPage = screen(() => import('./features/student/progress/progress-page'), 'ProgressPage');
const TeacherDashboardPage = screen(
  () => import('./features/teacher/dashboard/teacher-dashboard-page'),
  'TeacherDashboardPage',
);
const GradebookPage = screen(() => import('./features/teacher/gradebook/gradebook-page'), 'GradebookPage');
const ItemAnalysisPage = screen(
  () => import('./features/teacher/item-analysis/item-analysis-page'),
  'ItemAnalysisPage',
);
const ManagerPage = screen(() => import('./features/manager/manager-page'), 'ManagerPage');
const StudentsPage = screen(() => import('./features/teacher/students/students-page'), 'StudentsPage');
const AddStudentPage = screen(() => import('./features/teacher/students/add-student-page'), 'AddStudentPage');
const StudentDetailPage = screen(
  () => import('./features/teacher/student-detail/student-detail-page'),
  'StudentDetailPage',
);
const StudentHomeworkPage = screen(
  () => import('./features/teacher/student-homework/student-homework-page'),
  'StudentHomeworkPage',
);
const HomeworkDetailPage = screen(
  () => import('./features/teacher/homework-detail/homework-detail-page'),
  'HomeworkDetailPage',
);
const LessonReportsPage = screen(
  () => import('./features/lesson-report-editor/lesson-reports-page'),
  'LessonReportsPage',
);

/**
 * The route table of both specification documents (one line per route). To add a screen, declare it
 * with screen(...) above and add its line. Order matters only where two patterns could match the same
 * path (/students/add before /students/:username). Screens read path parameters with wouter's useParams().
 */
export const routes: readonly AppRoute[] = [
  { path: '/', access: 'student-entry', component: StudentLoginPage },
  { path: '/student/login', access: 'student-entry', component: StudentLoginPage },
  { path: '/teacher/login', access: 'teacher-entry', component: TeacherLoginPage },
  { path: '/test-dark-mode', access: 'public', component: TestDarkModePage },
  { path: '/frozen', access: 'frozen', component: FrozenPage },
  { path: '/change-password', access: 'signed-in', component: ChangePasswordPage },
  { path: '/dashboard', access: 'student', component: DashboardPage },
  { path: '/lesson-reports', access: 'student', component: StudentLessonReportsPage },
  { path: '/lesson-reports/:reportId', access: 'student', component: LessonReportPage },
  { path: '/homework', access: 'student', component: HomeworkListPage },
  { path: '/homework/:id', access: 'student', component: HomeworkPlayerPage },
  { path: '/progress', access: 'student', component: ProgressPage },
  { path: '/teacher/dashboard', access: 'teacher', component: TeacherDashboardPage },
  { path: '/teacher/json-manager', access: 'teacher', component: ManagerPage },
  { path: '/teacher/gradebook', access: 'teacher', component: GradebookPage },
  { path: '/teacher/homework/:id/analysis', access: 'teacher', component: ItemAnalysisPage },
  { path: '/students', access: 'teacher', component: StudentsPage },
  { path: '/students/add', access: 'teacher', component: AddStudentPage },
  { path: '/students/:username', access: 'teacher', component: StudentDetailPage },
  { path: '/students/:username/homework', access: 'teacher', component: StudentHomeworkPage },
  { path: '/students/:username/homework/:homeworkId', access: 'teacher', component: HomeworkDetailPage },
  { path: '/students/:username/lesson-reports', access: 'teacher', component: LessonReportsPage },
];

/**
 * Renders the first route whose path matches, behind its guard, with a small loading state while its
 * screen's chunk arrives; unknown paths get the 404 page.
 */
export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ path, access, component: Screen }) => (
        <Route key={path} path={path}>
          <RouteGuard access={access}>
            <Suspense fallback={<LoadingState className="min-h-dvh" />}>
              <Screen />
            </Suspense>
          </RouteGuard>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
