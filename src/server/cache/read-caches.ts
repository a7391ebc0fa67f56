import type { SessionRow, StudentRow, TeacherRow } from '../db/schema';
import type { VisibleHomework } from '../modules/student/access';
import type { ListedHomeworkPart } from '../modules/student/homework-service';
import type { ListedSubmission } from '../modules/student/submission-view';
import type { AnswerAsSeen } from '../modules/submissions/versioned-answer';
import type { ChangeBus } from './change-bus';
import { ScopedCache } from './scoped-cache';
import { SharedTexts } from './shared-texts';

/**
 * The names of what a change can make out of date. A student's scope covers their sessions and
 * their homework list; their list scope only the list (an answer saved); a teacher's scope covers
 * the teacher's sessions and every session and list of their students (a freeze, an edited or
 * hidden homework, a reset password) and the teacher's list of students; a class scope covers that
 * list only, and every call of any of the teacher's students names it (their progress or account
 * may have changed); a session's scope that one session (signed out).
 */
export const scope = {
  student: (id: number) => `student:${id}`,
  list: (studentId: number) => `list:${studentId}`,
  teacher: (id: number) => `teacher:${id}`,
  classOf: (teacherId: number) => `class:${teacherId}`,
  session: (tokenHash: string) => `session:${tokenHash}`,
  /** A student's work on one homework (their answers and submission): what a save changes. */
  work: (studentId: number, homeworkId: number) => `work:${studentId}:${homeworkId}`,
  /** What is kept with a homework's text (dropped when the text no longer is). */
  homeworkText: (homeworkId: number) => `homework-text:${homeworkId}`,
};

/** A signed-in student as kept between calls: never the password hash. */
export type SignedInStudent = Omit<StudentRow, 'passwordHash'>;
/** A signed-in teacher as kept between calls: never the password hash. */
export type SignedInTeacher = Omit<TeacherRow, 'passwordHash'>;
/** A live session and its account. */
export type SignedIn =
  | { session: SessionRow; role: 'student'; user: SignedInStudent }
  | { session: SessionRow; role: 'teacher'; user: SignedInTeacher };

/** How long a cached read is trusted at most, whatever notices arrive. */
export const CACHE_TTL_MS = 60_000;

/** One cached read: what to keep, which scopes it belongs to, and what counts as the same answer. */
export type CachedRead<V> = {
  cache: ScopedCache<V>;
  key: string;
  /** The scopes the value belongs to; null: not kept (e.g. no such session). */
  scopes: (value: V) => readonly string[] | null;
  /** Reads the database (a miss, or the self-check of a hit). */
  load: () => Promise<V>;
  /** Whether a cached value may still be answered now (else it is read again). */
  usable?: (value: V) => boolean;
  /** What must be equal between a cached value and the database for the self-check. */
  essence?: (value: V) => unknown;
};

/**
 * The server's read caches and the bus their change notices travel on. Polls are answered from
 * here without a query while nothing under them changed; every state-changing call names what it
 * may have changed (plugins/change-notices.ts) before its answer goes out.
 *
 * With `selfCheck` (the test suites turn it on) every hit is compared with a fresh read and a
 * difference fails the request: a write path that forgot to send its notice shows up in any test
 * that reads after writing.
 */
