import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MAX_BULK_STUDENTS } from '#contract/teacher';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { type ApiProblem, apiErrorProblems, apiErrorText } from '../../../api/teacher-manager';
import { checkStudentList, useBulkAddStudents } from '../../../api/teacher';
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
import { type Created, DoneStep, PreviewTable } from './bulk-add-steps';
import {
  emailTakenText,
  type RosterProblem,
  type RosterRow,
  readRoster,
  rowBody,
  serverProblemText,
} from './roster';

/** The example shown beside the list box: data, in the list's own column names (not translated). */
export const rosterExample =
  // i18n-exempt: an example of a class list, whose header names the parser reads
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

/**
 * The server's problems of a bulk call (`students.{i}.{field}`) added to the rows they name: the
 * i-th row sent is the i-th row of `sent`.
 */
export function withServerProblems(
  rows: readonly RosterRow[],
  sent: readonly RosterRow[],
  problems: readonly ApiProblem[],
): RosterRow[] {
  const extra = new Map<number, RosterProblem[]>();
  for (const problem of problems) {
    const match = /^students\.(\d+)\.(firstName|lastName|email|gradeLevel)$/.exec(problem.path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) continue;
    const list = extra.get(row.number) ?? [];
    const field = match[2] as RosterProblem['field'];
    // The server's English in the teacher's language, from its code.
    list.push({ field, message: serverProblemText(field, problem) });
    extra.set(row.number, list);
  }
  return rows.map((row) => {
    const more = extra.get(row.number);
    return more ? { ...row, problems: [...row.problems, ...more] } : row;
  });
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
  const { t } = useLingui();
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
      setFileError(t`The file is larger than 1 MB; a class list is much smaller. Is it the right file?`);
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
        // A row is left out only when its email was taken meanwhile (the server's CONFLICT).
        return row ? [{ row, message: emailTakenText(entry.message) }] : [];
      });
      toast({
        title: t`Students Created`,
        description: plural(created.length, {
          one: '# student has been added.',
          other: '# students have been added.',
        }),
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
          <DialogTitle>
            <Trans>Add Several Students</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Check the list. Rows with a problem are not added; fix them in the list and preview again.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm" aria-live="polite">
          <span className="font-medium">
            <Trans>{ready} ready to add</Trans>
          </span>
          {bad > 0 ? (
            <span className="text-destructive">
              {' '}
              · <Plural value={bad} one="# with a problem" other="# with problems" />
            </span>
          ) : null}
          {step.checking ? (
            <span className="text-muted-foreground">
              {' '}
              · <Trans>checking emails…</Trans>
            </span>
          ) : null}
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
            <Trans>Back to the list</Trans>
          </Button>
          <Button onClick={addAll} disabled={!canAdd} loading={add.isPending}>
            <Plural value={ready} one="Add # student" other="Add # students" />
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
        <DialogTitle>
          <Trans>Add Several Students</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Paste a list from a spreadsheet or upload a CSV file. Each student gets a username and a temporary
            password, shown once at the end.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-list`}>
          <Trans>Student list</Trans>
        </Label>
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
            <Trans>
              One student a line: first name, last name, email and an optional grade (6 to 12), separated by
              commas, semicolons or tabs. A first line naming the columns is fine. Up to {MAX_BULK_STUDENTS}{' '}
              students at once.
            </Trans>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${ids}-file`}
          type="file"
          // The visible Upload button opens it; it is named for whoever meets it all the same.
          aria-label={t`CSV file of students`}
          tabIndex={-1}
          accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
          className="sr-only"
          onChange={readFile}
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          <Upload className="size-4" aria-hidden />
          <Trans>Upload a CSV file</Trans>
        </Button>
        {fileError ? (
          <p role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={text.trim() === ''}>
          <Trans>Preview</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
