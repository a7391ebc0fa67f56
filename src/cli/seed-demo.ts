import { ConfigError, parseConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { bootstrapFirstTeacher, passwordBox } from '#server/modules/auth/bootstrap';
import { type SeedReport, seedDemoClassroom } from './demo/seed';

// `npm run seed:demo` fills a demo classroom for the first teacher in the database named by
// DATABASE_URL (default ./data/tutor.db) and prints the student logins. On an empty database it
// first creates that teacher as the first start does (TEACHER_USERNAME/TEACHER_PASSWORD, or a
// random password printed once). Running it again adds nothing.

/** The logins as a plain-text table. */
function loginTable(report: SeedReport): string {
  const rows = [
    ['Student', 'Username', 'Password', 'Status'],
    ...report.students.map((s) => [s.name, s.username, s.password, s.created ? 'new' : 'already there']),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]!),
    widths
      .map((w) => '-'.repeat(w))
      .join('  ')
      .trimEnd(),
    ...rows.slice(1).map(line),
  ].join('\n');
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
  const firstTeacher = await bootstrapFirstTeacher(database.db, config);
  if (firstTeacher?.generatedPassword)
    console.log(`\n${passwordBox(firstTeacher.username, firstTeacher.generatedPassword)}\n`);
  else if (firstTeacher) console.log(`Created the first teacher "${firstTeacher.username}".`);
  const report = await seedDemoClassroom(database.db);
  const c = report.created;
  console.log(
    `Demo classroom for teacher "${report.teacher}": added ${c.students} students, ${c.homework} homework, ` +
      `${c.assignments} assignments, ${c.submissions} submissions, ${c.reports} lesson reports.`,
  );
  console.log('\nStudent logins (sign in at /student/login):\n');
  console.log(loginTable(report));
  console.log('\nA student whose password a teacher has reset keeps the new one.');
} catch (error) {
  console.error(error instanceof Error ? `Could not seed the demo classroom: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
