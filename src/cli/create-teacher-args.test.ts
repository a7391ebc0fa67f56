import { describe, expect, it } from 'vitest';
import { CREATE_TEACHER_USAGE, parseCreateTeacherArgs } from './create-teacher-args';

describe('npm run create-teacher arguments', () => {
  it('reads --username, --password and the optional names and email', () => {
    expect(
      parseCreateTeacherArgs([
        '--username',
        'ana',
        '--password',
        'secret-pw',
        '--first-name',
        'Ana',
        '--email',
        'a@x.io',
      ]),
    ).toEqual({
      ok: true,
      args: { username: 'ana', password: 'secret-pw', firstName: 'Ana', email: 'a@x.io' },
    });
  });

  it('names every missing required argument and shows the usage', () => {
    expect(parseCreateTeacherArgs([])).toEqual({
      ok: false,
      error: `Missing --username and --password.\n${CREATE_TEACHER_USAGE}`,
    });
    expect(parseCreateTeacherArgs(['--username', 'ana'])).toEqual({
      ok: false,
      error: `Missing --password.\n${CREATE_TEACHER_USAGE}`,
    });
  });

  it('rejects an unknown option with a clear message', () => {
    const result = parseCreateTeacherArgs(['--username', 'a', '--password', 'b', '--admin']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain("Unknown option '--admin'");
  });
});
