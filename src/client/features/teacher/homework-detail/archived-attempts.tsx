import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherStudentHomework } from '#contract/teacher';
import { History } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { formatDayTime } from '../shared/dates';

/** Earlier finished attempts, archived when the homework was marked not completed. */
export function ArchivedAttempts({ attempts }: { attempts: TeacherStudentHomework['archivedAttempts'] }) {
  const { t } = useLingui();
  if (attempts.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-5 text-muted-foreground" aria-hidden />
          <Trans>Archived attempts</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border text-sm">
          {attempts.map((attempt) => {
            const score = attempt.score ?? t`N/A`;
            return (
              <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>{formatDayTime(attempt.submissionDate ?? attempt.archivedAt)}</span>
                <span className="tabular-nums text-muted-foreground">
                  {t`Score ${score}`} · {attempt.percentage === null ? t`N/A` : `${attempt.percentage}%`}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
