import type { TaskResponse } from '#domain/submissions/response-types';
import { fromBool } from '../../db/helpers';
import type { IntBool } from '../../db/schema';

/**
 * The stored columns of one task's answer, the one way every write makes them: the answer's JSON
 * and, beside it, whether it is completed. The lists (a student's homework, how many tasks are
 * done) count finished tasks from that column alone, so they never read or parse the answers;
 * writing both from the same answer here keeps them from ever disagreeing.
 */
export function answerColumns(response: TaskResponse): { response: string; completed: IntBool } {
  return { response: JSON.stringify(response), completed: fromBool(response.completed) };
}
