import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

// The whole data model (DESIGN.md, docs/decisions/001-storage-shapes.md). Column names are written
// snake_case; the CamelCasePlugin leaves them as they are.

type AnyDb = Kysely<unknown>;

/** Adds the autoincrement integer primary key `id`, spelled per dialect. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Creates every table and index. */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('teachers'), dialect)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('students'), dialect)
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('grade_level', 'text')
    .addColumn('additional_notes', 'text')
    .addColumn('is_frozen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('students_teacher_id_idx').on('students').column('teacher_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('student', 'teacher')`))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await withId(db.schema.createTable('homework'), dialect)
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'text')
    .addColumn('assigned_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addColumn('assignment_details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('homework_teacher_id_idx').on('homework').column('teacher_id').execute();

  await db.schema
    .createTable('assignments')
    .addColumn('homework_id', 'integer', (c) => c.notNull().references('homework.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assignments_pk', ['homework_id', 'student_id'])
    .execute();
  await db.schema.createIndex('assignments_student_id_idx').on('assignments').column('student_id').execute();

  await withId(db.schema.createTable('submissions'), dialect)
    .addColumn('homework_id', 'integer', (c) => c.notNull().references('homework.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('percentage', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('submission_date', 'text')
    .addColumn('started_at', 'text')
    .addColumn('time_spent', 'integer')
    .addColumn('current_task_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('student_responses', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('submissions_homework_student_uq', ['homework_id', 'student_id'])
    .execute();
  await db.schema.createIndex('submissions_student_id_idx').on('submissions').column('student_id').execute();

  await db.schema
    .createTable('task_responses')
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('tracking', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_responses_pk', ['submission_id', 'task_id'])
    .execute();

  await withId(db.schema.createTable('submission_attempts'), dialect)
    .addColumn('homework_id', 'integer', (c) => c.notNull().references('homework.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('archived_at', 'text', (c) => c.notNull())
    .addColumn('is_completed', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('percentage', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('submission_date', 'text')
    .addColumn('started_at', 'text')
    .addColumn('time_spent', 'integer')
    .addColumn('student_responses', 'text')
    .execute();
  await db.schema
    .createIndex('submission_attempts_homework_student_idx')
    .on('submission_attempts')
    .columns(['homework_id', 'student_id'])
    .execute();

  await withId(db.schema.createTable('lesson_reports'), dialect)
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('date_posted', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('first_opened_at', 'text')
    .addColumn('last_opened_at', 'text')
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lesson_reports_student_id_idx')
    .on('lesson_reports')
    .column('student_id')
    .execute();
  await db.schema
    .createIndex('lesson_reports_teacher_id_idx')
    .on('lesson_reports')
    .column('teacher_id')
    .execute();

  await withId(db.schema.createTable('activities'), dialect)
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('student_username', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_title', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activities_teacher_created_idx')
    .on('activities')
    .columns(['teacher_id', 'created_at'])
    .execute();
}

/** Drops every table, children first. */
export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'activities',
    'lesson_reports',
    'submission_attempts',
    'task_responses',
    'submissions',
    'assignments',
    'homework',
    'sessions',
    'students',
    'teachers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
