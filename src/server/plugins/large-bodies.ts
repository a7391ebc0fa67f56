import type { FastifyRequest } from 'fastify';

// A body of a megabyte (the largest recording, a submit) costs the server three long stretches of
// work: reading the JSON, checking it against the call's schema, then replaying and storing it.
// Done in one go they hold every other request up for all three; here the event loop takes a turn
// between them (after reading: handOnParsed; after checking: nextTurnAfterLargeBody), so others'
// requests are answered in between and the longest hold is the longest stretch.

/** Bodies at least this long are worked on in more than one turn of the event loop. */
const LARGE_BODY_BYTES = 64 * 1024;

const large = new WeakSet<FastifyRequest>();

/**
 * Hands a parsed body on to its route (the JSON parser calls it): at once when it is small, in
 * the event loop's next turn when it is large (and the request is remembered as having one).
 */
export function handOnParsed(request: FastifyRequest, bytes: number, handOn: () => void): void {
  if (bytes < LARGE_BODY_BYTES) {
    handOn();
    return;
  }
  large.add(request);
  setImmediate(handOn);
}

/**
 * Waits for the event loop's next turn when this request's body was large, else not at all. A
 * handler calls it between checking such a body and working on it.
 */
export function nextTurnAfterLargeBody(request: FastifyRequest): Promise<void> | undefined {
  if (!large.has(request)) return undefined;
  return new Promise((resolve) => setImmediate(resolve));
}
