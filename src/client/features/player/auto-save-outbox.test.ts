import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import {
  createAutoSaver,
  entryTaskId,
  type OutboxEntry,
  outboxStorageKey,
  readOutbox,
  type SaveEntry,
} from './auto-save-outbox';

const entry = (taskId: string, score: number): SaveEntry => ({
  taskResponse: { taskId, type: 'binary_task', score },
  currentTaskIndex: 0,
});

/** A stand-in for the network: records what reached the server, fails while `online` is false. */
function fakeServer() {
  const received: OutboxEntry[] = [];
  const server = {
    online: true,
    received,
    send: async (e: OutboxEntry) => {
      if (!server.online) throw new TypeError('Failed to fetch');
      received.push(e);
    },
  };
  return server;
}

afterEach(() => localStorage.clear());

describe('auto-save outbox', () => {
  it('sends each save at once and leaves nothing pending', async () => {
    const server = fakeServer();
    const saver = createAutoSaver({ homeworkId: 7, send: server.send });
    expect(await saver.save(entry('a', 1))).toBe(true);
    expect(server.received.map((e) => entryTaskId(e))).toEqual(['a']);
    expect(localStorage.getItem(outboxStorageKey(7))).toBeNull();
  });

  it('a failed save is kept locally, reported, and re-sent with the next save (nothing lost offline)', async () => {
    const server = fakeServer();
    const errors: unknown[] = [];
    const saver = createAutoSaver({ homeworkId: 7, send: server.send, onError: (e) => errors.push(e) });
    server.online = false;
    expect(await saver.save(entry('a', 1))).toBe(false);
    expect(await saver.save(entry('b', 2))).toBe(false);
    expect(errors).toHaveLength(2);
    expect(readOutbox(7).map((e) => entryTaskId(e))).toEqual(['a', 'b']);
    server.online = true;
    expect(await saver.save(entry('c', 3))).toBe(true);
    expect(server.received.map((e) => entryTaskId(e))).toEqual(['a', 'b', 'c']);
    expect(readOutbox(7)).toEqual([]);
  });

  it('drops a save the server refused for good (409, 400) with a report, and sends the ones behind it', async () => {
    const server = fakeServer();
    const refused: string[] = [];
    const send = async (e: OutboxEntry) => {
      if (entryTaskId(e) === 'a')
        throw new ApiError('409: rewritten', 409, 'CONFLICT', 'This answer was already saved', {});
      await server.send(e);
    };
    const saver = createAutoSaver({
      homeworkId: 7,
      send,
      onRefused: (e, error) => refused.push(`${entryTaskId(e)}: ${(error as ApiError).serverMessage}`),
    });
    server.online = false;
    await saver.save(entry('a', 1));
    await saver.save(entry('b', 2));
    server.online = true;
    expect(await saver.flush()).toBe(true);
    expect(refused).toEqual(['a: This answer was already saved']);
    expect(server.received.map((e) => entryTaskId(e))).toEqual(['b']);
    expect(readOutbox(7)).toEqual([]);
  });

  it('keeps a save the server refused for now (401, 429, 503) queued', async () => {
    for (const status of [401, 429, 503]) {
      localStorage.clear();
      const saver = createAutoSaver({
        homeworkId: 7,
        send: async () => {
          throw new ApiError(`${status}: no`, status, undefined, 'no', {});
        },
      });
      expect(await saver.save(entry('a', 1))).toBe(false);
      expect(readOutbox(7)).toHaveLength(1);
    }
  });

  it('keeps only the newest unsent save per task', async () => {
    const server = fakeServer();
    const saver = createAutoSaver({ homeworkId: 7, send: server.send });
    server.online = false;
    await saver.save(entry('a', 1));
    await saver.save(entry('a', 5));
    server.online = true;
    expect(await saver.flush()).toBe(true);
    expect(server.received.map((e) => (e as SaveEntry).taskResponse.score)).toEqual([5]);
  });

  it('survives a reload: a new saver sends what an earlier page left in storage', async () => {
    const server = fakeServer();
    server.online = false;
    await createAutoSaver({ homeworkId: 7, send: server.send }).save(entry('a', 1));
    server.online = true;
    expect(await createAutoSaver({ homeworkId: 7, send: server.send }).flush()).toBe(true);
    expect(server.received).toHaveLength(1);
  });

  it('saves made while a send is in flight are all delivered, in order', async () => {
    const server = fakeServer();
    const saver = createAutoSaver({ homeworkId: 7, send: server.send });
    const results = await Promise.all([
      saver.save(entry('a', 1)),
      saver.save(entry('b', 1)),
      saver.save(entry('a', 2)),
    ]);
    expect(results.at(-1)).toBe(true);
    expect(readOutbox(7)).toEqual([]);
    const last = server.received.filter((e) => entryTaskId(e) === 'a').at(-1);
    expect((last as SaveEntry | undefined)?.taskResponse.score).toBe(2);
  });
});

describe('actions in the outbox', () => {
  afterEach(() => localStorage.clear());
  const action = (taskId: string, seq: number): OutboxEntry => ({
    check: { taskId, seq, action: { type: 'tap-item', index: seq }, currentTaskIndex: 0, timeSpent: 0 },
  });

  it('keeps every action of a task, in order, and discards what waits for one task only', async () => {
    const server = fakeServer();
    server.online = false;
    const saver = createAutoSaver({ homeworkId: 8, send: server.send });
    await saver.save(action('a', 0));
    await saver.save(action('a', 1));
    await saver.save(action('b', 0));
    await saver.save(action('a', 2));
    expect(readOutbox(8)).toHaveLength(4);
    saver.discard('a');
    expect(readOutbox(8).map(entryTaskId)).toEqual(['b']);
    server.online = true;
    expect(await saver.flush()).toBe(true);
    expect(server.received.map(entryTaskId)).toEqual(['b']);
  });
});
