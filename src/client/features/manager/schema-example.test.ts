import { parseHomeworkText, validateHomework } from '#domain/homework/editor';
import { repairAssignmentDetails, sumTaskPoints } from '#domain/homework/repair';
import { knownTaskTypes } from '#domain/homework/task-types';
import { taskMaxScore } from '#domain/tasks/engine';
import { describe, expect, it } from 'vitest';
import { schemaExample, schemaExampleText } from './schema-example';

describe('Schema Docs example (teacher.md JSON schema section)', () => {
  const parsed = parseHomeworkText(schemaExampleText);

  it('parses as a wrapper with title, description and assignmentDetails', () => {
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.title).toBe(schemaExample.title);
    expect(parsed.description).toBe(schemaExample.description);
    expect(parsed.assignmentDetails).toEqual(schemaExample.assignmentDetails);
  });

  it('passes validateHomework with no problems and no warnings', () => {
    expect(validateHomework(schemaExample.assignmentDetails)).toEqual({ problems: [], warnings: [] });
  });

  it('uses the spec example values totalPoints 100 and passingScore 70, matching the summed task points', () => {
    const details = repairAssignmentDetails(schemaExample);
    expect(details.totalPoints).toBe(100);
    expect(details.passingScore).toBe(70);
    expect(sumTaskPoints(details.tasks)).toBe(100);
  });

  it('holds every task type, each worth exactly what it can score', () => {
    const details = repairAssignmentDetails(schemaExample);
    expect(new Set(details.tasks.map((task) => task.type))).toEqual(new Set(knownTaskTypes));
    for (const task of details.tasks) expect(taskMaxScore(task)).toBe(task.points);
  });
});
