import { getTeacherClassOverview } from '#contract/teacher-routes';
import { call } from '../../../api/call';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, EyeOff, TrendingDown, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { formatNumber } from '../../../i18n/format';
import { LoadingState } from '../../../ui/spinner';

type Person = { username: string; firstName: string; lastName: string };

function Group({
  icon: Icon,
  title,
  empty,
  rows,
}: {
  icon: typeof Users;
  title: string;
  empty: string;
  rows: ReadonlyArray<{ key: string; person: Person; detail?: ReactNode }>;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {title}
        <span className="text-muted-foreground">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {rows.map(({ key, person, detail }) => (
            <li key={key} className="flex flex-wrap items-baseline gap-x-2">
              <Link
                href={`/students/${encodeURIComponent(person.username)}`}
                className="font-medium underline-offset-2 hover:underline"
              >
                {person.firstName} {person.lastName}
              </Link>
              {detail ? <span className="text-muted-foreground">{detail}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's "who needs a look" card. */
export function ClassOverviewCard() {
  const { t } = useLingui();
  const overview = useQuery({
    queryKey: [getTeacherClassOverview.path],
    queryFn: () => call(getTeacherClassOverview),
  });
  const newest = overview.data?.newestHomework;
  const newestTitle = newest ? newest.title : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden />
          <Trans>Class Overview</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Who may need a reminder or a hand</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {overview.isPending ? (
          <LoadingState label={t`Loading the class overview...`} />
        ) : overview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Could not load the class overview.</Trans>
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
            <Group
              icon={EyeOff}
              title={
                newestTitle !== null ? t`Not opened “${newestTitle}”` : t`Not opened the newest homework`
              }
              empty={newestTitle !== null ? t`Everyone has opened it.` : t`No homework yet.`}
              rows={overview.data.notOpened.map((person) => ({ key: person.username, person }))}
            />
            <Group
              icon={AlertTriangle}
              title={t`Overdue homework`}
              empty={t`Nothing overdue.`}
              rows={overview.data.overdue.map((person) => ({
                key: person.username,
                person,
                detail: <Plural value={person.count} one="# homework" other="# homework" />,
              }))}
            />
            <Group
              icon={TrendingDown}
              title={t`Under the passing mark this week`}
              empty={t`Nobody this week.`}
              rows={overview.data.belowPassing.map((entry) => ({
                key: `${entry.username}:${entry.homeworkTitle}`,
                person: entry,
                // The title is the tutor's own; only the percentage's form is the language's.
                detail: `${entry.homeworkTitle}${entry.percentage !== null ? ` · ${formatNumber(entry.percentage)}%` : ''}`,
              }))}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
