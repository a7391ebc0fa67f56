import sjson from 'secure-json-parse';
import { normaliseTaskResponse } from '#domain/submissions/responses';
const fill = (make: (i: number) => unknown) => {
  const out: unknown[] = [];
  for (let size = 0, i = 0; size < 1_900_000; i++) {
    const item = make(i);
    out.push(item);
    size += JSON.stringify(item).length + 1;
  }
  return out;
};
const bodies = {
  mcq: {
    taskResponse: { taskId: 'mcq1', type: 'mcq_1', selectedAnswers: fill((i) => `option ${i}`) },
    currentTaskIndex: 0,
  },
  seq: {
    taskResponse: {
      taskId: 'seq1',
      type: 'sequence_task',
      selectedOrder: fill((i) => `w${i}`),
      checkAttempts: 1e9,
    },
    currentTaskIndex: 0,
  },
  fm: {
    taskResponse: {
      taskId: 'fm1',
      type: 'find_mistakes',
      responses: { clickedFragments: fill((i) => i % 3) },
    },
    currentTaskIndex: 0,
  },
};
for (let round = 0; round < 3; round++)
  for (const [name, body] of Object.entries(bodies)) {
    const text = JSON.stringify(body);
    let t = performance.now();
    const parsed = JSON.parse(text);
    const a = performance.now() - t;
    t = performance.now();
    sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    const b = performance.now() - t;
    t = performance.now();
    normaliseTaskResponse(parsed.taskResponse);
    const c = performance.now() - t;
    console.log(
      round,
      name,
      ((text.length / 1024) | 0) + 'KB',
      'JSON.parse',
      a.toFixed(1),
      'secure',
      b.toFixed(1),
      'normalise',
      c.toFixed(1),
    );
  }
