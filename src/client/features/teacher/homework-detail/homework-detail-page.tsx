import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/http';
import { useStudent, useStudentHomework, useStudentSubmission } from '../../../api/teacher';
import { ErrorBoundary } from '../../../app/error-boundary';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { NotFoundView } from '../shared/not-found-view';
import { LoadError } from '../../../ui/load-error';
import { homeworkDetails } from '../shared/submission-summary';
import { ArchivedAttempts } from './archived-attempts';
import { AssignmentPreview } from './assignment-preview';
import { HomeworkOverview } from './homework-overview';
import { SubmissionReview } from './submission-review';

function HomeworkDetail({ username, homeworkId }: { username: string; homeworkId: string }) {
  const { t } = useLingui();
  const student = useStudent(username);
  const homework = useStudentHomework(username, homeworkId);
  const submission = useStudentSubmission(username, homeworkId);
  const listHref = `/students/${encodeURIComponent(username)}/homework`;
  const name = student.data ? `${student.data.firstName} ${student.data.lastName}` : null;
  const homeworkTitle = homework.data?.title;
  const title = name && homeworkTitle !== undefined ? t`${name} - ${homeworkTitle}` : t`Homework`;
  const notFound =
    !/^\d+$/.test(homeworkId) || isApiError(student.error, 404) || isApiError(homework.error, 404);

  function body() {
    if (notFound) {
      return (
        <NotFoundView
          title={t`Homework Not Found`}
          description={t`The requested homework assignment could not be found.`}
          backHref={listHref}
          backLabel={t`Back to Homework`}
        />
      );
    }
    if (homework.isPending || submission.isPending) return <LoadingState label={t`Loading homework...`} />;
    if (homework.isError) {
      return (
        <LoadError
          title={t`Could not load homework`}
          error={homework.error}
          onRetry={() => void homework.refetch()}
        />
      );
    }
    if (submission.isError) {
      return (
        <LoadError
          title={t`Failed to fetch submission`}
          error={submission.error}
          onRetry={() => void submission.refetch()}
        />
      );
    }
    const details = homeworkDetails(homework.data);
    const current = submission.data;
    return (
      <div className="flex flex-col gap-6">
        <HomeworkOverview
          username={username}
          homework={homework.data}
          details={details}
          submission={current}
        />
        {current?.isCompleted ? (
          <SubmissionReview details={details} submission={current} />
        ) : (
          <AssignmentPreview homeworkId={homework.data.id} details={details} />
        )}
        <ArchivedAttempts attempts={homework.data.archivedAttempts} />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={title} backHref={listHref} backLabel={t`Back to homework list`} />
      <PageBody className="max-w-4xl">{body()}</PageBody>
    </>
  );
}

/** /students/{username}/homework/{homeworkId}: one homework reviewed for one student, behind the error boundary. */
export function HomeworkDetailPage() {
  const { username = '', homeworkId = '' } = useParams<{ username: string; homeworkId: string }>();
  return (
    <ErrorBoundary>
      <HomeworkDetail username={username} homeworkId={homeworkId} />
    </ErrorBoundary>
  );
}
