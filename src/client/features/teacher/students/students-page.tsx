import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useStudents } from '../../../api/teacher';
import { Button, buttonClasses } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { LoadError } from '../../../ui/load-error';
import { BulkAddDialog } from './bulk-add-dialog';
import { StudentCard } from './student-card';

/** /students: the teacher's student directory. */
export function StudentsPage() {
  const { t } = useLingui();
  const students = useStudents();
  const [bulkOpen, setBulkOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={t`Students`}
        backHref="/teacher/dashboard"
        backLabel={t`Back to dashboard`}
        actions={
          <>
            <Button size="sm" variant="outline" onClick={() => setBulkOpen(true)}>
              <Users className="size-4" aria-hidden />
              <span className="hidden sm:inline">
                <Trans>Add Several</Trans>
              </span>
              <span className="sr-only sm:hidden">
                <Trans>Add Several</Trans>
              </span>
            </Button>
            <Link href="/students/add" className={buttonClasses({ size: 'sm' })}>
              <UserPlus className="size-4" aria-hidden />
              <span className="hidden sm:inline">
                <Trans>Add Student</Trans>
              </span>
              <span className="sr-only sm:hidden">
                <Trans>Add Student</Trans>
              </span>
            </Link>
          </>
        }
      />
      <PageBody>
        {students.isPending ? (
          <LoadingState label={t`Loading students...`} />
        ) : students.isError ? (
          <LoadError
            title={t`Could not load students`}
            error={students.error}
            onRetry={() => void students.refetch()}
          />
        ) : students.data.length === 0 ? (
          <EmptyState
            icon={Users}
            title={t`No Students Yet`}
            description={t`Add your first student to start assigning homework.`}
            action={
              <Link href="/students/add" className={buttonClasses()}>
                <UserPlus className="size-4" aria-hidden />
                <Trans>Add First Student</Trans>
              </Link>
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {students.data.map((student) => (
              <li key={student.id}>
                <StudentCard student={student} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
      <BulkAddDialog open={bulkOpen} onOpenChange={setBulkOpen} />
    </>
  );
}
