import type { Kysely } from 'kysely';
import type { Activity, RecentActivityItem } from '#contract/teacher';
import { activityTypes } from '#contract/teacher';
import { homeworkTotalPoints } from '#domain/homework/repair';
import type { Database } from '../../db/schema';

/** The dashboard's recent-activity window. */
export const RECENT_ACTIVITY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The live feed keeps at most this many entries. */
export const ACTIVITY_FEED_LIMIT = 100;

/** Completed submissions of the teacher's students in the last 24 hours, newest first. */
export async function recentActivity(
  db: Kysely<Database>,
  teacherId: number,
  now: Date = new Date(),
): Promise<RecentActivityItem[]> {
  const since = new Date(now.getTime() - RECENT_ACTIVITY_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('submissions')
    .innerJoin('students', 'students.id', 'submissions.studentId')
    .innerJoin('homework', 'homework.id', 'submissions.homeworkId')
    .select([
      'submissions.id',
      'submissions.submissionDate',
      'submissions.score',
      'submissions.percentage',
      'students.username',
      'students.firstName',
      'students.lastName',
      'homework.id as homeworkId',
      'homework.title',
      'homework.assignmentDetails',
    ])
    .where('students.teacherId', '=', teacherId)
    .where('homework.teacherId', '=', teacherId)
    .where('homework.deletedAt', 'is', null)
    .where('submissions.isCompleted', '=', 1)
    .where('submissions.submissionDate', '>=', since)
    .orderBy('submissions.submissionDate', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(ACTIVITY_FEED_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    studentName: `${row.firstName} ${row.lastName}`,
    studentUsername: row.username,
    homeworkId: row.homeworkId,
    homeworkTitle: row.title,
    submissionDate: row.submissionDate ?? since,
    score: row.score,
    totalPoints: homeworkTotalPoints(row.assignmentDetails),
    percentage: row.percentage,
  }));
}

const knownTypes: readonly string[] = activityTypes;

/** The live feed: the teacher's students' activities, newest first, at most 100. */
export async function activityFeed(db: Kysely<Database>, teacherId: number): Promise<Activity[]> {
  const rows = await db
    .selectFrom('activities')
    .leftJoin('students', 'students.id', 'activities.studentId')
    .select([
      'activities.id',
      'activities.type',
      'activities.studentUsername',
      'activities.targetId',
      'activities.targetTitle',
      'activities.createdAt',
      'students.firstName',
      'students.lastName',
    ])
    .where('activities.teacherId', '=', teacherId)
    .where('activities.type', 'in', [...activityTypes])
    .orderBy('activities.createdAt', 'desc')
    .orderBy('activities.id', 'desc')
    .limit(ACTIVITY_FEED_LIMIT)
    .execute();
  return rows
    .filter((row) => knownTypes.includes(row.type))
    .map((row) => ({
      id: row.id,
      type: row.type,
      studentUsername: row.studentUsername,
      studentName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      targetId: row.targetId,
      targetTitle: row.targetTitle,
      timestamp: row.createdAt,
    }));
}
