import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { handOnParsed, nextTurnAfterLargeBody } from './large-bodies';

describe('large bodies in turns of the event loop', () => {
  it("lets the event loop's waiting work run first after a large body, and does not wait after a small one", async () => {
    const large = {} as FastifyRequest;
    const small = {} as FastifyRequest;
    const ran: string[] = [];
    // The parser hands a small body on at once and a large one only in the next turn.
    handOnParsed(small, 64 * 1024 - 1, () => ran.push('small body read'));
    const largeRead = new Promise<void>((resolve) =>
      handOnParsed(large, 64 * 1024, () => {
        ran.push('large body read');
        resolve();
      }),
    );
    expect(ran).toEqual(['small body read']);
    await largeRead;
    expect(ran).toEqual(['small body read', 'large body read']);
    ran.length = 0;

    setImmediate(() => ran.push('waiting work'));
    await nextTurnAfterLargeBody(large);
    ran.push('large body');

    setImmediate(() => ran.push('later work'));
    expect(nextTurnAfterLargeBody(small)).toBeUndefined();
    await nextTurnAfterLargeBody(small);
    ran.push('small body');

    expect(ran).toEqual(['waiting work', 'large body', 'small body']);
  });
});
