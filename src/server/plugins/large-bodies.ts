import type { FastifyRequest } from 'fastify';

/** Bodies at least this long are worked on in more than one turn of the event loop. */
export const LARGE_BODY_BYTES = 64 * 1024;

const large = new WeakSet<FastifyRequest>();

/** Notes that this request's body was large (the JSON parser calls it). */
export function markLargeBody(request: FastifyRequest): void {
  large.add(request);
}

/**
 * Waits for the event loop's next turn when this request's body was large, else not at all. A
 * handler calls it between checking such a body and working on it: each is a long stretch for a
 * body of a megabyte, and others' requests are answered between them rather than after both.
 */
export function nextTurnAfterLargeBody(request: FastifyRequest): Promise<void> | undefined {
  if (!large.has(request)) return undefined;
  return new Promise((resolve) => setImmediate(resolve));
}
