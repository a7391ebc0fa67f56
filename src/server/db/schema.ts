import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Table types as TypeScript sees them through Kysely's CamelCasePlugin (columns are snake_case in SQL).
// Storage shapes are the same on SQLite and PostgreSQL (docs/decisions/001-storage-shapes.md):
// timestamps are ISO-8601 UTC text, booleans are integer 0/1, JSON is text, ids are 32-bit integers.

/** An ISO-8601 UTC timestamp string, e.g. 2025-01-31T12:00:00.000Z. */
export type IsoTimestamp = string;
/** A boolean stored as integer 0 or 1. */
export type IntBool = 0 | 1;
/** JSON stored as text; services parse it. */
export type JsonText = string;

/** teachers */
export interface TeacherTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** The interface language the teacher chose ('en', 'zh-CN'); null: not chosen (the browser's). */
  locale: Generated<string | null>;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

/** students; username is unique across students and teachers (enforced in services). */
export interface StudentTable {
  id: Generated<number>;
  teacherId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  gradeLevel: string | null;
  additionalNotes: string | null;
  isFrozen: IntBool;
  passwordHash: string;
  /** 1 after a teacher's reset: the student must choose a new password before anything else. */
  mustChangePassword: Generated<IntBool>;
  /** When the teacher issued the password the student still has; null: the student chose their own. */
  temporaryPasswordIssuedAt: Generated<IsoTimestamp | null>;
  /** When that temporary password first signed in; null: never (it expires 14 days after issue). */
  temporaryPasswordUsedAt: Generated<IsoTimestamp | null>;
  /** The interface language the student chose ('en', 'zh-CN'); null: not chosen (the browser's). */
  locale: Generated<string | null>;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

/** The role a session belongs to. */
export type UserType = 'student' | 'teacher';

/** sessions; id is the SHA-256 hex of the cookie token. */
export interface SessionTable {
  id: string;
  userType: UserType;
  userId: number;
  createdAt: IsoTimestamp;
  expiresAt: IsoTimestamp;
  persistent: IntBool;
  /** When the session was last used (updated at most once a minute); null until then. */
  lastSeenAt: IsoTimestamp | null;
}

/** homework */
export interface HomeworkTable {
  id: Generated<number>;
  teacherId: number;
  title: string;
  description: string;
  dueDate: IsoTimestamp | null;
  assignedDate: IsoTimestamp;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
  hidden: IntBool;
  deletedAt: IsoTimestamp | null;
  assignmentDetails: JsonText;
  /** Counts the edits of assignmentDetails (0 when created). */
  revision: Generated<number>;
}

/** assignments: which student has which homework. */
export interface AssignmentTable {
  homeworkId: number;
  studentId: number;
  assignedAt: IsoTimestamp;
}

/** submissions: one per student and homework. */
export interface SubmissionTable {
  id: Generated<number>;
  homeworkId: number;
  studentId: number;
  isCompleted: IntBool;
  score: number | null;
  percentage: number | null;
  passed: IntBool | null;
  submissionDate: IsoTimestamp | null;
  startedAt: IsoTimestamp | null;
  timeSpent: number | null;
  currentTaskIndex: number;
  studentResponses: JsonText | null;
  updatedAt: IsoTimestamp;
}

/** task_responses: one row per submission and task, upserted by auto-save. */
export interface TaskResponseTable {
  submissionId: number;
  taskId: string;
  response: JsonText;
  /**
   * Whether the answer in `response` is completed (its `completed` is true), kept beside it by every
   * write so the lists count finished tasks without reading and parsing the answers.
   */
  completed: IntBool;
  tracking: JsonText | null;
  updatedAt: IsoTimestamp;
}

/** submission_attempts: finished attempts archived when a teacher marks homework not completed. */
export interface SubmissionAttemptTable {
  id: Generated<number>;
  homeworkId: number;
  studentId: number;
  archivedAt: IsoTimestamp;
  isCompleted: IntBool;
  score: number | null;
  percentage: number | null;
  passed: IntBool | null;
  submissionDate: IsoTimestamp | null;
  startedAt: IsoTimestamp | null;
  timeSpent: number | null;
  studentResponses: JsonText | null;
}

/** lesson_reports */
export interface LessonReportTable {
  id: Generated<number>;
  teacherId: number;
  studentId: number;
  title: string;
  content: string;
  datePosted: IsoTimestamp;
  assignedAt: IsoTimestamp;
  firstOpenedAt: IsoTimestamp | null;
  lastOpenedAt: IsoTimestamp | null;
  openCount: number;
  updatedAt: IsoTimestamp;
}

/** The kinds of activity recorded for the teacher's feed. */
export const activityTypes = [
  'login',
  'logout',
  'login_failed',
  'homework_open',
  'homework_close',
  'homework_complete',
  'lesson_open',
  'lesson_close',
] as const;
/** One kind of activity. */
export type ActivityType = (typeof activityTypes)[number];

/** activities */
export interface ActivityTable {
  id: Generated<number>;
  teacherId: number;
  studentId: number | null;
  studentUsername: string;
  type: ActivityType;
  targetId: number | null;
  targetTitle: string | null;
  createdAt: IsoTimestamp;
}

/** settings: server-wide values shared by every process (e.g. the CSRF secret). */
export interface SettingTable {
  key: string;
  value: string;
  createdAt: IsoTimestamp;
}

/** The whole database as Kysely sees it (camelCase keys). */
export interface Database {
  teachers: TeacherTable;
  students: StudentTable;
  sessions: SessionTable;
  homework: HomeworkTable;
  assignments: AssignmentTable;
  submissions: SubmissionTable;
  taskResponses: TaskResponseTable;
  submissionAttempts: SubmissionAttemptTable;
  lessonReports: LessonReportTable;
  activities: ActivityTable;
  settings: SettingTable;
}

/** A teacher row. */
export type TeacherRow = Selectable<TeacherTable>;
/** A student row. */
export type StudentRow = Selectable<StudentTable>;
/** A session row. */
export type SessionRow = Selectable<SessionTable>;
/** A homework row. */
export type HomeworkRow = Selectable<HomeworkTable>;
/** A submission row. */
export type SubmissionRow = Selectable<SubmissionTable>;
/** A task response row. */
export type TaskResponseRow = Selectable<TaskResponseTable>;
/** An archived submission attempt row. */
export type SubmissionAttemptRow = Selectable<SubmissionAttemptTable>;
/** A lesson report row. */
export type LessonReportRow = Selectable<LessonReportTable>;
/** An activity row. */
export type ActivityRow = Selectable<ActivityTable>;
/** A new student row. */
export type NewStudent = Insertable<StudentTable>;
/** A new teacher row. */
export type NewTeacher = Insertable<TeacherTable>;
/** A student update. */
export type StudentUpdate = Updateable<StudentTable>;
