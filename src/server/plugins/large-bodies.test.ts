import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { markLargeBody, nextTurnAfterLargeBody } from './large-bodies';

describe('nextTurnAfterLargeBody', () => {
  it("lets the event loop's waiting work run first after a large body, and does not wait after a small one", async () => {
    const large = {} as FastifyRequest;
    const small = {} as FastifyRequest;
    markLargeBody(large);

    const ran: string[] = [];
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
