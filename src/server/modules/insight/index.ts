// The teacher's views across students: class overview, gradebook, item analysis and progress
// history (its own area of /api/teacher routes). The student's progress page reads the same history.
export { readProgressHistory } from './progress-history-repository';
export { insightRoutes } from './routes';
