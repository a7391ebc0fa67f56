import { useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/http';
import { useStudent, useStudentHomeworkList } from '../../../api/teacher';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { NotFoundView } from '../shared/not-found-view';
import { LoadError } from '../../../ui/load-error';
import { HomeworkCard } from './homework-card';

/** /students/{username}/homework: every homework of one student with its status and results. */
export function StudentHomeworkPage() {
  const { username = '' } = useParams<{ username: string }>();
  const { t } = useLingui();
  const student = useStudent(username);
  const homework = useStudentHomeworkList(username);
  const [now] = useState(() => Date.now());
  const name = student.data ? `${student.data.firstName} ${student.data.lastName}` : null;
  const notFound = isApiError(student.error, 404) || isApiError(homework.error, 404);

  return (
    <>
      <PageHeader
        title={name ? t`${name} - Homework` : t`Homework`}
        backHref={`/students/${encodeURIComponent(username)}`}
        backLabel={t`Back to student`}
      />
      <PageBody>
        {notFound ? (
          <NotFoundView
            title={t`Student Not Found`}
            description={t`The requested student could not be found.`}
            backHref="/students"
            backLabel={t`Back to Students`}
          />
        ) : homework.isPending || student.isPending ? (
          <LoadingState label={t`Loading homework...`} />
        ) : homework.isError ? (
          <LoadError
            title={t`Could not load homework`}
            error={homework.error}
            onRetry={() => void homework.refetch()}
          />
        ) : homework.data.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t`No Homework Assigned`}
            description={t`This student hasn't been assigned any homework yet.`}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {homework.data.map((item) => (
              <li key={item.id}>
                <HomeworkCard username={username} homework={item} now={now} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
