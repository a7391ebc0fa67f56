import { gradeLabel } from '../shared/grade-label';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getTeacherStudentsByUsernameProgressHistory } from '#contract/teacher-routes';
import { pathOf } from '#contract/routes';
import { LinkCard } from '../shared/link-card';
import type { TeacherStudent } from '#contract/teacher';
import { BookOpen, ClipboardList, Lock, LockOpen, Mail, NotebookPen } from 'lucide-react';
import { useParams } from 'wouter';
import { call } from '../../../api/call';
import { isApiError } from '../../../api/http';
import { useStudent } from '../../../api/teacher';
import { Badge } from '../../../ui/badge';
import { TemporaryPasswordBadge } from '../shared/temporary-password-badge';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { ProgressHistoryCard } from '../../insight/progress-history';
import { NotFoundView } from '../shared/not-found-view';
import { LoadError } from '../../../ui/load-error';
import { formatEngagementTime } from '../shared/time';
import { PerformanceSummary } from './performance-summary';
import { EditStudentAction } from './edit-student-dialog';
import { ResetPasswordAction } from './reset-password-action';
import { useFreezeToggle } from '../shared/use-freeze-toggle';

function FreezePageButton({ student }: { student: TeacherStudent }) {
  const { t } = useLingui();
  const freeze = useFreezeToggle(student, 'username', {
    frozen: { title: t`Student Page Frozen` },
    unfrozen: { title: t`Student Page Unfrozen` },
  });
  return (
    <Button
      variant={student.isFrozen ? 'primary' : 'secondary'}
      onClick={freeze.toggle}
      loading={freeze.pending}
    >
      {freeze.pending ? null : student.isFrozen ? (
        <LockOpen className="size-4" aria-hidden />
      ) : (
        <Lock className="size-4" aria-hidden />
      )}
      {student.isFrozen ? t`Unfreeze Student Page` : t`Freeze Student Page`}
    </Button>
  );
}

function StudentDetail({ student }: { student: TeacherStudent }) {
  const { t } = useLingui();
  const firstName = student.firstName;
  const name = `${student.firstName} ${student.lastName}`;
  const base = `/students/${encodeURIComponent(student.username)}`;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-start sm:justify-between sm:pt-6">
          <div className="flex min-w-0 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-2xl font-semibold">{name}</h2>
              {student.isFrozen ? (
                <Badge variant="destructive">
                  <Lock className="size-3" aria-hidden />
                  <Trans>Account Frozen</Trans>
                </Badge>
              ) : null}
              <TemporaryPasswordBadge show={student.temporaryPassword} />
            </div>
            <p className="text-sm text-muted-foreground">@{student.username}</p>
            <p className="flex items-center gap-2 text-sm">
              <Mail className="size-4 text-muted-foreground" aria-hidden />
              <span className="sr-only">
                <Trans>Email:</Trans>
              </span>
              <span className="break-all">{student.email}</span>
            </p>
            <p className="text-sm">
              <span className="text-muted-foreground">
                <Trans>Grade:</Trans>{' '}
              </span>
              {student.gradeLevel ? gradeLabel(student.gradeLevel) : t`No grade assigned`}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            <FreezePageButton student={student} />
            <ResetPasswordAction username={student.username} name={name} />
            <EditStudentAction student={student} />
          </div>
        </CardContent>
      </Card>
      <PerformanceSummary
        progress={student.progress}
        totalTime={formatEngagementTime(student.progress.totalEngagementTime)}
      />
      <ProgressHistoryCard
        path={pathOf(getTeacherStudentsByUsernameProgressHistory, { username: student.username })}
        read={() => call(getTeacherStudentsByUsernameProgressHistory, { username: student.username })}
        who={t`${firstName}’s`}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <LinkCard tone="accent" href={`${base}/lesson-reports`} icon={BookOpen} title={t`Lesson Reports`}>
          <Trans>Write and edit lesson reports for {firstName}</Trans>
        </LinkCard>
        <LinkCard tone="accent" href={`${base}/homework`} icon={ClipboardList} title={t`Homework`}>
          <Plural value={student.progress.totalAssignments} one="# assignment" other="# assignments" /> ·{' '}
          <Trans>review results and set completion</Trans>
        </LinkCard>
      </div>
      {student.additionalNotes ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <NotebookPen className="size-5 text-primary" aria-hidden />
              <Trans>Additional Notes</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm leading-relaxed">{student.additionalNotes}</p>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** /students/{username}: one student's details, progress and actions. */
export function StudentDetailPage() {
  const { username = '' } = useParams<{ username: string }>();
  const { t } = useLingui();
  const student = useStudent(username);
  const title = student.data ? `${student.data.firstName} ${student.data.lastName}` : t`Student`;
  return (
    <>
      <PageHeader title={title} backHref="/students" backLabel={t`Back to students`} />
      <PageBody>
        {student.isPending ? (
          <LoadingState label={t`Loading student...`} />
        ) : student.isError ? (
          isApiError(student.error, 404) ? (
            <NotFoundView
              title={t`Student Not Found`}
              description={t`The requested student could not be found.`}
              backHref="/students"
              backLabel={t`Back to Students`}
            />
          ) : (
            <LoadError
              title={t`Could not load student`}
              error={student.error}
              onRetry={() => void student.refetch()}
            />
          )
        ) : (
          <StudentDetail student={student.data} />
        )}
      </PageBody>
    </>
  );
}
