/**
 * The read layer, declared in one place: every read the server keeps in memory between calls, what
 * it is found by, what it holds, which change scopes drop it and how much of it is kept. The
 * runtime (read-caches.ts) builds its caches from these declarations, and docs/read-layer.md
 * shows the same tables (read-layer.test.ts checks that the doc holds `readLayerTables()` word
 * for word).
 *
 * Two kinds of kept reads:
 * - kept until a change notice (ScopedCache): dropped when a state-changing call names one of its
 *   scopes, refused when a change of its scopes raced the read that filled it (one change log
 *   for all of them, change-log.ts), and expired after a minute whatever happens;
 * - kept by content: the key is the stored text (or the object) the value is worked out from, so
 *   an edit is new content and nothing can go stale; only their size is bounded.
 * Every kept value is frozen (deeply) before it is handed out.
 */

/** The names of what a change can make out of date (a change notice lists some of them). */
export const scope = {
  /** One session (sign-out, sign-in over a cookie). */
  session: (tokenHash: string) => `session:${tokenHash}`,
  /** A student's account, sessions and everything kept of their homework and list. */
  student: (id: number) => `student:${id}`,
  /** A student's work (answers, submissions, records): their list only, not their account. */
  list: (studentId: number) => `list:${studentId}`,
  /** A student's work on one homework (their answers and submission): what a save changes. */
  work: (studentId: number, homeworkId: number) => `work:${studentId}:${homeworkId}`,
  /** A teacher's account and everything of their class: students' accounts, homework, answers. */
  teacher: (id: number) => `teacher:${id}`,
  /** A teacher's list of students only (a student's call may move their progress or row). */
  classOf: (teacherId: number) => `class:${teacherId}`,
  /** What is kept with a homework's text (dropped when the shared text no longer is). */
  homeworkText: (homeworkId: number) => `homework-text:${homeworkId}`,
};

export type ScopeName = keyof typeof scope;

/**
 * Which calls send each scope (plugins/change-notices.ts decides it, from who made the call and
 * what the route declares). Every state-changing call (POST, PUT, PATCH, DELETE), answered well or
 * not, sends its notice before its answer leaves; GETs send none.
 */
export const scopeSenders: Record<ScopeName, string> = {
  session: 'a state-changing call without an account (sign-in, sign-out): the session of its cookie',
  student:
    "a student's state-changing call that does not declare `changes: 'work'` (their password " +
    'change); a `workOnHomework` call whose `:id` does not read as a homework id',
  list: "a student's call declaring `changes: 'work'`: check, auto-save, submit, activity, lesson report viewed",
  work: "a student's call declaring `workOnHomework` (check, auto-save, submit): the homework of its `:id`",
  teacher: "every teacher's state-changing call (homework, assignments, students, resets, freezes, imports)",
  classOf: "every student's state-changing call: the class of their teacher",
  homeworkText: 'no call: the shared homework texts, when they drop a text (to stay in their size bound)',
};

/** A read kept until a change notice. */
export type ScopedRead = {
  key: string;
  holds: string;
  droppedBy: readonly ScopeName[];
  maxEntries: number;
  /** Where it is read and filled. */
  readBy: string;
};

/** A read kept by content: nothing to drop, only a size bound. */
export type ContentMemo = { key: string; holds: string; bound: string; readBy: string };

/** One minute: how long a read kept until a notice is trusted at most, whatever notices arrive. */
export const CACHE_TTL_MS = 60_000;

/** Every read kept until a change notice: each is one ScopedCache of read-caches.ts. */
export const scopedReads = {
  sessions: {
    key: "session token's hash",
    holds: 'the live session and its account (never the password hash)',
    droppedBy: ['session', 'student', 'teacher'],
    maxEntries: 20_000,
    readBy: 'plugins/auth-guards.ts',
  },
  studentLists: {
    key: 'student id',
    holds: "the student's homework list as sent (JSON and ETag)",
    droppedBy: ['list', 'student', 'teacher'],
    maxEntries: 20_000,
    readBy: 'GET /api/student/homework',
  },
  studentHomework: {
    key: 'student id',
    holds: "the student's visible homework with task ids and points (what the list is built along)",
    droppedBy: ['student', 'teacher'],
    maxEntries: 20_000,
    readBy: 'modules/student/homework-list.ts',
  },
  studentSubmissions: {
    key: 'student:homework',
    holds: "the student's submission to one homework as the list shows it (null: none yet)",
    droppedBy: ['work', 'student', 'teacher'],
    maxEntries: 100_000,
    readBy: 'modules/student/homework-list.ts',
  },
  taskSummaries: {
    key: 'homework:revision',
    holds: "a homework's task ids in order and the points it is out of",
    droppedBy: ['teacher'],
    maxEntries: 50_000,
    readBy: 'modules/homework/stored-details.ts',
  },
  teacherLists: {
    key: 'teacher id',
    holds: "the teacher's list of students with their progress as sent (JSON and ETag)",
    droppedBy: ['teacher', 'classOf'],
    maxEntries: 2_000,
    readBy: 'GET /api/teacher/students',
  },
  classRosters: {
    key: 'teacher id',
    holds: "the ids of the teacher's students in list order",
    droppedBy: ['teacher', 'student'],
    maxEntries: 2_000,
    readBy: 'modules/teacher/students-service.ts',
  },
  classRows: {
    key: 'student id',
    holds: "the student's row of their teacher's list as sent (JSON)",
    droppedBy: ['student', 'list', 'teacher'],
    maxEntries: 50_000,
    readBy: 'modules/teacher/students-service.ts',
  },
  answeringHomework: {
    key: 'student:homework',
    holds: 'the homework an auto-save or check answers, its text shared (homeworkTexts)',
    droppedBy: ['student', 'teacher', 'homeworkText'],
    maxEntries: 20_000,
    readBy: 'modules/student/answering-target.ts',
  },
  answerStates: {
    key: 'student:homework:task',
    holds:
      'PostgreSQL: the saved answer (4 KB at most) and its row version as last read or written here; ' +
      'never trusted alone (the write succeeds only on that version)',
    droppedBy: ['student'],
    maxEntries: 20_000,
    readBy: 'modules/student/answering-target.ts',
  },
} as const satisfies Record<string, ScopedRead>;

