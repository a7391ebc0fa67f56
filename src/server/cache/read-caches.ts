import type { SessionRow, StudentRow, TeacherRow } from '../db/schema';
import type { ChangeBus } from './change-bus';
import { ChangeLog } from './change-log';
import {
  CACHE_TTL_MS,
  type KeptValues,
  memoBounds,
  type ScopedReadName,
  scope,
  scopedReads,
} from './read-layer';
import { ScopedCache } from './scoped-cache';
import { SharedTexts } from './shared-texts';

export { CACHE_TTL_MS, scope } from './read-layer';

/** A signed-in student as kept between calls: never the password hash. */
export type SignedInStudent = Omit<StudentRow, 'passwordHash'>;
/** A signed-in teacher as kept between calls: never the password hash. */
export type SignedInTeacher = Omit<TeacherRow, 'passwordHash'>;
/** A live session and its account. */
export type SignedIn =
  | { session: SessionRow; role: 'student'; user: SignedInStudent }
  | { session: SessionRow; role: 'teacher'; user: SignedInTeacher };

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
 * The server's read caches (each declared in read-layer.ts: key, what it holds, the scopes that
 * drop it, its bound) and the bus their change notices travel on. Polls are answered from here
 * without a query while nothing under them changed; every state-changing call names what it may
 * have changed (plugins/change-notices.ts) before its answer goes out. One change log serves every
 * cache: a notice is noted once, then each cache drops its entries of the scopes named.
 *
 * With `selfCheck` (the test suites turn it on) every hit is compared with a fresh read and a
 * difference fails the request: a write path that forgot to send its notice shows up in any test
 * that reads after writing.
 */
export class ReadCaches {
  /** The recent changes every cache judges its fills by (kept as long as an entry lives). */
  readonly changes = new ChangeLog({ retainMs: CACHE_TTL_MS });
  readonly sessions: ScopedCache<SignedIn | null>;
  readonly studentLists: ScopedCache<{ etag: string; body: string }>;
  /**
   * What a student's list is built from, kept apart so a save rebuilds it from one read of the
   * homework it changed: the student's visible homework with their task summaries and each
   * homework's submission as the list shows it (null: none yet).
   */
  readonly studentHomework: ScopedCache<KeptValues['studentHomework']>;
  readonly studentSubmissions: ScopedCache<KeptValues['studentSubmissions']>;
  /** Each homework revision's task ids and points, shared by every student's list. */
  readonly taskSummaries: ScopedCache<KeptValues['taskSummaries']>;
  readonly teacherLists: ScopedCache<{ etag: string; body: string }>;
  /** The order of each teacher's students (their ids): what a teacher's list is built along. */
  readonly classRosters: ScopedCache<readonly number[]>;
  /** Each student's row of their teacher's list as JSON: one student's change reads one row. */
  readonly classRows: ScopedCache<string>;
  /** The homework an auto-save or check answers (its text one shared copy, `homeworkTexts`). */
  readonly answeringHomework: ScopedCache<KeptValues['answeringHomework']>;
  readonly homeworkTexts: SharedTexts;
  /** A task's saved answer and row version (PostgreSQL; decision 014): a stale one costs a retry. */
  readonly answerStates: ScopedCache<KeptValues['answerStates']>;
  /** Every cache above, for a notice to reach them all. */
  private readonly caches: ReadonlyArray<ScopedCache<unknown>>;

  /**
   * `listTtlMs: 0` keeps no list, of students' homework or of a teacher's students, nor what they
   * are built from (the bench measures lists built whole on every call that way).
   */
  constructor(
    private readonly bus: ChangeBus,
    readonly selfCheck = false,
    options: { listTtlMs?: number } = {},
  ) {
    const all: Array<ScopedCache<unknown>> = [];
    const listTtl = options.listTtlMs ?? CACHE_TTL_MS;
    const make = <V>(name: ScopedReadName, ttlMs = CACHE_TTL_MS): ScopedCache<V> => {
      const cache = new ScopedCache<V>({
        ttlMs,
        maxEntries: scopedReads[name].maxEntries,
        log: this.changes,
      });
      all.push(cache as ScopedCache<unknown>);
      return cache;
    };
    this.sessions = make('sessions');
    this.studentLists = make('studentLists', listTtl);
    this.studentHomework = make('studentHomework', listTtl);
    this.studentSubmissions = make('studentSubmissions', listTtl);
    this.taskSummaries = make('taskSummaries');
    this.teacherLists = make('teacherLists', listTtl);
    this.classRosters = make('classRosters', listTtl);
    this.classRows = make('classRows', listTtl);
    this.answeringHomework = make('answeringHomework');
    this.answerStates = make('answerStates');
    const texts = memoBounds.homeworkTexts;
    this.homeworkTexts = new SharedTexts(texts.maxChars, texts.largestShare, (id) =>
      this.changed([scope.homeworkText(id)]),
    );
    this.caches = all;
    bus.listen(
      (scopes) => this.changed(scopes),
      () => {
        this.changes.forgetAll();
        for (const cache of all) cache.clearEntries();
      },
    );
  }

  /** A notice: noted once in the shared log, then each cache drops its entries of the scopes. */
  private changed(scopes: readonly string[]): void {
    this.changes.record(scopes);
    for (const cache of this.caches) cache.dropScopes(scopes);
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
