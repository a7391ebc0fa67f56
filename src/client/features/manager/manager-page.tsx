import type { TeacherHomework } from '#contract/teacher';
import { BookOpenText, MousePointerClick } from 'lucide-react';
import { useState } from 'react';
import { useManagerStudents, useTeacherHomework } from '../../api/teacher-manager';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { PageBody, PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { ActivityFeed } from './activity-feed';
import { HomeworkDialog, type HomeworkDialogMode } from './homework-dialog';
import { SchemaDocsDialog } from './schema-docs-dialog';
import { ShareDialog } from './share-dialog';
import { StudentHomeworkSection } from './student-homework-section';
import { StudentListPanel } from './student-list-panel';

/** /teacher/json-manager: 'Homework & Student Manager' with the Live Activity Feed. */
export function ManagerPage() {
  const students = useManagerStudents();
  const homework = useTeacherHomework();
  const [pickedUsername, setPickedUsername] = useState<string | null>(null);
  const [dialog, setDialog] = useState<HomeworkDialogMode | null>(null);
  const [sharing, setSharing] = useState<TeacherHomework | null>(null);
  const [docsOpen, setDocsOpen] = useState(false);
  const picked = students.data?.find((student) => student.username === pickedUsername) ?? null;

  return (
    <>
      <PageHeader
        title="Homework & Student Manager"
        backHref="/teacher/dashboard"
        backLabel="Back to dashboard"
      />
      <PageBody className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Pick a student to create, edit, hide, share or delete their homework.
          </p>
          <Button variant="outline" onClick={() => setDocsOpen(true)}>
            <BookOpenText className="size-4" aria-hidden />
            Schema Docs
          </Button>
        </div>

        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle>Students</CardTitle>
            </CardHeader>
            <CardContent>
              {students.isPending ? (
                <LoadingState label="Loading students..." className="py-10" />
              ) : students.isError ? (
                <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  Failed to fetch students
                </p>
              ) : (
                <div className="grid grid-cols-1 gap-5 md:grid-cols-[15rem_minmax(0,1fr)]">
                  <StudentListPanel
                    students={students.data}
                    pickedUsername={picked?.username ?? null}
                    onPick={setPickedUsername}
                  />
                  <div className="min-w-0 border-t border-border pt-5 md:border-t-0 md:border-l md:pt-0 md:pl-5">
                    {picked ? (
                      <StudentHomeworkSection
                        student={picked}
                        homework={homework.data ?? []}
                        loading={homework.isPending}
                        loadError={homework.error}
                        onCreate={() => setDialog({ kind: 'create', student: picked })}
                        onEdit={(entry) => setDialog({ kind: 'edit', homework: entry })}
                        onShare={setSharing}
                      />
                    ) : students.data.length > 0 ? (
                      <div className="flex h-full flex-col items-center justify-center gap-2 py-10 text-center text-muted-foreground">
                        <MousePointerClick className="size-6" aria-hidden />
                        <p className="text-sm">Pick a student to see their homework.</p>
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
        <SchemaDocsDialog open={docsOpen} onOpenChange={setDocsOpen} />
      </PageBody>
    </>
  );
}
