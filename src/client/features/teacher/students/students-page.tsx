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
  const students = useStudents();
  const [bulkOpen, setBulkOpen] = useState(false);
  return (
    <>
      <PageHeader
        title="Students"
        backHref="/teacher/dashboard"
        backLabel="Back to dashboard"
        actions={
          <>
            <Button size="sm" variant="outline" onClick={() => setBulkOpen(true)}>
              <Users className="size-4" aria-hidden />
              <span className="hidden sm:inline">Add Several</span>
              <span className="sr-only sm:hidden">Add Several</span>
            </Button>
            <Link href="/students/add" className={buttonClasses({ size: 'sm' })}>
              <UserPlus className="size-4" aria-hidden />
              <span className="hidden sm:inline">Add Student</span>
              <span className="sr-only sm:hidden">Add Student</span>
            </Link>
          </>
        }
      />
      <PageBody>
        {students.isPending ? (
          <LoadingState label="Loading students..." />
        ) : students.isError ? (
          <LoadError
            title="Could not load students"
            error={students.error}
            onRetry={() => void students.refetch()}
          />
        ) : students.data.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No Students Yet"
            description="Add your first student to start assigning homework."
            action={
              <Link href="/students/add" className={buttonClasses()}>
                <UserPlus className="size-4" aria-hidden />
                Add First Student
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
