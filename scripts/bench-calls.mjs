// The check call the load scripts send: a tap on the first word of the homework's sequence task,
// numbered `seq` (each number after the last, so every call is applied and written).

/** The JSON body of that check call. */
export function checkBody(seq) {
  return JSON.stringify({
    taskId: 'seq1',
    action: { type: 'tap-item', index: 0 },
    seq,
    currentTaskIndex: 0,
    timeSpent: 1000,
  });
}
