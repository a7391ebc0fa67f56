import { gradeLabel } from '../shared/grade-label';
import { t } from '@lingui/core/macro';
import { currentLocale } from '../../../i18n/locale';
import { bulkStudentRowSchema, gradeLevels, MAX_BULK_STUDENTS } from '#contract/teacher';

/** One student of a pasted or uploaded list, as the preview shows it. */
export interface RosterRow {
  /** Its number in the list (from 1, blank lines and the header not counted). */
  number: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The grade as typed. */
  grade: string;
  /** The grade as the server takes it ('Grade 7'), null for none; undefined when it cannot be read. */
  gradeLevel: string | null | undefined;
  /** What is wrong with the row, one message per field; empty when it can be added. */
  problems: RosterProblem[];
}

/** One thing wrong with a row. */
export interface RosterProblem {
  field: 'firstName' | 'lastName' | 'email' | 'gradeLevel';
  message: string;
}

/** A read list: its rows, and what is wrong with the list as a whole (too long, nothing in it). */
export interface Roster {
  rows: RosterRow[];
  listProblem: string | null;
}

type Column = 'firstName' | 'lastName' | 'email' | 'grade';

/** Header cells a tutor may write for each column, compared without case, spaces or punctuation. */
const headerNames: Record<string, Column> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  forename: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  grade: 'grade',
  gradelevel: 'grade',
  year: 'grade',
  class: 'grade',
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The separator of a list: a tab when the first line has one (what a spreadsheet copies), else
 * whichever of ';' and ',' it has more of (spreadsheets in many countries save CSV with ';').
 */
function separatorOf(text: string): string {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (firstLine.includes('\t')) return '\t';
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Splits CSV-like text into rows of cells: quoted cells may hold the separator, quotes ("") and line breaks. */
export function splitCells(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  row.push(cell);
  rows.push(row);
  return rows
    .map((cells) => cells.map((value) => value.trim()))
    .filter((cells) => cells.some((c) => c !== ''));
}

/** A grade as typed ('7', 'grade 7', 'Grade7', 'G7') as the form's choice, null when empty, undefined when unknown. */
export function readGrade(typed: string): string | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  const match = /^(?:grade|gr|g|year|y)?\s*\.?\s*(\d{1,2})$/i.exec(text);
  // i18n-exempt: the grade's stored value, which the form's choices are
  const grade = match ? `Grade ${Number(match[1])}` : undefined;
  return gradeLevels.find((level) => level === grade);
}

/** The problem of a grade that is not one of the form's, in the current language. */
function gradeMessage(): string {
  const first = gradeLabel(gradeLevels[0] ?? '');
  const last = gradeLabel(gradeLevels[gradeLevels.length - 1] ?? '');
  return t`Grade must be one of ${first} to ${last}, or empty`;
}

/**
 * A field's problem as the schema words it (English, as the server also says it), or in another
 * language the sentence for that kind of problem.
 */
function problemText(
  field: 'firstName' | 'lastName' | 'email',
  issue: { code: string; message: string },
): string {
  if (currentLocale() === 'en') return issue.message;
  if (issue.code === 'too_big') return t`Too long`;
  if (field === 'email') return t`Enter a valid email address`;
  return field === 'firstName' ? t`First name is required` : t`Last name is required`;
}

/** What the server says when a row's email belongs to a student already, in the current language. */
export function emailTakenText(english: string): string {
  return currentLocale() === 'en' ? english : t`A student with this email already exists`;
}

/**
 * A problem the server found in a row of a bulk add (`students.{i}.{field}`), in the current
 * language from its code: an email taken already, an email met before in the list, or the schema's
 * check of a field (`schema.too_big`...); its English for a code this does not know.
 */
export function serverProblemText(
  field: RosterProblem['field'],
  problem: { message: string; code?: string | undefined; params?: Readonly<Record<string, string | number>> },
): string {
  if (currentLocale() === 'en') return problem.message;
  if (problem.code === 'email-taken') return emailTakenText(problem.message);
  if (problem.code === 'email-in-list') {
    const earlier = problem.params?.row ?? '';
    return t`This email is already in the list (row ${earlier})`;
  }
  if (problem.code?.startsWith('schema.') && field !== 'gradeLevel')
    return problemText(field, { code: problem.code.slice('schema.'.length), message: problem.message });
  return problem.message;
}

