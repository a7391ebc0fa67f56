// The student area's routes: homework list and answers, lesson reports, activity and progress.
export { studentRoutes } from './routes';
