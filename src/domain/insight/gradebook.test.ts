import { describe, expect, it } from 'vitest';
import { csvCell, gradebookStatus, toCsv } from './gradebook';

const now = new Date('2026-03-10T12:00:00Z');

describe('gradebook', () => {
  it('gives each assignment one status', () => {
    const open = { isCompleted: false, score: null, percentage: null, submissionDate: null };
    expect(
      gradebookStatus({ dueDate: '2026-03-01T00:00:00Z', submission: { ...open, isCompleted: true } }, now),
    ).toBe('completed');
    expect(gradebookStatus({ dueDate: '2026-03-01T00:00:00Z', submission: open }, now)).toBe('overdue');
    expect(gradebookStatus({ dueDate: '2026-04-01T00:00:00Z', submission: open }, now)).toBe('in-progress');
    expect(gradebookStatus({ dueDate: null, submission: null }, now)).toBe('not-started');
  });

  it('neutralises cells a spreadsheet would run as a formula, and quotes what needs it', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      `"'\tx"`,
      `"'\rx"`,
    ]);
  });

  it('neutralises formulas after every separator a spreadsheet may split a cell on', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('a,+1')).toBe(`"a,'+1"`);
    expect(csvCell('a\t@SUM(A1)')).toBe(`"a\t'@SUM(A1)"`);
    expect(csvCell('a|-1')).toBe(`"a|'-1"`);
    expect(csvCell('line\n=HYPERLINK("x")')).toBe(`"line\n'=HYPERLINK(""x"")"`);
    expect(csvCell('a;;=1;b;+2')).toBe(`"a;;'=1;b;'+2"`);
    // Text with a separator but no formula is only quoted.
    expect(csvCell('Chen; Mei')).toBe('"Chen; Mei"');
    expect(csvCell('a - b')).toBe('a - b');
    expect(csvCell('Chen, Mei')).toBe('"Chen, Mei"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        [1, '陈'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,陈\r\n');
  });
});
