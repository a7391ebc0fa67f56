// Load for the check call, run by scripts/bench-server.ts in a child process (arguments: base URL,
// connections, seconds, and an optional overall rate in calls a second): each connection is
// one signed-in student (sessions passed as JSON on stdin) tapping the first word of their own
// homework's sequence task again and again, each tap numbered after the last, so every call is
// applied and written. Prints autocannon's JSON report.
import autocannon from 'autocannon';

const [url, connections, seconds, rate] = process.argv.slice(2);
const students = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);

let next = 0;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  // With a rate, the students act at that many calls a second in all (as people do), else flat out.
  ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}),
  requests: [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        if (context.student === undefined) {
          // One student per connection, so no two connections number the same task's actions.
          context.student = students[next % students.length];
          next += 1;
          context.seq = context.student.seq ?? 0;
        }
        const { cookie, token, homeworkId } = context.student;
        const seq = context.seq;
        context.seq += 1;
        return {
          ...request,
          path: `/api/student/homework/${homeworkId}/check`,
          headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({
            taskId: 'seq1',
            action: { type: 'tap-item', index: 0 },
            seq,
            currentTaskIndex: 0,
            timeSpent: 1000,
          }),
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
