import { Trans, useLingui } from '@lingui/react/macro';
import { studentDetailsFromJson } from '#domain/tasks/student-task';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'wouter';
import { errorSentence } from '../../api/error-sentence';
import { isApiError } from '../../api/http';
import { useStudentHomework, useStudentSubmission } from '../../api/student-homework';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageBody, PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { HomeworkPlayer } from './homework-player';
import { HomeworkReview } from './homework-review';
import { useHomeworkActivity } from './use-homework-activity';

/** Title and text of a missing homework, in English (i18n-exempt: shown through t below). */
export const homeworkNotFoundTitle = 'Homework Not Found'; // i18n-exempt
/** The sentence under it. */
export const homeworkNotFoundText = "The homework assignment you're looking for doesn't exist."; // i18n-exempt

/** /homework/:id: the player, or the review of a completed homework, or 'Homework Not Found'. */
export function HomeworkPlayerPage() {
  const { t } = useLingui();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const homework = useStudentHomework(validId ? id : 0);
  const submission = useStudentSubmission(validId ? id : 0);
  const details = useMemo(
    () => (homework.data ? studentDetailsFromJson(homework.data.assignmentDetails) : null),
    [homework.data],
  );
  const notFound = !validId || isApiError(homework.error, 404);
  const completed = submission.data?.isCompleted === true;
  useHomeworkActivity(id, validId && homework.isSuccess && !completed);

  let body: ReactNode;
  if (notFound) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t`Homework Not Found`}
        description={t`The homework assignment you're looking for doesn't exist.`}
        action={
          <Link href="/homework" className={buttonClasses({ variant: 'outline' })}>
            <Trans>Back to Homework</Trans>
          </Link>
        }
      />
    );
  } else if (homework.isError || submission.isError) {
    const error = homework.error ?? submission.error;
    body = (
      <div role="alert">
        <EmptyState
          icon={TriangleAlert}
          title={t`Could not load the homework`}
          description={errorSentence(error, t`Please try again.`)}
          action={
            <Button
              variant="outline"
              onClick={() => void Promise.all([homework.refetch(), submission.refetch()])}
            >
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  } else if (homework.isPending || submission.isPending || !details) {
    body = <LoadingState label={t`Loading homework...`} />;
  } else if (submission.data?.isCompleted) {
    body = <HomeworkReview homework={homework.data} details={details} submission={submission.data} />;
  } else {
    body = <HomeworkPlayer homework={homework.data} details={details} submission={submission.data ?? null} />;
  }

  return (
    <>
      <PageHeader
        title={homework.data?.title ?? (notFound ? t`Homework Not Found` : t`Homework`)}
        backHref="/homework"
        backLabel={t`Back to homework`}
      />
      <PageBody className="max-w-3xl">
        {/* A phone's one-row header cuts a long title: the whole title is shown here (the heading
            above holds it whole for screen readers, so this copy is hidden from them). */}
        {homework.data ? (
          <p aria-hidden className="-mt-2 mb-4 text-lg leading-snug font-semibold break-words sm:hidden">
            {homework.data.title}
          </p>
        ) : null}
        {body}
      </PageBody>
    </>
  );
}
