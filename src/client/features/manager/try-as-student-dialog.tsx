import { Trans } from '@lingui/react/macro';
import type { TeacherHomework } from '#contract/teacher';
import { StudentPreview } from '../player/student-preview';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';

/**
 * The manager's 'Try as a student': the homework played as a student plays it, each answer checked
 * by the server, nothing saved (the same preview as the homework's detail page).
 */
export function TryAsStudentDialog({
  homework,
  onOpenChange,
}: {
  homework: TeacherHomework;
  onOpenChange: (open: boolean) => void;
}) {
  const title = homework.title;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans>Try “{title}” as a student</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Played as a student plays it, each answer checked by the server. Nothing is saved or sent to
              anyone.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <StudentPreview homeworkId={homework.id} />
      </DialogContent>
    </Dialog>
  );
}

export default TryAsStudentDialog;
