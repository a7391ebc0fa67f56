import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Activity, FileJson, Table2, UserPlus, Users } from 'lucide-react';
import { LinkCard } from '../shared/link-card';
import { useRecentActivity, useStudents } from '../../../api/teacher';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { ClassOverviewCard } from './class-overview';
import { RecentActivityList } from './recent-activity-list';

function StudentCount() {
  const students = useStudents();
  if (students.isPending) return <Trans>Loading students...</Trans>;
  if (students.isError) return <Trans>Could not load students</Trans>;
  return <Plural value={students.data.length} one="# student enrolled" other="# students enrolled" />;
}

/** /teacher/dashboard: quick actions and the last 24 hours of completed homework. */
export function TeacherDashboardPage() {
  const { t } = useLingui();
  const recent = useRecentActivity();
  return (
    <>
      <PageHeader title={t`Teacher Dashboard`} />
      <PageBody className="flex flex-col gap-6">
        <nav aria-label={t`Quick actions`} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <LinkCard href="/students" icon={Users} title={t`Students`}>
            <StudentCount />
          </LinkCard>
          <LinkCard href="/students/add" icon={UserPlus} title={t`Add Student`}>
            <Trans>Create a new student account</Trans>
          </LinkCard>
          <LinkCard href="/teacher/json-manager" icon={FileJson} title={t`Homework & Student Manager`}>
            <Trans>Write, assign and share homework</Trans>
          </LinkCard>
          <LinkCard href="/teacher/gradebook" icon={Table2} title={t`Gradebook`}>
            <Trans>Every student’s status and score, as a table or CSV</Trans>
          </LinkCard>
        </nav>
        <ClassOverviewCard />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Activity className="size-5 text-primary" aria-hidden />
              <Trans>Recent Student Activity</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Homework completed in the last 24 hours</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RecentActivityList query={recent} />
          </CardContent>
        </Card>
      </PageBody>
    </>
  );
}
