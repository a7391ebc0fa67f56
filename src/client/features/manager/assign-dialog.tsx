import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherHomework, TeacherStudent } from '#contract/teacher';
import { type FormEvent, useId, useState } from 'react';
import { apiErrorText, useAssignHomework } from '../../api/teacher-manager';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/use-toast';
import { dueFieldValue } from './homework-form';
import { StudentPicker } from './student-picker';

/** The toast after assigning: how many students got the homework now. */
export function assignedToastText(count: number): string {
  return plural(count, { one: 'Homework assigned to # student', other: 'Homework assigned to # students' });
}

/** The assign button's text for the number of students chosen. */
export function assignButtonText(count: number): string {
  return count === 0
    ? t`Choose students`
    : plural(count, { one: 'Assign to # student', other: 'Assign to # students' });
}

/**
 * 'Assign Homework': gives one homework to any number of students at once, with one due date for
 * all. Beside the specification's Share dialog (one student a click), which stays as it is.
 */
export function AssignDialog({
  homework,
  students,
  onOpenChange,
}: {
  homework: TeacherHomework | null;
  students: readonly TeacherStudent[];
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={homework !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        {/* Inside the content, so every opening starts with nobody chosen. */}
        {homework ? (
          <AssignForm homework={homework} students={students} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  homework,
  students,
  onDone,
}: {
  homework: TeacherHomework;
  students: readonly TeacherStudent[];
  onDone: () => void;
}) {
  const ids = useId();
  const { t } = useLingui();
  const title = homework.title;
  const assign = useAssignHomework();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [due, setDue] = useState(() => dueFieldValue(homework.dueDate));
  const locked = new Set(homework.students.map((student) => student.id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.size === 0 || assign.isPending) return;
    const at = due === '' ? null : new Date(due);
    if (at !== null && Number.isNaN(at.getTime())) return;
    // The field as it opened (the homework's own due date) changes nothing; a change is sent.
    const changed = due !== dueFieldValue(homework.dueDate);
    try {
      const answer = await assign.mutateAsync({
        homework,
        body: {
          studentIds: [...selected],
          ...(changed ? { dueDate: at === null ? null : at.toISOString() } : {}),
        },
      });
      toast({ title: assignedToastText(answer.assigned.length), variant: 'success' });
      onDone();
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>
          <Trans>Assign Homework</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Give “{title}” to as many students as you like. Students who have it already are marked.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <StudentPicker
        label={t`Students`}
        students={students}
        selected={selected}
        onChange={setSelected}
        locked={locked}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-due`}>
          <Trans>Due date for everyone (optional)</Trans>
        </Label>
        <Input
          id={`${ids}-due`}
          type="datetime-local"
          value={due}
          onChange={(event) => setDue(event.target.value)}
          aria-describedby={`${ids}-due-hint`}
          className="sm:max-w-xs"
        />
        <p id={`${ids}-due-hint`} className="text-xs text-muted-foreground">
          <Trans>
            One due date for the homework, in your time zone; changing it changes it for everyone who has it.
          </Trans>
        </p>
      </div>
      {assign.isError ? (
        <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {apiErrorText(assign.error)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={selected.size === 0} loading={assign.isPending}>
          {assignButtonText(selected.size)}
        </Button>
      </DialogFooter>
    </form>
  );
}
