import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLocalChangeBus } from './change-bus';
import { ReadCaches } from './read-caches';
import { readLayerTables, scopedReads } from './read-layer';
import { ScopedCache } from './scoped-cache';

const keptCaches = (caches: ReadCaches) =>
  Object.entries(caches).filter(
    (entry): entry is [string, ScopedCache<unknown>] => entry[1] instanceof ScopedCache,
  );

describe('the read layer', () => {
  it('builds exactly the caches it declares, each with its declared bound', () => {
    const caches = new ReadCaches(createLocalChangeBus());
    const built = keptCaches(caches);
    expect(built.map(([name]) => name).sort()).toEqual(Object.keys(scopedReads).sort());
    for (const [name, cache] of built)
      expect(cache.maxEntries, name).toBe(scopedReads[name as keyof typeof scopedReads].maxEntries);
  });

  it('keeps one change log for every cache: a notice is noted once, and judges every fill', async () => {
    const caches = new ReadCaches(createLocalChangeBus());
    for (const [name, cache] of keptCaches(caches)) expect(cache.log, name).toBe(caches.changes);
    await caches.notify(['student:1', 'teacher:2']);
    // Two scopes, two records, however many caches there are.
    expect(caches.changes.size).toBe(2);

    // A read begun before a change of its scopes is refused by any cache, not only the one that
    // held an entry of them.
    const ticket = caches.classRows.ticket();
    caches.studentLists.set('1', { etag: 'e', body: '[]' }, ['list:1'], caches.studentLists.ticket());
    await caches.notify(['list:1']);
    expect(caches.studentLists.get('1')).toBeUndefined();
    expect(caches.classRows.set('1', '{}', ['list:1', 'student:1'], ticket)).toBe(false);
    expect(caches.classRows.set('2', '{}', ['list:2', 'student:2'], ticket)).toBe(true);
    expect(caches.changes.size).toBe(3);
  });

  it('forgets everything, and refuses every fill begun before, when notices may have been missed', () => {
    let lost = () => {};
    const bus = createLocalChangeBus();
    const caches = new ReadCaches({
      ...bus,
      listen: (listener, onLost) => {
        lost = onLost;
        bus.listen(listener, onLost);
      },
    });
    const ticket = caches.sessions.ticket();
    caches.sessions.set('hash', null, ['session:hash'], ticket);
    lost();
    expect(caches.sessions.size).toBe(0);
    const seen = { submissionId: 1, isCompleted: 0, response: null, version: '1' };
    expect(caches.answerStates.set('1:2:q1', seen, ['student:1'], ticket)).toBe(false);
    expect(caches.answerStates.set('1:2:q1', seen, ['student:1'], caches.answerStates.ticket())).toBe(true);
  });

  it('is described by docs/read-layer.md, whose tables are the declarations', () => {
    const doc = readFileSync(new URL('../../../docs/read-layer.md', import.meta.url), 'utf8');
    expect(doc).toContain(readLayerTables());
  });
});