export class ReadCaches {
  readonly sessions = new ScopedCache<SignedIn | null>({ ttlMs: CACHE_TTL_MS, maxEntries: 20_000 });
  readonly studentLists: ScopedCache<{ etag: string; body: string }>;
  /**
   * What a student's list is built from, kept apart so a save rebuilds it from one read of the
   * homework it changed: the student's visible homework with their task summaries (by student id,
   * until the student's or the teacher's notice) and each homework's submission as the list shows
   * it (by `student:homework`, also until a save to that homework; null: none yet).
   */
  readonly studentHomework: ScopedCache<readonly ListedHomeworkPart[]>;
  readonly studentSubmissions: ScopedCache<ListedSubmission | null>;
  /** Each teacher's list of students with their progress, by teacher id. */
  readonly teacherLists: ScopedCache<{ etag: string; body: string }>;
  /** The order of each teacher's students (their ids), by teacher id: what a list is built along. */
  readonly classRosters: ScopedCache<readonly number[]>;
  /**
   * Each student's row of their teacher's list as JSON, by student id: after one student's change
   * the list is built again from the others' kept rows and that one student's read.
   */
  readonly classRows: ScopedCache<string>;
  /**
   * The homework an auto-save or check answers, by `student:homework`: each answering call would
   * otherwise read the homework again to know the student may still reach it and what its tasks
   * are. Kept until the student's or the teacher's change notice (an edited, hidden, deleted or
   * unassigned homework is always the teacher's call).
   */
  readonly answeringHomework = new ScopedCache<VisibleHomework>({ ttlMs: CACHE_TTL_MS, maxEntries: 20_000 });
  /** The homework texts `answeringHomework` holds, one copy each: 32 MB at most, none over 512 KB. */
  readonly homeworkTexts = new SharedTexts(32 * 1024 * 1024, 64, (id) =>
    this.answeringHomework.changed([scope.homeworkText(id)]),
  );
  /**
   * A task's saved answer and its row version as this process last read or wrote it, by
   * `student:homework:task` (PostgreSQL). Never trusted alone: the write that starts from it only
   * succeeds while the row is still that version (decision 014), so a stale entry costs a retry,
   * never a wrong answer.
   */
  readonly answerStates = new ScopedCache<AnswerAsSeen>({ ttlMs: CACHE_TTL_MS, maxEntries: 20_000 });

  /**
   * `listTtlMs: 0` keeps no list, of students' homework or of a teacher's students, nor what they
   * are built from (the bench measures lists built whole on every call that way).
   */
  constructor(
    private readonly bus: ChangeBus,
    readonly selfCheck = false,
    options: { listTtlMs?: number } = {},
  ) {
    const ttlMs = options.listTtlMs ?? CACHE_TTL_MS;
    this.studentLists = new ScopedCache({ ttlMs, maxEntries: 20_000 });
    this.studentHomework = new ScopedCache({ ttlMs, maxEntries: 20_000 });
    this.studentSubmissions = new ScopedCache({ ttlMs, maxEntries: 100_000 });
    this.teacherLists = new ScopedCache({ ttlMs, maxEntries: 2_000 });
    this.classRosters = new ScopedCache({ ttlMs, maxEntries: 2_000 });
    this.classRows = new ScopedCache({ ttlMs, maxEntries: 50_000 });
    const all = [
      this.sessions,
      this.studentLists,
      this.studentHomework,
      this.studentSubmissions,
      this.teacherLists,
      this.classRosters,
      this.classRows,
      this.answeringHomework,
      this.answerStates,
    ];
    bus.listen(
      (scopes) => {
        for (const cache of all) cache.changed(scopes);
      },
      () => {
        for (const cache of all) cache.clear();
      },
    );
  }

  /** Whether kept entries may be answered now: change notices are arriving. */
  keeping(): boolean {
    return this.bus.connected();
  }

  /** Tells every process (this one at once) that the scopes changed. */
  notify(scopes: readonly string[]): Promise<void> {
    return this.bus.notify(scopes);
  }

  /** The cached value, or the database's (then kept unless a change raced the read). */
  async read<V>(read: CachedRead<V>): Promise<V> {
    if (!this.keeping()) return read.load();
    const hit = read.cache.get(read.key);
    if (hit !== undefined && (read.usable?.(hit) ?? true)) {
      if (this.selfCheck) await this.verify(read, hit);
      return hit;
    }
    const ticket = read.cache.ticket();
    const value = await read.load();
    const scopes = read.scopes(value);
    if (scopes) read.cache.set(read.key, value, scopes, ticket);
    return value;
  }

  close(): Promise<void> {
    return this.bus.close();
  }

  /** The self-check of a hit: fails when it differs from a fresh read of the database. */
  async verify<V>(read: Pick<CachedRead<V>, 'key' | 'load' | 'essence'>, hit: V): Promise<void> {
    const essence = read.essence ?? ((value: V) => value);
    const cached = JSON.stringify(essence(hit));
    const fresh = JSON.stringify(essence(await read.load()));
    if (cached !== fresh) {
      throw new Error(`Stale cache entry ${read.key}: cached ${cached}, database ${fresh}`);
    }
  }
}
