import { type BulkStudentsResponse, MAX_BULK_STUDENTS } from '#contract/teacher';
import { Download, KeyRound, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { apiErrorProblems, apiErrorText } from '../../../api/teacher-manager';
import { checkStudentList, useBulkAddStudents } from '../../../api/teacher';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog';
import { Label } from '../../../ui/label';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/use-toast';
import { credentialsCsv, type RosterProblem, type RosterRow, readRoster, rowBody } from './roster';

/** The example shown beside the list box. */
export const rosterExample =
  'First name, Last name, Email, Grade\nAna, Pérez, ana.perez@example.com, Grade 7\nBen, Okafor, ben.okafor@example.com';

type Step =
  | { kind: 'edit' }
  | {
      kind: 'preview';
      rows: RosterRow[];
      listProblem: string | null;
      checking: boolean;
      checkError: string | null;
    }
  | { kind: 'done'; created: Created[]; skipped: { row: RosterRow; message: string }[] };

type Created = BulkStudentsResponse['created'][number] & { source: RosterRow };

/**
 * The server's problems of a bulk call (`students.{i}.{field}`) added to the rows they name: the
 * i-th row sent is the i-th row of `sent`.
 */
export function withServerProblems(
  rows: readonly RosterRow[],
  sent: readonly RosterRow[],
  problems: readonly { path: string; message: string }[],
): RosterRow[] {
  const extra = new Map<number, RosterProblem[]>();
  for (const problem of problems) {
    const match = /^students\.(\d+)\.(firstName|lastName|email|gradeLevel)$/.exec(problem.path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) continue;
    const list = extra.get(row.number) ?? [];
    list.push({ field: match[2] as RosterProblem['field'], message: problem.message });
    extra.set(row.number, list);
  }
  return rows.map((row) => {
    const more = extra.get(row.number);
    return more ? { ...row, problems: [...row.problems, ...more] } : row;
  });
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Add Several Students': paste or upload a list, see each row with what is wrong with it, add every
 * good row in one call, then see (and download) the sign-in details once.
 */
export function BulkAddDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        {open ? <BulkAddFlow onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BulkAddFlow({ onDone }: { onDone: () => void }) {
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const add = useBulkAddStudents();

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 1024 * 1024) {
      setFileError('The file is larger than 1 MB; a class list is much smaller. Is it the right file?');
      return;
    }
    setFileError(null);
    setText((await file.text()).replace(/^\uFEFF/, ''));
  }

  async function preview() {
    const roster = readRoster(text);
    const ready = roster.rows.filter((row) => row.problems.length === 0);
    const checking = roster.listProblem === null && ready.length > 0;
    setStep({
      kind: 'preview',
      rows: roster.rows,
      listProblem: roster.listProblem,
      checking,
      checkError: null,
    });
    if (!checking) return;
    // Taken emails are known only to the server: it checks the good rows without adding anyone.
    try {
      await checkStudentList({ students: ready.map(rowBody) });
      setStep((current) => (current.kind === 'preview' ? { ...current, checking: false } : current));
    } catch (error) {
      const problems = apiErrorProblems(error);
      setStep((current) =>
        current.kind === 'preview'
          ? {
              ...current,
              checking: false,
              rows: withServerProblems(current.rows, ready, problems),
              checkError: problems.length > 0 ? null : apiErrorText(error),
            }
          : current,
      );
    }
  }

  async function addAll() {
    if (step.kind !== 'preview') return;
    const ready = step.rows.filter((row) => row.problems.length === 0);
    if (ready.length === 0) return;
    try {
      const answer = await add.mutateAsync({ students: ready.map(rowBody) });
      const created = answer.created.flatMap((entry) => {
        const source = ready[entry.row];
        return source ? [{ ...entry, source }] : [];
      });
      const skipped = answer.skipped.flatMap((entry) => {
        const row = ready[entry.row];
        return row ? [{ row, message: entry.message }] : [];
      });
      toast({
        title: 'Students Created',
        description: `${created.length} ${created.length === 1 ? 'student has' : 'students have'} been added.`,
        variant: 'success',
      });
      setStep({ kind: 'done', created, skipped });
    } catch (error) {
      // A row that became bad meanwhile (its email taken): the table shows it, nobody was added.
      const problems = apiErrorProblems(error);
      setStep({ ...step, rows: withServerProblems(step.rows, ready, problems) });
    }
  }

  if (step.kind === 'done') return <DoneStep created={step.created} skipped={step.skipped} onDone={onDone} />;

  if (step.kind === 'preview') {
    const ready = step.rows.filter((row) => row.problems.length === 0).length;
    const bad = step.rows.length - ready;
    const canAdd = ready > 0 && step.listProblem === null && !step.checking;
    return (
      <div className="flex min-w-0 flex-col gap-4">
        <DialogHeader>
          <DialogTitle>Add Several Students</DialogTitle>
          <DialogDescription>
            Check the list. Rows with a problem are not added; fix them in the list and preview again.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm" aria-live="polite">
          <span className="font-medium">{ready} ready to add</span>
          {bad > 0 ? (
            <span className="text-destructive">
              {' '}
              · {bad} with {bad === 1 ? 'a problem' : 'problems'}
            </span>
          ) : null}
          {step.checking ? <span className="text-muted-foreground"> · checking emails…</span> : null}
        </p>
        {step.listProblem ? (
          <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {step.listProblem}
          </p>
        ) : null}
        {step.checkError ? (
          <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {step.checkError}
          </p>
        ) : null}
        {add.isError && apiErrorProblems(add.error).length === 0 ? (
          <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {apiErrorText(add.error)}
          </p>
        ) : null}
        {step.rows.length > 0 ? <PreviewTable rows={step.rows.slice(0, MAX_BULK_STUDENTS + 50)} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setStep({ kind: 'edit' })}>
            Back to the list
          </Button>
          <Button onClick={addAll} disabled={!canAdd} loading={add.isPending}>
            {ready === 1 ? 'Add 1 student' : `Add ${ready} students`}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      className="flex min-w-0 flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void preview();
      }}
    >
      <DialogHeader>
        <DialogTitle>Add Several Students</DialogTitle>
        <DialogDescription>
          Paste a list from a spreadsheet or upload a CSV file. Each student gets a username and a temporary
          password, shown once at the end.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-list`}>Student list</Label>
        <Textarea
          id={`${ids}-list`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          aria-describedby={`${ids}-help`}
          className="min-h-48 font-mono text-sm"
          placeholder={rosterExample}
        />
        <div id={`${ids}-help`} className="flex flex-col gap-1 text-sm text-muted-foreground">
          <p>
            One student a line: first name, last name, email and an optional grade (6 to 12), separated by
            commas, semicolons or tabs. A first line naming the columns is fine. Up to {MAX_BULK_STUDENTS}{' '}
            students at once.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${ids}-file`}
          type="file"
          // The visible Upload button opens it; it is named for whoever meets it all the same.
          aria-label="CSV file of students"
          tabIndex={-1}
          accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
          className="sr-only"
          onChange={readFile}
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          <Upload className="size-4" aria-hidden />
          Upload a CSV file
        </Button>
        {fileError ? (
          <p role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={text.trim() === ''}>
          Preview
        </Button>
      </DialogFooter>
    </form>
  );
}

const fieldNames: Record<RosterProblem['field'], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  gradeLevel: 'Grade',
};

