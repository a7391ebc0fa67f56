/** What one assignment's gradebook cell is made from. */
export interface AssignmentFacts {
  dueDate: string | null;
  submission: {
    isCompleted: boolean;
    score: number | null;
    percentage: number | null;
    submissionDate: string | null;
  } | null;
}

/** Completed once submitted; overdue when past due and not submitted; in progress once started; else not started. */
export function gradebookStatus(
  facts: AssignmentFacts,
  now: Date,
): 'completed' | 'in-progress' | 'not-started' | 'overdue' {
  if (facts.submission?.isCompleted) return 'completed';
  const due = facts.dueDate ? Date.parse(facts.dueDate) : Number.NaN;
  if (Number.isFinite(due) && due < now.getTime()) return 'overdue';
  return facts.submission ? 'in-progress' : 'not-started';
}

/** The words a status is shown and exported with. */
export const gradebookStatusLabels = {
  completed: 'Completed',
  'in-progress': 'In progress',
  'not-started': 'Not started',
  overdue: 'Overdue',
} as const;

/**
 * A cell as a spreadsheet will read it. A value starting with = + - @, a tab or a carriage return
 * would run as a formula when the file is opened (CSV injection): it gets a leading apostrophe,
 * which spreadsheets show as text. Cells with a comma, quote or line break are quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first is the header) as CSV with a byte-order mark, so spreadsheets read UTF-8 names. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
