import { gradeLabel } from '../shared/grade-label';
import { msg, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BulkStudentsResponse } from '#contract/teacher';
import { Download, KeyRound } from 'lucide-react';
import type { Descriptor } from '../../../i18n/translator';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { credentialsCsv, type RosterProblem, type RosterRow } from './roster';

// The two later steps of 'Add Several Students': the preview of the rows read from the list, each
// with what is wrong with it, and the sign-in details of the students created, shown once.

/** A student the bulk call created, with the row of the list it came from. */
export type Created = BulkStudentsResponse['created'][number] & { source: RosterRow };

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const fieldNames: Record<RosterProblem['field'], Descriptor> = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  email: msg`Email`,
  gradeLevel: msg`Grade`,
};

/** A row's problem after the name of its field ("Email: …"), with the language's colon. */
function fieldProblem(field: string, message: string): string {
  return t`${field}: ${message}`;
}

export function PreviewTable({ rows }: { rows: readonly RosterRow[] }) {
  const { t, i18n } = useLingui();
  // On a phone the email and grade go under the name, so a row fits the width without scrolling.
  const wide = 'hidden px-3 py-2 sm:table-cell';
  return (
    <section
      aria-label={t`Preview of the list`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Students to add, with the problems of each row</Trans>
        </caption>
        <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Row</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className={`${wide} font-medium`}>
              <Trans>Email</Trans>
            </th>
            <th scope="col" className={`${wide} font-medium`}>
              <Trans>Grade</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const bad = row.problems.length > 0;
            // A grade read from the list in the language's words; one not understood as it was typed.
            const grade = row.gradeLevel ? gradeLabel(row.gradeLevel) : row.grade;
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
                          {fieldProblem(i18n._(fieldNames[problem.field]), problem.message)}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Badge variant="success">
                      <Trans>Ready</Trans>
                    </Badge>
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

export function DoneStep({
  created,
  skipped,
  onDone,
}: {
  created: readonly Created[];
  skipped: readonly { row: RosterRow; message: string }[];
  onDone: () => void;
}) {
  const { t } = useLingui();
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
          <Trans>Sign-in details</Trans>
        </DialogTitle>
        <DialogDescription>
          <Plural
            value={created.length}
            one="# student was added. Give them these details now or download them: the temporary passwords are shown only once."
            other="# students were added. Give them these details now or download them: the temporary passwords are shown only once."
          />
        </DialogDescription>
      </DialogHeader>
      {skipped.length > 0 ? (
        <div role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <p className="font-medium">
            <Trans>Not added:</Trans>
          </p>
          <ul className="list-disc pl-5">
            {skipped.map(({ row, message }) => (
              <li key={row.number}>
                <Trans>
                  Row {row.number} ({row.email}): {message}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <section
        aria-label={t`Sign-in details`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Username and temporary password of each student added</Trans>
          </caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                <Trans>Username</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Temporary password</Trans>
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
          <Trans>Download CSV</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </DialogFooter>
    </div>
  );
}
