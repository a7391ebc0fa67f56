import { t } from '@lingui/core/macro';
import type { StudentHomeworkStatus } from '#domain/homework/student-status';

/**
 * A homework's status in the current language. The domain names each status in English (the
 * specification's words, e.g. 'Not Started'); the screens show this instead, which is those same
 * words in English.
 */
export function statusLabel(status: StudentHomeworkStatus): string {
  switch (status.kind) {
    case 'completed':
      return t`Completed`;
    case 'overdue':
      return t`Overdue`;
    case 'ready':
      return t`Ready to submit`;
    case 'not-started':
      return t`Not Started`;
    case 'in-progress': {
      const remaining = status.remaining;
      return t`${remaining} more to go`;
    }
  }
}
