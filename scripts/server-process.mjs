// Helpers for scripts and tests that run the compiled server as its own process: a free port,
// waiting for a condition, signing in over HTTP as the browser does, and one statement on a
// PostgreSQL admin connection (to create and drop a scratch database).
import { createServer } from 'node:net';
import pg from 'pg';

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Polls `check` every 100 ms until it answers true (then true) or `ms` pass (then false). */
export async function waitFor(check, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const cookiesOf = (response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);

/** Signs in with a CSRF token as the web app does; answers the Cookie header of the session. */
export async function signIn(origin, role, username, password) {
  const tokenResponse = await fetch(`${origin}/api/csrf-token`, { headers: { connection: 'close' } });
  const { token } = await tokenResponse.json();
  const csrf = cookiesOf(tokenResponse);
  const login = await fetch(`${origin}/api/${role}/login`, {
    method: 'POST',
    headers: {
      connection: 'close',
      'content-type': 'application/json',
      'x-csrf-token': token,
      cookie: csrf.join('; '),
    },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  return [...csrf, ...cookiesOf(login)].join('; ');
}

/** Runs one statement on a PostgreSQL connection (create or drop a scratch database). */
export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
