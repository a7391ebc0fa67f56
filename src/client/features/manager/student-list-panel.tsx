import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherStudent } from '#contract/teacher';
import { Users } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { cn } from '../../lib/cn';

/** The manager's student picker: each student with @username and an assignment count badge. */
export function StudentListPanel({
  students,
  pickedUsername,
  onPick,
}: {
  students: readonly TeacherStudent[];
  pickedUsername: string | null;
  onPick: (username: string) => void;
}) {
  const { t } = useLingui();
  if (students.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
        <Users className="size-6 text-muted-foreground" aria-hidden />
        <p className="text-sm text-muted-foreground">
          <Trans>No students yet. Add a student to assign homework.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul aria-label={t`Students`} className="flex flex-col gap-1.5">
      {students.map((student) => {
        const picked = student.username === pickedUsername;
        const count = student.assignmentCount;
        return (
          <li key={student.id}>
            <button
              type="button"
              aria-pressed={picked}
              onClick={() => onPick(student.username)}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                picked ? 'border-primary bg-secondary' : 'border-transparent hover:bg-muted',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">
                  {student.firstName} {student.lastName}
                </span>
                <span className="block truncate text-sm text-muted-foreground">@{student.username}</span>
              </span>
              <Badge
                variant={picked ? 'default' : 'secondary'}
                aria-label={plural(count, { one: '# assignment', other: '# assignments' })}
              >
                {count}
              </Badge>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