/** The row's field problems by the same schema the server checks each row with. */
function fieldProblems(row: Omit<RosterRow, 'problems'>): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const parsed = bulkStudentRowSchema.safeParse({
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'firstName' || field === 'lastName' || field === 'email')
        problems.push({ field, message: problemText(field, issue) });
    }
  }
  if (row.gradeLevel === undefined) problems.push({ field: 'gradeLevel', message: gradeMessage() });
  return problems;
}

/**
 * Reads a pasted or uploaded list: one student a line, first name, last name, email and an optional
 * grade, separated by tabs, commas or semicolons. A first line naming the columns (any order, e.g.
 * 'Email, First name, Last name') is a header; without one the columns are in that order. Each row
 * gets its problems: a missing field, an email that is not one, an unknown grade, an email met
 * before in the list (on the later row).
 */
export function readRoster(text: string): Roster {
  const cells = splitCells(text, separatorOf(text));
  if (cells.length === 0) return { rows: [], listProblem: t`The list is empty.` };
  const header = cells[0]?.map((cell) => headerNames[headerKey(cell)]);
  const hasHeader = header?.includes('email') === true;
  const columns: (Column | undefined)[] =
    hasHeader && header ? header : ['firstName', 'lastName', 'email', 'grade'];
  const body = hasHeader ? cells.slice(1) : cells;
  const firstOf = new Map<string, number>();
  const rows = body.map((line, index): RosterRow => {
    const value = (column: Column) => {
      const at = columns.indexOf(column);
      return at < 0 ? '' : (line[at] ?? '');
    };
    const grade = value('grade');
    const row = {
      number: index + 1,
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      grade,
      gradeLevel: readGrade(grade),
    };
    const problems = fieldProblems(row);
    const email = row.email.toLowerCase();
    const earlier = firstOf.get(email);
    if (email !== '' && earlier !== undefined)
      problems.push({ field: 'email', message: t`This email is already in the list (row ${earlier})` });
    else if (email !== '') firstOf.set(email, row.number);
    return { ...row, problems };
  });
  const count = rows.length;
  const listProblem =
    rows.length === 0
      ? t`The list has a header but no students.`
      : rows.length > MAX_BULK_STUDENTS
        ? t`At most ${MAX_BULK_STUDENTS} students at once: this list has ${count}. Split it in parts.`
        : null;
  return { rows, listProblem };
}

/** The body row the bulk call takes for a row of the preview. */
export function rowBody(row: RosterRow): {
  firstName: string;
  lastName: string;
  email: string;
  gradeLevel: (typeof gradeLevels)[number] | null;
} {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    gradeLevel: gradeLevels.find((level) => level === row.gradeLevel) ?? null,
  };
}

/**
 * A cell of a CSV file a spreadsheet will open. Text that starts with = + - @, a tab or a carriage
 * return is read as a formula by spreadsheets (CSV injection), and so is such text after a ';' when
 * the spreadsheet splits cells on semicolons: each gets an apostrophe in front, which spreadsheets
 * show as plain text. Every cell is quoted, so commas, semicolons, quotes and line breaks stay in it.
 */
export function safeCsvCell(value: string): string {
  const guarded = value.replace(/(^|;)(?=[=+\-@\t\r])/g, "$1'");
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** The sign-in details of the students just added, as a CSV file's text (UTF-8 with a byte-order mark). */
export function credentialsCsv(
  students: readonly {
    firstName: string;
    lastName: string;
    email: string;
    username: string;
    temporaryPassword: string;
  }[],
): string {
  // The file's column names stay in English: a spreadsheet's header, and what the list box reads back.
  // i18n-exempt: column names of the downloaded file
  const header = ['First name', 'Last name', 'Email', 'Username', 'Temporary password'];
  const lines = [
    header,
    ...students.map((s) => [s.firstName, s.lastName, s.email, s.username, s.temporaryPassword]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(safeCsvCell).join(',')).join('\r\n')}\r\n`;
}
