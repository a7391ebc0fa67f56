import { spawn } from 'node:child_process';

/**
 * Runs a load script in a child process with `input` as JSON on stdin and answers the JSON report it
 * prints: the load comes from its own process, so generator and server do not share an event loop.
 */
export async function childReport<T>(args: string[], input: unknown): Promise<T> {
  const child = spawn('node', args, { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(input));
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.on('close', resolve));
  return JSON.parse(out) as T;
}
