import { ConfigError, parseConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createTeacherAccount } from '#server/modules/auth/teacher-account';
import { HttpError } from '#server/plugins/http-errors';
import { parseCreateTeacherArgs } from './create-teacher-args';

// `npm run create-teacher -- --username U --password P [--first-name F --last-name L --email E]`
// adds a teacher to the database named by DATABASE_URL (default ./data/tutor.db).

const parsed = parseCreateTeacherArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.error);
  process.exit(1);
}

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.dialect);
  const teacher = await createTeacherAccount(database.db, parsed.args);
  console.log(`Created teacher "${teacher.username}" (id ${teacher.id}). Sign in at /teacher/login.`);
} catch (error) {
  console.error(error instanceof HttpError ? `Could not create the teacher: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
