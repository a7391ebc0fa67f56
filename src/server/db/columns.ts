import type { HomeworkTable, SubmissionTable } from './schema';

/**
 * Every column of a table, written out. Queries run as named prepared statements (compiledOnce)
 * select these instead of `*`: PostgreSQL refuses to run a prepared `SELECT *` once a newer version
 * of the app has added a column to its table ("cached plan must not change result type"), so old
 * processes would fail through a rolling upgrade. A listed column set never changes under them.
 * The check below makes the list fail to compile when it misses a column of the table's type.
 */
function everyColumn<Table>() {
  return <const List extends readonly (keyof Table & string)[]>(
    list: List &
      (Exclude<keyof Table, List[number]> extends never
        ? unknown
        : { missing: Exclude<keyof Table, List[number]> }),
  ): List => list;
}

/** Every column of homework. */
export const homeworkColumns = everyColumn<HomeworkTable>()([
  'id',
  'teacherId',
  'title',
  'description',
  'dueDate',
  'assignedDate',
  'createdAt',
  'updatedAt',
  'hidden',
  'deletedAt',
  'assignmentDetails',
  'revision',
]);

/** Every column of submissions. */
export const submissionColumns = everyColumn<SubmissionTable>()([
  'id',
  'homeworkId',
  'studentId',
  'isCompleted',
  'score',
  'percentage',
  'passed',
  'submissionDate',
  'startedAt',
  'timeSpent',
  'currentTaskIndex',
  'studentResponses',
  'updatedAt',
]);
