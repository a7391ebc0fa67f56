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
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Try “{homework.title}” as a student</DialogTitle>
          <DialogDescription>
            Played as a student plays it, each answer checked by the server. Nothing is saved or sent to
            anyone.
          </DialogDescription>
        </DialogHeader>
        <StudentPreview homeworkId={homework.id} />
      </DialogContent>
    </Dialog>
  );
}

export default TryAsStudentDialog;
