import { parseArgs } from 'node:util';

/** The arguments of `npm run create-teacher`. */
export type CreateTeacherArgs = {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
};

/** How to call the command. */
export const CREATE_TEACHER_USAGE =
  'Usage: npm run create-teacher -- --username U --password P [--first-name F --last-name L --email E]';

/** Parses the command line; answers the arguments or an error message that ends with the usage line. */
export function parseCreateTeacherArgs(
  argv: string[],
): { ok: true; args: CreateTeacherArgs } | { ok: false; error: string } {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        email: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | undefined>;
  } catch (error) {
    return {
      ok: false,
      error: `${error instanceof Error ? error.message : String(error)}\n${CREATE_TEACHER_USAGE}`,
    };
  }
  const missing = ['username', 'password'].filter((name) => !values[name]?.trim());
  if (missing.length > 0) {
    return {
      ok: false,
      error: `Missing ${missing.map((m) => `--${m}`).join(' and ')}.\n${CREATE_TEACHER_USAGE}`,
    };
  }
  return {
    ok: true,
    args: {
      username: values.username!,
      password: values.password!,
      ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
      ...(values.email ? { email: values.email } : {}),
    },
  };
}
