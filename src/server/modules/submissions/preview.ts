import type {
  PreviewCheckAnswer,
  PreviewResult,
  previewCheckBodySchema,
  previewResultBodySchema,
} from '#contract/preview';
import type { StudentHomework } from '#contract/student';
import { sumTaskPoints } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { appendToAnswer } from '#domain/submissions/answer-log';
import { refusals } from '#domain/submissions/refusals';
import type { TaskResponse } from '#domain/submissions/response-types';
import { initialTaskState, type TaskAction } from '#domain/tasks/engine';
import { actionFromStudent, taskForStudent } from '#domain/tasks/student-task';
import type { StudentCopy } from '#domain/tasks/student-copy';
import type { z } from 'zod';
import type { HomeworkRow } from '../../db/schema';
import { badRequest } from '../../plugins/http-errors';
import { repairedDetails } from '../homework';
import { checkAnswer, foldedTotals, playableTask } from './answering';

// The teacher's preview of a homework, played as a student plays it and checked by the same code,
// with nothing stored: no submission, no answer, no activity. The player keeps each task's actions
// and sends them whole; each call folds them from a fresh state (the way a student's stored log is
// folded), so the answer is what a student's check would answer after the same actions. The copy
// played is the preview's own (student-copies.ts: previewCopies), shuffled and named as a
// student's copy is, and the actions come in its terms and are mapped back as a student's are.

/** One preview copy per task of the homework (the teacher and homework are known to the caller). */
type CopyOf = (taskId: string) => StudentCopy;

/**
 * The homework as a student would receive it before starting: each task without its answer key
 * while there is something to play, in the preview copy's order.
 */
export function previewHomework(row: HomeworkRow, copyOf: CopyOf): StudentHomework {
  const details = repairedDetails(row);
  const tasks = details.tasks.map((task) => taskForStudent(task, initialTaskState(task), copyOf(task.id)));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    assignedDate: row.assignedDate,
    assignmentDetails: { ...details, tasks },
  };
}

/** A task's actions in the copy's terms, mapped to the teacher's and folded (400 when they overflow the log). */
function fold(task: Task, log: readonly TaskAction[], copy: StudentCopy, at: number) {
  const actions = log.map((action) => actionFromStudent(task, action, copy));
  const appended = appendToAnswer(task, null, actions, at, log.length);
  if (!appended) throw badRequest(refusals.logFull(task.id));
  return appended;
}

/** A preview check: the task and the answer a student's check would answer after these actions. */
export function previewCheck(
  row: HomeworkRow,
  body: z.output<typeof previewCheckBodySchema>,
  copyOf: CopyOf,
): PreviewCheckAnswer {
  const task = playableTask(repairedDetails(row).tasks, body.taskId);
  const copy = copyOf(task.id);
  const folded = fold(task, body.log, copy, Date.now());
  const {
    task: shown,
    taskResponse,
    seq,
  } = checkAnswer(task, folded.state, folded.response, copy, {
    applied: true,
    seq: body.log.length,
    savedAt: new Date().toISOString(),
  });
  return { seq, task: shown, taskResponse };
}

/**
 * The totals a student's Submit would answer after these actions: the sums of each task's fold over
 * the homework's points, passed against its passing score (answering.ts: foldedTotals).
 */
export function previewResult(
  row: HomeworkRow,
  body: z.output<typeof previewResultBodySchema>,
  copyOf: CopyOf,
): PreviewResult {
  const details = repairedDetails(row);
  const answers = new Map<string, TaskResponse>();
  const at = Date.now();
  for (const entry of body.tasks) {
    const task = playableTask(details.tasks, entry.taskId);
    if (answers.has(task.id)) throw badRequest(refusals.listedTwice(task.id));
    answers.set(task.id, fold(task, entry.log, copyOf(task.id), at).response);
  }
  const totals = foldedTotals(details.tasks, answers, details.passingScore);
  return { ...totals, totalPoints: Math.round(sumTaskPoints(details.tasks)) };
}
