/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number>;
/** Polls `check` every 100 ms until it answers true (then true) or `ms` pass (then false). */
export function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean>;
/** Signs in with a CSRF token as the web app does; answers the Cookie header of the session. */
export function signIn(
  origin: string,
  role: 'student' | 'teacher',
  username: string,
  password: string,
): Promise<string>;
/** Runs one statement on a PostgreSQL connection (create or drop a scratch database). */
export function adminQuery(url: string, sql: string): Promise<void>;
