import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherStudent } from '#contract/teacher';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog';
import { StudentPicker } from './student-picker';

/** How the create dialog's title names several students: 'Ana', 'Ana and Ben', 'Ana and 2 others'. */
export function studentsTitleName(chosen: readonly Pick<TeacherStudent, 'firstName'>[]): string {
  const [first, second] = chosen;
  if (!first) return '';
  if (chosen.length === 1) return first.firstName;
  const firstName = first.firstName;
  if (chosen.length === 2 && second) {
    const secondName = second.firstName;
    return t`${firstName} and ${secondName}`;
  }
  return plural(chosen.length - 1, { one: `${firstName} and # other`, other: `${firstName} and # others` });
}

/**
 * 'Choose Students': the first step of creating one homework for several students at once. The
 * chosen students (in the class list's order) go on to the Create Homework dialog, which assigns
 * the new homework to all of them when it is saved.
 */
export function ChooseStudentsDialog({
  open,
  students,
  onOpenChange,
  onChosen,
}: {
  open: boolean;
  students: readonly TeacherStudent[];
  onOpenChange: (open: boolean) => void;
  onChosen: (chosen: TeacherStudent[]) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        {open ? (
          <ChooseForm students={students} onCancel={() => onOpenChange(false)} onChosen={onChosen} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ChooseForm({
  students,
  onCancel,
  onChosen,
}: {
  students: readonly TeacherStudent[];
  onCancel: () => void;
  onChosen: (chosen: TeacherStudent[]) => void;
}) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const { t } = useLingui();
  const count = selected.size;

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = students.filter((student) => selected.has(student.id));
    if (chosen.length > 0) onChosen(chosen);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>
          <Trans>Choose Students</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Choose who gets the new homework, then write it. It is assigned to all of them when you create it.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <StudentPicker label={t`Students`} students={students} selected={selected} onChange={setSelected} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={selected.size === 0}>
          {selected.size === 0 ? t`Choose students` : t`Continue with ${count}`}
        </Button>
      </DialogFooter>
    </form>
  );
}
