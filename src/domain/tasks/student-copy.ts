// What makes one student's copy of a task their own: a secret seed per student, homework and task,
// made by the server from a key only it knows (src/server/modules/submissions/student-copies.ts).
// From the seed come the order the student sees a task's options and items in, and the names the
// student sees for its mistakes. Without the server's key nobody can work the seed out, so the
// shuffled order tells nothing of the order the teacher wrote (which is often the answer), and a
// mistake's name tells nothing of how the teacher named it ("error-2" would say there is an
// "error-1" before it).

/** One student's copy of one task: the seed its shuffles and names come from. */
export interface StudentCopy {
  seed: string;
}

/** A 53-bit hash of a text, mixed so that close texts give unrelated values. */
function hash53(text: string, salt: number): number {
  let a = 0x9e3779b1 ^ salt;
  let b = 0x85ebca77 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0xcc9e2d51);
    b = Math.imul(b ^ c, 0x1b873593);
    a = (a << 13) | (a >>> 19);
    b = (b << 17) | (b >>> 15);
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b) ^ Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  return 0x200000 * (b >>> 0 & 0x1fffff) + (a >>> 0);
}

/** A stream of numbers in [0, 1) from a seed text: a counter run through an integer mixer. */
function randomStream(seed: string, purpose: string): () => number {
  let counter = hash53(`${purpose}\u0000${seed}`, 7) % 0x100000000 | 0;
  return () => {
    counter = (counter + 0x9e3779b9) | 0;
    let z = counter;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / 0x100000000;
  };
}

/**
 * The order one student sees `n` things in: entry i is the index (in the teacher's order) of the
 * thing shown at place i. Stable for the same seed and purpose; a task with fewer than two things
 * keeps its order. When the shuffle happens to give the teacher's order back for three things or
 * more, it is turned by one place, so that order is never shown as it was written.
 */
export function seededOrder(copy: StudentCopy, purpose: string, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  if (n < 2) return order;
  const next = randomStream(copy.seed, purpose);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  if (n >= 3 && order.every((index, i) => index === i)) order.push(order.shift() as number);
  return order;
}

/** The name one student sees for a thing the teacher named `id` (a mistake): short, opaque, stable. */
export function opaqueName(copy: StudentCopy, id: string): string {
  return `m${hash53(`${copy.seed}\u0000${id}`, 11).toString(36)}`;
}
