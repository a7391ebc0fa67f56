import type { CheckAnswer, checkBodySchema } from '#contract/student';
import { isPlayableTask } from '#domain/homework/navigation';
import type { Task } from '#domain/homework/schema';
import {
  initialTaskState,
  reduceTask,
  type TaskState,
  taskStateFromResponse,
  taskToResponse,
} from '#domain/tasks/engine';
import { responseForStudent, taskForStudent } from '#domain/tasks/student-task';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest } from '../../plugins/http-errors';
import type { StudentIdentity } from './access';
import { repairedDetails } from '../homework/stored-details';
import { oneTaskSave, saveOneAnswer } from '../submissions/store';
import type { AnsweringTarget } from '../submissions/versioned-answer';

type CheckBody = z.output<typeof checkBodySchema>;

function answer(
  task: Task,
  state: TaskState,
  timeSpent: number,
  fields: { applied: boolean; seq: number; savedAt: string },
): CheckAnswer {
  const response = responseForStudent(task, state, taskToResponse(task, state, timeSpent));
  return { ...fields, task: taskForStudent(task, state), taskResponse: { ...response } };
}

/**
 * One action of the student, checked here with the task's own engine and saved in one write: the
 * state is rebuilt from the saved answer (which only this server wrote or accepted), the action is
 * applied, the new answer stored with the count of actions taken. An action numbered below that
 * count was applied already (a retry after a lost answer) or came from a tab that fell behind: it
 * changes nothing and the answer says so, with what is saved.
 */
export async function checkAction(
  db: Kysely<Database>,
  student: StudentIdentity,
  target: AnsweringTarget,
  body: CheckBody,
): Promise<CheckAnswer> {
  const details = repairedDetails(target.homework);
  const task = details.tasks.find((t) => t.id === body.taskId);
  if (!task) throw badRequest(`Task "${body.taskId}" is not a task of this homework`);
  if (!isPlayableTask(task)) throw badRequest(`Task "${body.taskId}" cannot be played`);
  const save = oneTaskSave(details.tasks.length, body);
  const { now } = save;
  return saveOneAnswer(db, student.id, target, save, (stored) => {
    const before = stored ? taskStateFromResponse(task, stored) : initialTaskState(task);
    const count = stored?.actionCount ?? 0;
    if (body.seq < count) {
      const result = answer(task, before, stored?.timeSpent ?? 0, {
        applied: false,
        seq: count,
        savedAt: now,
      });
      return { write: null, result };
    }
    const timeSpent = Math.max(stored?.timeSpent ?? 0, body.timeSpent);
    const after = reduceTask(task, before, body.action);
    const response = { ...taskToResponse(task, after, timeSpent), actionCount: body.seq + 1 };
    return {
      write: { response, tracking: body.trackingData },
      result: answer(task, after, timeSpent, { applied: true, seq: body.seq + 1, savedAt: now }),
    };
  });
}
