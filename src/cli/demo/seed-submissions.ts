import type { Transaction } from 'kysely';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { rescoreSubmission } from '#domain/submissions/rescore';
import type { TaskResponse } from '#domain/submissions/response-types';
import { appendToAnswer } from '#domain/submissions/answer-log';
import type { Database, IntBool, StudentRow } from '#server/db/schema';
import { answerColumns } from '#server/modules/submissions/answer-columns';
import type { SeedReport } from './seed';
import type { DemoSubmission } from './submissions-data';
import type { Task } from '#domain/homework/schema';
import { kindOf } from '#domain/tasks/registry';
import type { StudentCopy } from '#domain/tasks/student-copy';
import { studentCopies } from '#server/modules/submissions/student-copies';
import { type DemoClick, demoTracking } from './tracking';

/**
 * The name the student's player gives an element the demo names in the teacher's order: a student
 * sees options, words and the word bank in an order of their own and the recording names them by
 * their place there (the teacher's replay turns them back, student-task.ts). Found by trying the
 * places; a name no place turns into is kept.
 */
function studentTarget(task: Task, target: string, copy: StudentCopy): string {
  const rename = kindOf(task)?.trackFromStudent;
  const [name, place] = target.split(':');
  if (!rename || place === undefined || !/^\d+$/.test(place)) return target;
  for (let p = 0; p < 200; p += 1) {
    const candidate = `${name}:${p}`;
    if (rename(task as never, candidate, copy) === target) return candidate;
  }
  return target;
}

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Stores a demo submission unless the student already has one for that homework: each task is
 * played through its engine, so answers, scores and totals are the engine's own, with tracking.
 */
export async function ensureSubmission(
  trx: Transaction<Database>,
  demo: DemoSubmission,
  homeworkIds: Map<string, number>,
  students: Map<string, StudentRow>,
  now: number,
  report: SeedReport,
): Promise<void> {
  const homeworkId = homeworkIds.get(demo.homeworkTitle);
  const student = students.get(demo.username);
  if (homeworkId === undefined || !student) return;
  const exists = await trx
    .selectFrom('submissions')
    .select('id')
    .where('homeworkId', '=', homeworkId)
    .where('studentId', '=', student.id)
    .executeTakeFirst();
  if (exists) return;
  const stored = await trx
    .selectFrom('homework')
    .select('assignmentDetails')
    .where('id', '=', homeworkId)
    .executeTakeFirstOrThrow();
  const details = repairAssignmentDetails(stored.assignmentDetails);

  const copies = await studentCopies(trx);
  // Play each task through its engine so the recorded answers and scores are the engine's own.
  const startMs = now - demo.startedHoursAgo * HOUR;
  let clock = startMs + 20_000;
  const responses: TaskResponse[] = [];
  const rows: {
    taskId: string;
    response: string;
    completed: IntBool;
    tracking: string;
    updatedAt: string;
  }[] = [];
  const trackingData: Record<string, unknown> = {};
  for (const [index, play] of demo.plays.entries()) {
    const task = details.tasks.find((t) => t.id === play.taskId);
    if (!task) continue;
    // Each action is logged as the server logs a student's: at the time the play gives it, else
    // 250 ms after the click that made it (one click per action), else spread over the play.
    let response: TaskResponse | null = null;
    const byClick = play.clicks.length === play.actions.length;
    play.actions.forEach((action, i) => {
      const after =
        play.loggedAt?.[i] ??
        (byClick
          ? (play.clicks[i]?.at ?? 0) + 250
          : Math.round((play.durationMs * (i + 1)) / (play.actions.length + 1)));
      response = appendToAnswer(task, response, [action], clock + after, i + 1)?.response ?? response;
    });
    if (!response) continue;
    const copy = copies(student.id, homeworkId, task.id);
    const clicks: DemoClick[] = play.clicks.map((click) =>
      click.target === undefined ? click : { ...click, target: studentTarget(task, click.target, copy) },
    );
    const tracking = demoTracking({
      seed: homeworkId * 1000 + student.id * 10 + index,
      startMs: clock,
      durationMs: play.durationMs,
      clicks,
    });
    clock += play.durationMs + 3_000;
    responses.push(response);
    trackingData[task.id] = tracking;
    rows.push({
      taskId: task.id,
      ...answerColumns(response),
      tracking: JSON.stringify(tracking),
      updatedAt: iso(clock),
    });
  }
  const totals = rescoreSubmission(details, responses);
  const endMs = clock;
  const seconds = Math.floor((endMs - startMs) / 1000);
  const submission = await trx
    .insertInto('submissions')
    .values({
      homeworkId,
      studentId: student.id,
      isCompleted: demo.completed ? 1 : 0,
      score: demo.completed ? totals.totalScore : null,
      percentage: demo.completed ? totals.percentage : null,
      passed: demo.completed ? (totals.passed ? 1 : 0) : null,
      submissionDate: demo.completed ? iso(endMs) : null,
      startedAt: iso(startMs),
      timeSpent: demo.completed ? seconds : null,
      currentTaskIndex: demo.completed ? Math.max(0, details.tasks.length - 1) : rows.length,
      studentResponses: demo.completed
        ? JSON.stringify({
            tasks: totals.responses,
            startTime: iso(startMs),
            endTime: iso(endMs),
            totalTimeSpent: seconds,
            totalScore: totals.totalScore,
            percentage: totals.percentage,
            passed: totals.passed,
            trackingData,
          })
        : null,
      updatedAt: iso(endMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rows.length > 0) {
    await trx
      .insertInto('taskResponses')
      .values(rows.map((row) => ({ ...row, submissionId: submission.id })))
      .execute();
  }
  // The live feed shows how the student got there: signed in, opened the homework, and finished it.
  const activity = (type: 'login' | 'homework_open' | 'homework_complete', at: number) => ({
    teacherId: student.teacherId,
    studentId: student.id,
    studentUsername: student.username,
    type,
    targetId: type === 'login' ? null : homeworkId,
    targetTitle: type === 'login' ? null : demo.homeworkTitle,
    createdAt: iso(at),
  });
  await trx
    .insertInto('activities')
    .values([
      activity('login', startMs - 5_000),
      activity('homework_open', startMs),
      ...(demo.completed ? [activity('homework_complete', endMs)] : []),
    ])
    .execute();
  report.created.submissions += 1;
}
