import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonReportBody, TeacherLessonReport } from '#contract/teacher';
import { formatDay } from '../../i18n/format';
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
  const { t } = useLingui();
  const { username = '' } = useParams<{ username: string }>();
  const student = useManagerStudent(username);
  const reports = useLessonReports(username);
  const create = useCreateLessonReport(username);
  const update = useUpdateLessonReport(username);
  const remove = useDeleteLessonReport(username);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TeacherLessonReport | null>(null);
  const deletingTitle = deleting?.title;

  const name = student.data ? `${student.data.firstName} ${student.data.lastName}` : username;
  const back = `/students/${encodeURIComponent(username)}`;

  function save(body: LessonReportBody) {
    if (editing?.kind === 'edit') {
      update.mutate(
        { id: editing.report.id, body },
        {
          onSuccess: () => {
            toast({ title: t`Lesson report updated`, variant: 'success' });
            setEditing(null);
          },
          onError: (error) =>
            toast({
              title: t`Failed to update lesson report`,
              description: serverMessage(error),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t`Lesson report created`, variant: 'success' });
        setEditing(null);
      },
      onError: (error) =>
        toast({
          title: t`Failed to create lesson report`,
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
        toast({ title: t`Lesson report deleted`, variant: 'success' });
        if (editing?.kind === 'edit' && editing.report.id === report.id) setEditing(null);
      },
      onError: (error) =>
        toast({
          title: t`Failed to delete lesson report`,
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <PageHeader title={t`${name} - Lesson Reports`} backHref={back} backLabel={t`Back to ${name}`} />
      <PageBody className="flex flex-col gap-6">
        {student.isError && isApiError(student.error, 404) ? (
          <EmptyState
            title={t`Student Not Found`}
            description={t`The requested student could not be found.`}
          />
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
                  <Trans>Reports you write here appear on {name}'s Lesson Reports page.</Trans>
                </p>
                <Button onClick={() => setEditing({ kind: 'create' })}>
                  <Plus className="size-4" aria-hidden />
                  <Trans>New Report</Trans>
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
        title={t`Delete this lesson report?`}
        description={
          deleting ? t`"${deletingTitle}" will be removed for ${name}. This cannot be undone.` : undefined
        }
        confirmLabel={t`Delete`}
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
  const { t } = useLingui();
  if (reports.isPending) return <LoadingState label={t`Loading lesson reports...`} />;
  if (reports.isError) {
    return (
      <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
        <Trans>Failed to fetch lesson reports</Trans>
      </p>
    );
  }
  if (reports.data.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={t`No Lesson Reports Yet`}
        description={t`Write the first report with New Report.`}
      />
    );
  }
  return (
    <ul aria-label={t`Lesson reports`} className="flex flex-col gap-3">
      {reports.data.map((report) => (
        <li
          key={report.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold break-words">{report.title}</h2>
            <p className="mt-0.5 text-sm text-muted-foreground">
              <Trans>
                Posted <time dateTime={report.datePosted}>{formatDay(report.datePosted, '')}</time>
              </Trans>
              {' · '}
              {reportOpenText(report)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => onEdit(report)}
              aria-label={t`Edit ${report.title}`}
            >
              <Pencil className="size-3.5" aria-hidden />
              <Trans>Edit</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:bg-destructive/10"
              disabled={busy}
              onClick={() => onDelete(report)}
              aria-label={t`Delete ${report.title}`}
            >
              <Trash2 className="size-3.5" aria-hidden />
              <Trans>Delete</Trans>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
