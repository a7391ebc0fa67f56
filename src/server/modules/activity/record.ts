import type { Kysely } from 'kysely';
import { nowIso } from '../../db/helpers';
import type { ActivityType, Database } from '../../db/schema';

/** One activity for the teacher's live feed. */
export type ActivityInput = {
  teacherId: number;
  studentId: number | null;
  studentUsername: string;
  type: ActivityType;
  targetId?: number | null;
  targetTitle?: string | null;
};

/** Stores one activity (login, logout, login_failed, homework_open/close/complete, lesson_open/close). */
export async function recordActivity(db: Kysely<Database>, activity: ActivityInput): Promise<void> {
  await db
    .insertInto('activities')
    .values({
      teacherId: activity.teacherId,
      studentId: activity.studentId,
      studentUsername: activity.studentUsername,
      type: activity.type,
      targetId: activity.targetId ?? null,
      targetTitle: activity.targetTitle ?? null,
      createdAt: nowIso(),
    })
    .execute();
}
