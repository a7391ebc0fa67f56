import type { autoSaveBodySchema, submitBodySchema, submitResponseSchema } from '#contract/student';
import { sumTaskPoints } from '#domain/homework/repair';
import { answerRewrite } from '#domain/submissions/answer-rules';
import { rescoreSubmission } from '#domain/submissions/rescore';
import type { TaskResponse } from '#domain/submissions/response-types';
import { wholeSecondsBetween } from '#domain/time';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fromBool, inTransaction, nowIso } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/http-errors';
import { recordActivity } from '../activity/record';
import type { StudentIdentity, VisibleHomework } from './access';
import { repairedDetails } from '../homework/stored-details';
import {
  alreadySubmittedMessage,
  claimOpenSubmission,
  oneTaskSave,
  readTime,
  storedResponse,
  saveOneAnswer,
  replaceTaskResponse,
  upsertTaskResponse,
} from '../submissions/store';
import type { AnsweringTarget } from '../submissions/versioned-answer';
import { acceptedResponse, normaliseStoredResponse, tasksById } from './task-responses';

export { alreadySubmittedMessage };

/** The start of the 409 answer to an auto-save that would rewrite a saved answer. */
export const rewriteMessage = 'This answer was already saved and cannot be changed';

type AutoSaveBody = z.output<typeof autoSaveBodySchema>;
type SubmitBody = z.output<typeof submitBodySchema>;
type SubmitAnswer = z.output<typeof submitResponseSchema>;

/**
 * Auto-save: records ONE task response (merged by task id, so two tabs on different tasks both keep
 * theirs), its tracking and the current task index; creates the submission on the first save with
 * startedAt = startTime or now. 400 for a task not in the homework or a response of the wrong type,
 * 409 when the homework is already submitted.
 */
export async function autoSave(
  db: Kysely<Database>,
  student: StudentIdentity,
  target: AnsweringTarget,
  body: AutoSaveBody,
): Promise<{ ok: true; savedAt: string }> {
  const details = repairedDetails(target.homework);
  const response = acceptedResponse(body.taskResponse, tasksById(details.tasks));
  const save = oneTaskSave(details.tasks.length, body);
  const { now } = save;
  const task = details.tasks.find((t) => t.id === response.taskId);
  await saveOneAnswer(db, student.id, target, save, (stored) => {
    // Answers are append-only: a save that drops or changes what is already saved (a stale tab, or
    // a client rewriting its history) is refused and changes nothing.
    const rewrite = stored && task ? answerRewrite(task, stored, response) : null;
    if (rewrite) throw conflict(`${rewriteMessage}: ${rewrite}`);
    // The count of checked actions stays with the answer, so a retried check is still known.
    const actionCount = stored?.actionCount ?? 0;
    return { write: { response: { ...response, actionCount }, tracking: body.trackingData }, result: null };
  });
  return { ok: true, savedAt: now };
}

/**
 * Submit: merges the payload's responses into the saved ones by task id (a saved response missing
 * from the payload is kept), re-scores every task with the domain engines (client scores are never
 * trusted), stores each task's score, the totals and the summary, marks the submission completed and
 * records homework_complete, all in one transaction.
 */
export async function submitHomework(
  db: Kysely<Database>,
  student: StudentIdentity,
  homework: VisibleHomework,
  body: SubmitBody,
): Promise<SubmitAnswer> {
  const details = repairedDetails(homework);
  const byId = tasksById(details.tasks);
  const payload = new Map<string, TaskResponse>();
  for (const raw of body.tasks) {
    const response = acceptedResponse(raw, byId);
    payload.set(response.taskId, response);
  }
  const tracking = body.trackingData ?? {};
  for (const taskId of Object.keys(tracking)) {
    if (!byId.has(taskId)) throw badRequest(`trackingData: task "${taskId}" is not a task of this homework`);
  }
  const startTime = readTime(body.startTime, 'startTime');
  const endTime = readTime(body.endTime, 'endTime');
  if (endTime < startTime) throw badRequest('endTime is before startTime');
  const timeSpent = wholeSecondsBetween(startTime, endTime);
  const now = nowIso();

  return inTransaction(db, async (trx) => {
    const submissionId = await claimOpenSubmission(trx, homework.id, student.id, {
      startedAt: startTime,
      now,
    });
    for (const response of payload.values()) {
      // A payload answer that rewrites the saved one is ignored (the saved answer stands), so a
      // stale tab can still submit but can never change or raise what was already recorded.
      const stored = await storedResponse(trx, submissionId, response.taskId);
      const task = byId.get(response.taskId);
      if (stored && task && answerRewrite(task, stored, response)) {
        if (tracking[response.taskId] !== undefined)
          await upsertTaskResponse(trx, submissionId, stored, tracking[response.taskId], now);
        continue;
      }
      await upsertTaskResponse(trx, submissionId, response, tracking[response.taskId], now);
    }
    for (const [taskId, taskTracking] of Object.entries(tracking)) {
      if (payload.has(taskId)) continue;
      await trx
        .updateTable('taskResponses')
        .set({ tracking: JSON.stringify(taskTracking) })
        .where('submissionId', '=', submissionId)
        .where('taskId', '=', taskId)
        .execute();
    }

    const rows = await trx
      .selectFrom('taskResponses')
      .select(['taskId', 'response'])
      .where('submissionId', '=', submissionId)
      .execute();
    const recorded = rows.flatMap((row) => {
      const response = normaliseStoredResponse(row.taskId, row.response);
      return response ? [response] : [];
    });
    const rescored = rescoreSubmission(details, recorded);
    // Stored as integers (the columns are integer on both dialects).
    const totalScore = Math.round(rescored.totalScore);
    for (const response of rescored.responses) await replaceTaskResponse(trx, submissionId, response);

    const summary = {
      startTime,
      endTime,
      totalTimeSpent: timeSpent,
      totalScore,
      percentage: rescored.percentage,
      passed: rescored.passed,
    };
    await trx
      .updateTable('submissions')
      .set({
        isCompleted: 1,
        score: totalScore,
        percentage: rescored.percentage,
        passed: fromBool(rescored.passed),
        submissionDate: now,
        timeSpent,
        studentResponses: JSON.stringify(summary),
        updatedAt: now,
      })
      .where('id', '=', submissionId)
      .execute();
    await recordActivity(trx, {
      teacherId: student.teacherId,
      studentId: student.id,
      studentUsername: student.username,
      type: 'homework_complete',
      targetId: homework.id,
      targetTitle: homework.title,
    });
    return {
      score: totalScore,
      totalPoints: Math.round(sumTaskPoints(details.tasks)),
      percentage: rescored.percentage,
      passed: rescored.passed,
      submissionDate: now,
    };
  });
}
