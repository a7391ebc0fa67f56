import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { memoEntries } from '../../cache/read-layer';
import { studentCopies } from './student-copies';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.cleanup();
});

describe("a student's copy of a task", () => {
  it('has one seed for the same ids, here and in a second set of copies reading the same key', async () => {
    const here = await studentCopies(database.db);
    const elsewhere = await studentCopies(database.db);
    const seed = here(7, 3, 'seq1').seed;
    expect(here(7, 3, 'seq1').seed).toBe(seed);
    expect(elsewhere(7, 3, 'seq1').seed).toBe(seed);
    expect(seed).toMatch(/^[\w-]{43}$/);
  });

  it('has another seed for another student, homework or task, even where the ids run together', async () => {
    const copies = await studentCopies(database.db);
    const seeds = [
      copies(7, 3, 'seq1'),
      copies(8, 3, 'seq1'),
      copies(7, 4, 'seq1'),
      copies(7, 3, 'seq2'),
      copies(71, 3, 'seq1'),
      copies(7, 13, 'seq1'),
    ].map((copy) => copy.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('keeps its seed after the process has made more copies than it remembers', async () => {
    const copies = await studentCopies(database.db);
    const seed = copies(1, 1, 'mcq1').seed;
    for (let student = 2; student <= memoEntries.studentCopies + 1; student++) copies(student, 1, 'mcq1');
    expect(copies(1, 1, 'mcq1').seed).toBe(seed);
    expect(Object.isFrozen(copies(1, 1, 'mcq1'))).toBe(true);
  });
});
