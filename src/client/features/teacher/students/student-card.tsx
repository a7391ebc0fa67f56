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
  const freeze = useFreezeToggle(student, 'id', {
    frozen: { title: 'Student Frozen', description: 'Student access has been restricted.' },
    unfrozen: { title: 'Student Unfrozen', description: 'Student access has been restored.' },
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
              Frozen
            </Badge>
          ) : null}
          <TemporaryPasswordBadge show={student.temporaryPassword} />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Email</dt>
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="truncate">{student.email}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Grade:</dt>
          <dd>{student.gradeLevel ?? 'No grade assigned'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Last updated:</dt>
          <dd>{formatDay(student.updatedAt, 'Never')}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant={student.isFrozen ? 'outline' : 'secondary'}
          size="sm"
          loading={freeze.pending}
          onClick={freeze.toggle}
          aria-label={`${student.isFrozen ? 'Unfreeze' : 'Freeze'} ${name}`}
        >
          {freeze.pending ? null : student.isFrozen ? (
            <LockOpen className="size-4" aria-hidden />
          ) : (
            <Lock className="size-4" aria-hidden />
          )}
          {student.isFrozen ? 'Unfreeze' : 'Freeze'}
        </Button>
        <Link
          href={`/students/${encodeURIComponent(student.username)}`}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'ml-auto' })}
        >
          View Details
          <ChevronRight className="size-4" aria-hidden />
          <span className="sr-only">for {name}</span>
        </Link>
      </div>
    </Card>
  );
}
