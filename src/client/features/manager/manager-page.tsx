import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherHomework, TeacherStudent } from '#contract/teacher';
import { BookOpenText, Layers, MousePointerClick } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import {
  apiErrorText,
  useDuplicateHomework,
  useManagerStudents,
  useTeacherHomework,
} from '../../api/teacher-manager';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { PageBody, PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { ActivityFeed } from './activity-feed';
import { AllHomeworkSection } from './all-homework-section';
import { AssignDialog } from './assign-dialog';
import { ChooseStudentsDialog, studentsTitleName } from './choose-students-dialog';
import { HomeworkDialog, type HomeworkDialogMode } from './homework-dialog';
import { SchemaDocsDialog } from './schema-docs-dialog';
import { ShareDialog } from './share-dialog';
import { StudentHomeworkSection } from './student-homework-section';
import { StudentListPanel } from './student-list-panel';
import { toast } from '../../ui/use-toast';

/** /teacher/json-manager: 'Homework & Student Manager' with the Live Activity Feed. */
export function ManagerPage() {
  const { t } = useLingui();
  const students = useManagerStudents();
  const homework = useTeacherHomework();
  const [pickedUsername, setPickedUsername] = useState<string | null>(null);
  const [dialog, setDialog] = useState<HomeworkDialogMode | null>(null);
  const [sharing, setSharing] = useState<TeacherHomework | null>(null);
  const [assigningId, setAssigningId] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [docsOpen, setDocsOpen] = useState(false);
  const duplicate = useDuplicateHomework();
  // Read from the list each time, so the dialog sees who has the homework now.
  const assigning = homework.data?.find((entry) => entry.id === assigningId) ?? null;
  const assign = (entry: TeacherHomework) => setAssigningId(entry.id);
  const picked = showAll
    ? null
    : (students.data?.find((student) => student.username === pickedUsername) ?? null);

  function pickStudent(username: string) {
    setShowAll(false);
    setPickedUsername(username);
  }

  // The copy is assigned to nobody, so it shows in All homework; its editor opens to adapt it.
  function duplicateHomework(entry: TeacherHomework) {
    if (duplicate.isPending) return;
    duplicate.mutate(entry, {
      onSuccess: (copy) => {
        toast({
          title: t`Homework duplicated`,
          description: t`Adapt the copy, then assign it.`,
          variant: 'success',
        });
        setShowAll(true);
        setDialog({ kind: 'edit', homework: copy });
      },
      onError: (error) =>
        toast({ title: t`Failed to duplicate homework: ${apiErrorText(error)}`, variant: 'destructive' }),
    });
  }

  function createForMany(chosen: TeacherStudent[]) {
    const [first] = chosen;
    if (!first) return;
    setChoosing(false);
    setDialog({
      kind: 'create',
      student: { username: first.username, firstName: studentsTitleName(chosen) },
      studentUsernames: chosen.map((student) => student.username),
    });
  }

  return (
    <>
      <PageHeader
        title={t`Homework & Student Manager`}
        backHref="/teacher/dashboard"
        backLabel={t`Back to dashboard`}
      />
      <PageBody className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Pick a student to create, edit, hide, share or delete their homework, or see all homework to
              give one to many students at once.
            </Trans>
          </p>
          <Button variant="outline" onClick={() => setDocsOpen(true)}>
            <BookOpenText className="size-4" aria-hidden />
            <Trans>Schema Docs</Trans>
          </Button>
        </div>

        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle>
                <Trans>Students</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {students.isPending ? (
                <LoadingState label={t`Loading students...`} className="py-10" />
              ) : students.isError ? (
                <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  <Trans>Failed to fetch students</Trans>
                </p>
              ) : (
                <div className="grid grid-cols-1 gap-5 md:grid-cols-[15rem_minmax(0,1fr)]">
                  <div className="flex min-w-0 flex-col gap-2">
                    <button
                      type="button"
                      aria-pressed={showAll}
                      onClick={() => setShowAll(true)}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-left font-medium transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        showAll ? 'border-primary bg-secondary' : 'border-border hover:bg-muted',
                      )}
                    >
                      <Layers className="size-4 text-muted-foreground" aria-hidden />
                      <span className="min-w-0 flex-1">
                        <Trans>All homework</Trans>
                      </span>
                      <span className="text-sm text-muted-foreground">{homework.data?.length ?? ''}</span>
                    </button>
                    <StudentListPanel
                      students={students.data}
                      pickedUsername={picked?.username ?? null}
                      onPick={pickStudent}
                    />
                  </div>
                  <div className="min-w-0 border-t border-border pt-5 md:border-t-0 md:border-l md:pt-0 md:pl-5">
                    {showAll ? (
                      <AllHomeworkSection
                        homework={homework.data ?? []}
                        loading={homework.isPending}
                        loadError={homework.error}
                        canCreate={students.data.length > 0}
                        onCreate={() => setChoosing(true)}
                        onEdit={(entry) => setDialog({ kind: 'edit', homework: entry })}
                        onShare={setSharing}
                        onAssign={assign}
                        onDuplicate={duplicateHomework}
                        duplicating={duplicate.isPending}
                      />
                    ) : picked ? (
                      <StudentHomeworkSection
                        student={picked}
                        homework={homework.data ?? []}
                        loading={homework.isPending}
                        loadError={homework.error}
                        onCreate={() => setDialog({ kind: 'create', student: picked })}
                        onEdit={(entry) => setDialog({ kind: 'edit', homework: entry })}
                        onShare={setSharing}
                        onAssign={assign}
                        onDuplicate={duplicateHomework}
                        duplicating={duplicate.isPending}
                      />
                    ) : students.data.length > 0 ? (
                      <div className="flex h-full flex-col items-center justify-center gap-2 py-10 text-center text-muted-foreground">
                        <MousePointerClick className="size-6" aria-hidden />
                        <p className="text-sm">
                          <Trans>Pick a student to see their homework.</Trans>
                        </p>
                      </div>
                    ) : null}
                  </div>
                </div>
              )}
            </CardContent>
          </Card>
          <ActivityFeed />
        </div>

        <HomeworkDialog mode={dialog} onOpenChange={(open) => (open ? undefined : setDialog(null))} />
        <ShareDialog
          homework={sharing}
          students={students.data ?? []}
          onOpenChange={(open) => (open ? undefined : setSharing(null))}
        />
        <AssignDialog
          homework={assigning}
          students={students.data ?? []}
          onOpenChange={(open) => (open ? undefined : setAssigningId(null))}
        />
        <ChooseStudentsDialog
          open={choosing}
          students={students.data ?? []}
          onOpenChange={setChoosing}
          onChosen={createForMany}
        />
        <SchemaDocsDialog open={docsOpen} onOpenChange={setDocsOpen} />
      </PageBody>
    </>
  );
}
