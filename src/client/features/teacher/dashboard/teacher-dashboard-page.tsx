import { Activity, FileJson, Table2, UserPlus, Users } from 'lucide-react';
import { LinkCard } from '../shared/link-card';
import { useRecentActivity, useStudents } from '../../../api/teacher';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { ClassOverviewCard } from './class-overview';
import { RecentActivityList } from './recent-activity-list';

function StudentCount() {
  const students = useStudents();
  if (students.isPending) return <>Loading students...</>;
  if (students.isError) return <>Could not load students</>;
  const count = students.data.length;
  return <>{count === 1 ? '1 student enrolled' : `${count} students enrolled`}</>;
}

/** /teacher/dashboard: quick actions and the last 24 hours of completed homework. */
export function TeacherDashboardPage() {
  const recent = useRecentActivity();
  return (
    <>
      <PageHeader title="Teacher Dashboard" />
      <PageBody className="flex flex-col gap-6">
        <nav aria-label="Quick actions" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <LinkCard href="/students" icon={Users} title="Students">
            <StudentCount />
          </LinkCard>
          <LinkCard href="/students/add" icon={UserPlus} title="Add Student">
            Create a new student account
          </LinkCard>
          <LinkCard href="/teacher/json-manager" icon={FileJson} title="Homework & Student Manager">
            Write, assign and share homework
          </LinkCard>
          <LinkCard href="/teacher/gradebook" icon={Table2} title="Gradebook">
            Every student’s status and score, as a table or CSV
          </LinkCard>
        </nav>
        <ClassOverviewCard />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Activity className="size-5 text-primary" aria-hidden />
              Recent Student Activity
            </CardTitle>
            <CardDescription>Homework completed in the last 24 hours</CardDescription>
          </CardHeader>
          <CardContent>
            <RecentActivityList query={recent} />
          </CardContent>
        </Card>
      </PageBody>
    </>
  );
}
