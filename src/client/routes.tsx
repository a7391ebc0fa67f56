import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import {
  getStudentHomework,
  getStudentHomeworkById,
  getStudentHomeworkByIdSubmission,
  getStudentLessonReports,
  getStudentProgress,
  pathOf,
} from '#contract/routes';
import { api } from './api/http';
import { type AppRoute, RouteGuard } from './app/route-guard';
import { loadTexts, type TextArea } from './i18n/locale';
import { LoadingState } from './ui/spinner';

/** A screen's component, and a way to start fetching its code before it is rendered. */
type Screen = ComponentType & { preload: () => void };

/**
 * A screen loaded on first visit: each route is its own chunk, so a student never downloads the teacher
 * screens and a teacher never downloads the player. `name` is the screen's named export. A failed
 * fetch is forgotten, so the next try fetches again. `texts` is the catalogue its words are in.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  texts: TextArea = 'app',
): Screen {
  let loading: Promise<Record<Name, ComponentType>> | null = null;
  const get = () => {
    // A screen's texts come with its code (src/client/i18n/locale.ts).
    loading ??= Promise.all([load(), loadTexts(texts)])
      .then(([module]) => module)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  const component = lazy(async () => ({ default: (await get())[name] })) as unknown as Screen;
  component.preload = () => void get().catch(() => {});
  return component;
}

const NotFoundPage = screen(() => import('./features/not-found/not-found-page'), 'NotFoundPage');
const StudentLoginPage = screen(
  () => import('./features/auth/student-login-page'),
  'StudentLoginPage',
  'sign-in',
);
const ChangePasswordPage = screen(() => import('./features/auth/change-password-page'), 'ChangePasswordPage');
const TeacherLoginPage = screen(
  () => import('./features/auth/teacher-login-page'),
  'TeacherLoginPage',
  'signed-out',
);
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
 * A line of the route table: the screen, and the GET calls it makes first (`data`), which start
 * with its code when the app opens on it.
 */
type ScreenRoute = AppRoute & {
  component: Screen;
  data?: (params: Readonly<Record<string, string>>) => readonly string[];
};

/**
 * The route table of both specification documents (one line per route). To add a screen, declare it
 * with screen(...) above and add its line. Order matters only where two patterns could match the same
 * path (/students/add before /students/:username). Screens read path parameters with wouter's useParams().
 */
export const routes: readonly ScreenRoute[] = [
  { path: '/', access: 'student-entry', component: StudentLoginPage },
  { path: '/student/login', access: 'student-entry', component: StudentLoginPage },
  { path: '/teacher/login', access: 'teacher-entry', component: TeacherLoginPage },
  { path: '/test-dark-mode', access: 'public', component: TestDarkModePage },
  { path: '/frozen', access: 'frozen', component: FrozenPage },
  { path: '/change-password', access: 'signed-in', component: ChangePasswordPage },
  {
    path: '/dashboard',
    access: 'student',
    component: DashboardPage,
    data: () => [getStudentHomework.path, getStudentProgress.path, getStudentLessonReports.path],
  },
  {
    path: '/lesson-reports',
    access: 'student',
    component: StudentLessonReportsPage,
    data: () => [getStudentLessonReports.path],
  },
  { path: '/lesson-reports/:reportId', access: 'student', component: LessonReportPage },
  {
    path: '/homework',
    access: 'student',
    component: HomeworkListPage,
    data: () => [getStudentHomework.path],
  },
  {
    path: '/homework/:id',
    access: 'student',
    component: HomeworkPlayerPage,
    data: ({ id = '' }) => [
      pathOf(getStudentHomeworkById, { id }),
      pathOf(getStudentHomeworkByIdSubmission, { id }),
    ],
  },
  {
    path: '/progress',
    access: 'student',
    component: ProgressPage,
    data: () => [getStudentProgress.path],
  },
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

/** A path segment as text; a malformed escape ('%E0%A4') is kept as typed rather than thrown. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters of a path under a route pattern ('/homework/:id'), as wouter's Switch reads them; null if it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([^/]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}/?$`, 'i').exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodedSegment(match[i + 1] ?? '')]));
}

/**
 * Starts fetching the code of the screen at `pathname`, and the data it asks for first, at once,
 * while the session is still being checked: on a slow phone connection that saves the round trips
 * that would otherwise come one after another before the first real paint.
 */
export function preloadScreenAt(pathname: string): void {
  for (const route of routes) {
    const params = routeParams(route.path, pathname);
    if (!params) continue;
    route.component.preload();
    if (route.data) api.warm(route.data(params));
    return;
  }
  NotFoundPage.preload();
}

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
        <Suspense fallback={<LoadingState className="min-h-dvh" />}>
          <NotFoundPage />
        </Suspense>
      </Route>
    </Switch>
  );
}
