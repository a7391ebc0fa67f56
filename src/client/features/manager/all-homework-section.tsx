import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherHomework } from '#contract/teacher';
import { ClipboardList, Plus } from 'lucide-react';
import { apiErrorText } from '../../api/teacher-manager';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/spinner';
import { useHideAndDelete } from './homework-actions';
import { HomeworkRow } from './homework-row';

/**
 * Every homework of the teacher (newest first), each with how many students have it: where a copy
 * assigned to nobody yet is found, and where homework is given to a whole class at once.
 */
export function AllHomeworkSection({
  homework,
  loading,
  loadError,
  canCreate,
  onCreate,
  onEdit,
  onShare,
  onAssign,
  onDuplicate,
  duplicating,
}: {
  homework: readonly TeacherHomework[];
  loading: boolean;
  loadError: unknown;
  canCreate: boolean;
  onCreate: () => void;
  onEdit: (homework: TeacherHomework) => void;
  onShare: (homework: TeacherHomework) => void;
  onAssign: (homework: TeacherHomework) => void;
  onDuplicate: (homework: TeacherHomework) => void;
  duplicating: boolean;
}) {
  const { t } = useLingui();
  const hideAndDelete = useHideAndDelete();
  return (
    <section aria-labelledby="all-homework-heading" className="flex min-w-0 flex-col gap-3">
      {hideAndDelete.confirmDialog}
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="all-homework-heading" className="text-lg font-semibold">
            <Trans>All homework</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Give a homework to many students, or copy one to adapt.</Trans>
          </p>
        </div>
        <Button onClick={onCreate} disabled={!canCreate}>
          <Plus className="size-4" aria-hidden />
          <Trans>Create for several students</Trans>
        </Button>
      </div>
      {hideAndDelete.error ? (
        <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {apiErrorText(hideAndDelete.error)}
        </p>
      ) : null}
      {loading ? (
        <LoadingState label={t`Loading homework...`} className="py-10" />
      ) : loadError ? (
        <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <Trans>Failed to fetch homework</Trans>
        </p>
      ) : homework.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-10 text-center">
          <ClipboardList className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">
            <Trans>No homework yet.</Trans>
          </p>
        </div>
      ) : (
        <ul aria-label={t`All homework`} className="flex flex-col gap-3">
          {homework.map((entry) => (
            <HomeworkRow
              key={entry.id}
              homework={entry}
              username={null}
              actions={{
                onEdit,
                onShare,
                onAssign,
                onDuplicate,
                onToggleHidden: hideAndDelete.toggleHidden,
                onDelete: hideAndDelete.deleteHomework,
                busy: hideAndDelete.busy || duplicating,
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
