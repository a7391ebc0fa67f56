import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { bootstrapFirstTeacher, passwordBox } from './bootstrap';
import { verifyPassword } from './password';

// scrypt (16 MB, deliberately slow) and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.cleanup();
});

describe('first teacher on an empty database (DESIGN.md 4)', () => {
  it('creates TEACHER_USERNAME with TEACHER_PASSWORD, once', async () => {
    const env = { teacherUsername: 'Head', teacherPassword: 'long-enough-pw' };
    expect(await bootstrapFirstTeacher(database.db, env)).toEqual({
      username: 'head',
      generatedPassword: null,
    });
    expect(await bootstrapFirstTeacher(database.db, env)).toBeNull();
    const teachers = await database.db.selectFrom('teachers').select(['username', 'passwordHash']).execute();
    expect(teachers).toHaveLength(1);
    expect(await verifyPassword('long-enough-pw', teachers[0]!.passwordHash)).toBe(true);
  });

  it('creates `teacher` with a random password when none is configured', async () => {
    const result = await bootstrapFirstTeacher(database.db, {
      teacherUsername: undefined,
      teacherPassword: undefined,
    });
    expect(result?.username).toBe('teacher');
    expect(result?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const row = await database.db.selectFrom('teachers').select('passwordHash').executeTakeFirstOrThrow();
    expect(await verifyPassword(result!.generatedPassword!, row.passwordHash)).toBe(true);
    const box = passwordBox('teacher', result!.generatedPassword!);
    expect(box).toContain(`Password: ${result!.generatedPassword}`);
    expect(new Set(box.split('\n').map((l) => l.length)).size).toBe(1);
  });
});
