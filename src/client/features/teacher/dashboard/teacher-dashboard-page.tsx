import { Activity, ChevronRight, FileJson, UserPlus, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import { useRecentActivity, useStudents } from '../../../api/teacher';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { RecentActivityList } from './recent-activity-list';

function QuickAction({
  href,
  icon: Icon,
  title,
  children,
}: {
  href: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{children}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}

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
        <nav aria-label="Quick actions" className="grid gap-4 md:grid-cols-3">
          <QuickAction href="/students" icon={Users} title="Students">
            <StudentCount />
          </QuickAction>
          <QuickAction href="/students/add" icon={UserPlus} title="Add Student">
            Create a new student account
          </QuickAction>
          <QuickAction href="/teacher/json-manager" icon={FileJson} title="Homework & Student Manager">
            Write, assign and share homework
          </QuickAction>
        </nav>
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
