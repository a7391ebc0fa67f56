import { gradeLabel } from '../shared/grade-label';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherStudent } from '#contract/teacher';
import { ChevronRight, Lock, LockOpen, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../ui/badge';
import { Button, buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { formatDay } from '../shared/dates';
import { TemporaryPasswordBadge } from '../shared/temporary-password-badge';
import { useFreezeToggle } from '../shared/use-freeze-toggle';

/** One student in the directory, with the Freeze/Unfreeze action (by the student's id). */
export function StudentCard({ student }: { student: TeacherStudent }) {
  const { t } = useLingui();
  const freeze = useFreezeToggle(student, 'id', {
    frozen: { title: t`Student Frozen`, description: t`Student access has been restricted.` },
    unfrozen: { title: t`Student Unfrozen`, description: t`Student access has been restored.` },
  });
  const name = `${student.firstName} ${student.lastName}`;

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{name}</h2>
          <p className="truncate text-sm text-muted-foreground">@{student.username}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          {student.isFrozen ? (
            <Badge variant="destructive">
              <Lock className="size-3" aria-hidden />
              <Trans>Frozen</Trans>
            </Badge>
          ) : null}
          <TemporaryPasswordBadge show={student.temporaryPassword} />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">
            <Trans>Email</Trans>
          </dt>
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="truncate">{student.email}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">
            <Trans>Grade:</Trans>
          </dt>
          <dd>{student.gradeLevel ? gradeLabel(student.gradeLevel) : t`No grade assigned`}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">
            <Trans>Last updated:</Trans>
          </dt>
          <dd>{formatDay(student.updatedAt, t`Never`)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant={student.isFrozen ? 'outline' : 'secondary'}
          size="sm"
          loading={freeze.pending}
          onClick={freeze.toggle}
          aria-label={student.isFrozen ? t`Unfreeze ${name}` : t`Freeze ${name}`}
        >
          {freeze.pending ? null : student.isFrozen ? (
            <LockOpen className="size-4" aria-hidden />
          ) : (
            <Lock className="size-4" aria-hidden />
          )}
          {student.isFrozen ? t`Unfreeze` : t`Freeze`}
        </Button>
        <Link
          href={`/students/${encodeURIComponent(student.username)}`}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'ml-auto' })}
        >
          <Trans>View Details</Trans>
          <ChevronRight className="size-4" aria-hidden />
          <span className="sr-only">
            <Trans>for {name}</Trans>
          </span>
        </Link>
      </div>
    </Card>
  );
}