function PreviewTable({ rows }: { rows: readonly RosterRow[] }) {
  // On a phone the email and grade go under the name, so a row fits the width without scrolling.
  const wide = 'hidden px-3 py-2 sm:table-cell';
  return (
    <section
      aria-label="Preview of the list"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Students to add, with the problems of each row</caption>
        <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Row
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className={`${wide} font-medium`}>
              Email
            </th>
            <th scope="col" className={`${wide} font-medium`}>
              Grade
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const bad = row.problems.length > 0;
            const grade = row.gradeLevel ?? row.grade;
            return (
              <tr key={row.number} className={bad ? 'bg-destructive/5' : undefined}>
                <td className="px-3 py-2 align-top text-muted-foreground">{row.number}</td>
                <td className="px-3 py-2 align-top break-words">
                  <span className="font-medium">
                    {row.firstName} {row.lastName}
                  </span>
                  <span className="block text-muted-foreground [overflow-wrap:anywhere] sm:hidden">
                    {row.email}
                  </span>
                  {grade ? <span className="block text-muted-foreground sm:hidden">{grade}</span> : null}
                </td>
                <td className={`${wide} align-top [overflow-wrap:anywhere]`}>{row.email}</td>
                <td className={`${wide} align-top whitespace-nowrap`}>{grade}</td>
                <td className="px-3 py-2 align-top">
                  {bad ? (
                    <ul className="flex flex-col gap-0.5 text-destructive">
                      {row.problems.map((problem) => (
                        <li key={`${problem.field}:${problem.message}`}>
                          {fieldNames[problem.field]}: {problem.message}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Badge variant="success">Ready</Badge>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function DoneStep({
  created,
  skipped,
  onDone,
}: {
  created: readonly Created[];
  skipped: readonly { row: RosterRow; message: string }[];
  onDone: () => void;
}) {
  function downloadCsv() {
    download(
      'student-sign-in-details.csv',
      credentialsCsv(
        created.map((entry) => ({
          firstName: entry.student.firstName,
          lastName: entry.student.lastName,
          email: entry.student.email,
          username: entry.username,
          temporaryPassword: entry.temporaryPassword,
        })),
      ),
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          Sign-in details
        </DialogTitle>
        <DialogDescription>
          {created.length} {created.length === 1 ? 'student was' : 'students were'} added. Give them these
          details now or download them: the temporary passwords are shown only once.
        </DialogDescription>
      </DialogHeader>
      {skipped.length > 0 ? (
        <div role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <p className="font-medium">Not added:</p>
          <ul className="list-disc pl-5">
            {skipped.map(({ row, message }) => (
              <li key={row.number}>
                Row {row.number} ({row.email}): {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <section
        aria-label="Sign-in details"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Username and temporary password of each student added</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Username
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Temporary password
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {created.map((entry) => (
              <tr key={entry.username}>
                <td className="px-3 py-2 align-top break-words">
                  {entry.student.firstName} {entry.student.lastName}
                  {/* On a phone the username goes under the name, so the password keeps its room. */}
                  <span className="block font-mono text-muted-foreground [overflow-wrap:anywhere] sm:hidden">
                    {entry.username}
                  </span>
                </td>
                <td className="hidden px-3 py-2 align-top font-mono [overflow-wrap:anywhere] sm:table-cell">
                  {entry.username}
                </td>
                <td className="px-3 py-2 align-top font-mono whitespace-nowrap">{entry.temporaryPassword}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <DialogFooter>
        <Button variant="outline" onClick={downloadCsv}>
          <Download className="size-4" aria-hidden />
          Download CSV
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
