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
 * Where a spreadsheet may start a new cell inside our one: a comma, a semicolon (locales that split
 * on it), a tab, a pipe, or a line break, when it reads the file with other separators than ours
 * or ignores the quotes.
 */
const CELL_BREAK = /(^|[,;\t|\r\n])(?=[=+\-@\t\r])/g;

/**
 * A cell as a spreadsheet will read it. Text starting with = + - @, a tab or a carriage return
 * would run as a formula when the file is opened (CSV injection), and so would such text after any
 * separator the spreadsheet may split on (`x;=1+1` is two cells where `;` separates): each such
 * start gets an apostrophe, which spreadsheets show as text. Cells holding a separator, a quote or
 * a line break are quoted. Numbers stay as they are (-5 is a number, not a formula).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') text = text.replace(CELL_BREAK, "$1'");
  return /[",;\t|\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first is the header) as CSV with a byte-order mark, so spreadsheets read UTF-8 names. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
