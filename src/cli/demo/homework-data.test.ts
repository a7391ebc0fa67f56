import { refusedFindings } from '#domain/homework/editor';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { describe, expect, it } from 'vitest';
import { demoHomework } from './homework-data';

describe('demo homework', () => {
  it('ships no task without its key and nothing over a cap: each would be refused at save', () => {
    for (const homework of demoHomework) {
      expect({ title: homework.title, refused: refusedFindings(homework.details) }).toEqual({
        title: homework.title,
        refused: [],
      });
      const tasks = repairAssignmentDetails(homework.details).tasks;
      expect(tasks.filter((task) => task.keyProblem !== undefined)).toEqual([]);
    }
  });
});
