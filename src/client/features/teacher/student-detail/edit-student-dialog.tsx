import { gradeLabel } from '../shared/grade-label';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorSentence } from '../../../api/error-sentence';
import { gradeLevels, type TeacherStudent } from '#contract/teacher';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../api/http';
import { useUpdateStudent } from '../../../api/teacher';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog';
import { fieldClasses, Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/use-toast';
import { FormAlert } from '../../../ui/form-alert';

/** "Edit details": the student's names, email, grade and notes (the username never changes). */
export function EditStudentAction({ student }: { student: TeacherStudent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Pencil className="size-4" aria-hidden />
        <Trans>Edit details</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {open ? <EditStudentForm student={student} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function EditStudentForm({ student, onDone }: { student: TeacherStudent; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateStudent(student.username);
  const [firstName, setFirstName] = useState(student.firstName);
  const [lastName, setLastName] = useState(student.lastName);
  const [email, setEmail] = useState(student.email);
  const [grade, setGrade] = useState(student.gradeLevel ?? '');
  const [notes, setNotes] = useState(student.additionalNotes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const username = student.username;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (firstName.trim() === '' || lastName.trim() === '' || email.trim() === '') {
      setProblem(t`First name, last name and email are required.`);
      return;
    }
    setProblem(null);
    update.mutate(
      {
        firstName,
        lastName,
        email,
        gradeLevel: grade === '' ? null : (grade as (typeof gradeLevels)[number]),
        additionalNotes: notes.trim() === '' ? null : notes,
      },
      {
        onSuccess: () => {
          toast({ title: t`Student details saved`, variant: 'success' });
          onDone();
        },
        onError: (error) =>
          setProblem(isApiError(error) ? errorSentence(error) : t`Could not save the details. Try again.`),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>
          <Trans>Edit details</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>@{username} keeps the same username and password.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-first`}>
            <Trans>First name</Trans>
          </Label>
          <Input
            id={`${id}-first`}
            value={firstName}
            maxLength={100}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-last`}>
            <Trans>Last name</Trans>
          </Label>
          <Input
            id={`${id}-last`}
            value={lastName}
            maxLength={100}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>
          <Trans>Email</Trans>
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-grade`}>
          <Trans>Grade</Trans>
        </Label>
        <select
          id={`${id}-grade`}
          className={cn(fieldClasses, 'h-11 sm:h-10')}
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
        >
          <option value="">{t`No grade assigned`}</option>
          {gradeLevels.map((level) => (
            <option key={level} value={level}>
              {gradeLabel(level)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-notes`}>
          <Trans>Additional notes</Trans>
        </Label>
        <Textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={5000}
          rows={4}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={update.isPending}>
          <Trans>Save details</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