export type ScopedReadName = keyof typeof scopedReads;

/**
 * The value each kept read holds, where the read layer does not know it: the module that reads
 * and fills it declares it here (`declare module '.../cache/read-layer'`), so the layer beneath
 * the modules imports nothing from them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations
export interface KeptValues {}

/**
 * How many entries the memos kept by count hold (each a token or a seed with its key, about 150
 * bytes), used where they are made.
 */
export const memoEntries = {
  verifiedCsrfTokens: 20_000,
  studentCopies: 20_000,
} as const;

/** Every read kept by content (or by the object it belongs to): bounded, never stale. */
export const contentMemos = {
  homeworkTexts: {
    key: 'homework id, checked against the text read',
    holds: 'one copy of each homework text that answeringHomework holds',
    bound: '32 MB, none over 512 KB; a text dropped drops its answeringHomework entries',
    readBy: 'cache/shared-texts.ts',
  },
  repairedHomework: {
    key: 'the stored assignmentDetails text',
    holds: 'the homework repaired into playable tasks',
    bound: '32 MB of text, none over 4 MB',
    readBy: 'modules/homework/stored-details.ts',
  },
  normalisedAnswers: {
    key: 'the stored answer text (and its task id)',
    holds: 'the answer normalised',
    bound: '16 MB of text, none over 256 KB',
    readBy: 'modules/submissions/view.ts',
  },
  compressedAnswers: {
    key: 'the kept answer object (a WeakMap)',
    holds:
      "its brotli and gzip bytes, each copied into a block of its own size (zlib's answer is a view of a 16 KB block)",
    bound: 'goes with the answer it belongs to',
    readBy: 'plugins/etag.ts',
  },
  acceptedEncodings: {
    key: 'an Accept-Encoding header',
    holds: 'the encoding chosen for it',
    bound: '100 headers',
    readBy: 'plugins/etag.ts',
  },
  verifiedCsrfTokens: {
    key: 'a CSRF token that passed the full check',
    holds: 'the cookie it was checked with (the same token with another cookie is refused)',
    bound: `${memoEntries.verifiedCsrfTokens.toLocaleString('en')} tokens, the oldest dropped first`,
    readBy: 'plugins/csrf.ts',
  },
  studentCopies: {
    key: 'student:homework:task',
    holds: "the seed of that student's copy of the task (an HMAC of the ids under the key in settings)",
    bound: `${memoEntries.studentCopies.toLocaleString('en')} copies, the least recently used dropped first`,
    readBy: 'modules/submissions/student-copies.ts',
  },
} as const satisfies Record<string, ContentMemo>;

/** The size bounds of the memos kept by content (characters of text), used where they are made. */
export const memoBounds = {
  homeworkTexts: { maxChars: 32 * 1024 * 1024, largestShare: 64 },
  repairedHomework: { maxChars: 32 * 1024 * 1024, largestShare: 8 },
  normalisedAnswers: { maxChars: 16 * 1024 * 1024, largestShare: 64 },
} as const;

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The declarations as the markdown tables of docs/read-layer.md. */
export function readLayerTables(): string {
  const lines = [
    '| Kept read | Key | Holds | Dropped by | At most |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(scopedReads).map(
      ([name, read]) =>
        `| \`${name}\` | ${cell(read.key)} | ${cell(read.holds)} | ${read.droppedBy.map((s) => `\`${s}\``).join(', ')} | ${read.maxEntries.toLocaleString('en')} |`,
    ),
    '',
    '| Kept by content | Key | Holds | Bound |',
    '| --- | --- | --- | --- |',
    ...Object.entries(contentMemos).map(
      ([name, memo]) => `| \`${name}\` | ${cell(memo.key)} | ${cell(memo.holds)} | ${cell(memo.bound)} |`,
    ),
    '',
    '| Scope | Sent by |',
    '| --- | --- |',
    ...Object.entries(scopeSenders).map(([name, sender]) => `| \`${name}\` | ${cell(sender)} |`),
  ];
  return lines.join('\n');
}
