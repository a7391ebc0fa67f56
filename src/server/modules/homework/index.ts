// Homework as stored: its details read and repaired once and kept (stored-details.ts), and which
// homework a student may see (visibility.ts). What other modules may use.
export { detailsObject, repairedDetails, taskSummaries } from './stored-details';
export {
  homeworkNotFound,
  type VisibleHomework,
  visibleHomework,
  visibleHomeworkById,
  visibleHomeworkQuery,
  visibleHomeworkSummaries,
} from './visibility';
