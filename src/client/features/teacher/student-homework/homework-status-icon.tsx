import type { TeacherHomeworkStatus } from '#domain/homework/status';
import { AlertCircle, CheckCircle2, Clock } from 'lucide-react';
import type { BadgeVariant } from '../../../ui/badge';

/** The status icon: completed, overdue (past due without completion) or pending. */
export function HomeworkStatusIcon({ status }: { status: TeacherHomeworkStatus }) {
  if (status.kind === 'completed')
    return <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden />;
  if (status.kind === 'overdue')
    return <AlertCircle className="size-6 shrink-0 text-destructive" aria-hidden />;
  return <Clock className="size-6 shrink-0 text-muted-foreground" aria-hidden />;
}

/** The badge colour of each teacher status. */
export function statusBadgeVariant(status: TeacherHomeworkStatus): BadgeVariant {
  switch (status.kind) {
    case 'completed':
      return 'success';
    case 'overdue':
      return 'destructive';
    case 'in-progress':
      return 'warning';
    case 'not-completed':
      return 'outline';
    case 'pending':
      return 'secondary';
  }
}

/** Percent complete shown on a card: 100 when completed, the in-progress share, else 0. */
export function percentComplete(status: TeacherHomeworkStatus): number {
  if (status.kind === 'completed') return 100;
  return status.kind === 'in-progress' ? status.percent : 0;
}
