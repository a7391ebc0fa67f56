import type { GradebookStatus } from '#contract/insight';
import { t } from '@lingui/core/macro';
import type { TeacherHomeworkStatus } from '#domain/homework/status';

/**
 * A homework's status on the teacher's screens, in the current language. The domain names each
 * status in English (the specification's words, which the CSV download keeps); the screens show
 * these, which are those same words in English.
 */
export function teacherStatusLabel(status: TeacherHomeworkStatus): string {
  switch (status.kind) {
    case 'completed':
      return t`Completed`;
    case 'not-completed':
      return t`Not Completed`;
    case 'overdue':
      return t`Overdue`;
    case 'pending':
      return t`Pending`;
    case 'in-progress': {
      const percent = status.percent;
      return t`In Progress (${percent}%)`;
    }
  }
}

/** The badge beside 'In Progress' when every task is done but nothing was submitted. */
export function allTasksDoneLabel(): string {
  return t`All tasks done, not submitted`;
}

/** A gradebook cell's status in the current language (the CSV keeps the domain's English words). */
export function gradebookStatusLabel(status: GradebookStatus): string {
  switch (status) {
    case 'completed':
      return t`Completed`;
    case 'in-progress':
      return t`In progress`;
    case 'not-started':
      return t`Not started`;
    case 'overdue':
      return t`Overdue`;
  }
}
