import type { TeacherHomework } from '#contract/teacher';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { StudentPreview } from '../teacher/homework-detail/student-preview';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';

/** The manager's 'Try as a student': the homework played in the teacher's browser, nothing saved. */
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
            Played in your browser as a student would play it. Nothing is saved or sent to anyone.
          </DialogDescription>
        </DialogHeader>
        <StudentPreview details={repairAssignmentDetails(homework.assignmentDetails)} />
      </DialogContent>
    </Dialog>
  );
}

export default TryAsStudentDialog;
