import type { LessonReportBody, TeacherLessonReport } from '#contract/teacher';
import { format } from 'date-fns';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { isApiError } from '../../api/http';
import {
  useCreateLessonReport,
  useDeleteLessonReport,
  useLessonReports,
  useManagerStudent,
  useUpdateLessonReport,
} from '../../api/teacher-manager';
import { ConfirmDialog } from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageBody, PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { reportOpenText } from './report-open-text';
import { ReportForm } from './report-form';
import { errorSentence } from '../../api/error-sentence';

function serverMessage(error: unknown): string {
  return errorSentence(error);
}

type Editing = { kind: 'create' } | { kind: 'edit'; report: TeacherLessonReport } | null;

/** /students/:username/lesson-reports: write, edit and delete one student's lesson reports. */
export function LessonReportsPage() {
  const { username = '' } = useParams<{ username: string }>();
  const student = useManagerStudent(username);
  const reports = useLessonReports(username);
  const create = useCreateLessonReport(username);
  const update = useUpdateLessonReport(username);
  const remove = useDeleteLessonReport(username);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TeacherLessonReport | null>(null);

  const name = student.data ? `${student.data.firstName} ${student.data.lastName}` : username;
  const back = `/students/${encodeURIComponent(username)}`;

  function save(body: LessonReportBody) {
    if (editing?.kind === 'edit') {
      update.mutate(
        { id: editing.report.id, body },
        {
          onSuccess: () => {
            toast({ title: 'Lesson report updated', variant: 'success' });
            setEditing(null);
          },
          onError: (error) =>
            toast({
              title: 'Failed to update lesson report',
              description: serverMessage(error),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Lesson report created', variant: 'success' });
        setEditing(null);
      },
      onError: (error) =>
        toast({
          title: 'Failed to create lesson report',
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });
  }

  function confirmDelete() {
    const report = deleting;
    setDeleting(null);
    if (!report) return;
    remove.mutate(report.id, {
      onSuccess: () => {
        toast({ title: 'Lesson report deleted', variant: 'success' });
        if (editing?.kind === 'edit' && editing.report.id === report.id) setEditing(null);
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete lesson report',
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <PageHeader title={`${name} - Lesson Reports`} backHref={back} backLabel={`Back to ${name}`} />
      <PageBody className="flex flex-col gap-6">
        {student.isError && isApiError(student.error, 404) ? (
          <EmptyState title="Student Not Found" description="The requested student could not be found." />
        ) : (
          <>
            {editing ? (
              <ReportForm
                key={editing.kind === 'edit' ? editing.report.id : 'new'}
                report={editing.kind === 'edit' ? editing.report : null}
                saving={create.isPending || update.isPending}
                onSave={save}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground">
                  Reports you write here appear on {name}'s Lesson Reports page.
                </p>
                <Button onClick={() => setEditing({ kind: 'create' })}>
                  <Plus className="size-4" aria-hidden />
                  New Report
                </Button>
              </div>
            )}
            <ReportList
              reports={reports}
              onEdit={(report) => setEditing({ kind: 'edit', report })}
              onDelete={setDeleting}
              busy={remove.isPending}
            />
          </>
        )}
      </PageBody>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this lesson report?"
        description={
          deleting ? `"${deleting.title}" will be removed for ${name}. This cannot be undone.` : undefined
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}

function ReportList({
  reports,
  onEdit,
  onDelete,
  busy,
}: {
  reports: ReturnType<typeof useLessonReports>;
  onEdit: (report: TeacherLessonReport) => void;
  onDelete: (report: TeacherLessonReport) => void;
  busy: boolean;
}) {
  if (reports.isPending) return <LoadingState label="Loading lesson reports..." />;
  if (reports.isError) {
    return (
      <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
        Failed to fetch lesson reports
      </p>
    );
  }
  if (reports.data.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="No Lesson Reports Yet"
        description="Write the first report with New Report."
      />
    );
  }
  return (
    <ul aria-label="Lesson reports" className="flex flex-col gap-3">
      {reports.data.map((report) => (
        <li
          key={report.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold break-words">{report.title}</h2>
            <p className="mt-0.5 text-sm text-muted-foreground">
              Posted{' '}
              <time dateTime={report.datePosted}>{format(new Date(report.datePosted), 'MMM d, yyyy')}</time>
              {' · '}
              {reportOpenText(report)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => onEdit(report)}
              aria-label={`Edit ${report.title}`}
            >
              <Pencil className="size-3.5" aria-hidden />
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:bg-destructive/10"
              disabled={busy}
              onClick={() => onDelete(report)}
              aria-label={`Delete ${report.title}`}
            >
              <Trash2 className="size-3.5" aria-hidden />
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
