import { gradeLabel } from '../shared/grade-label';
import { Trans, useLingui } from '@lingui/react/macro';
import { gradeLevels } from '#contract/teacher';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useCreateStudent } from '../../../api/teacher';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/use-toast';
import { CredentialsDialog } from './credentials-dialog';
import { errorSentence } from '../../../api/error-sentence';

interface StudentForm {
  firstName: string;
  lastName: string;
  email: string;
  gradeLevel: (typeof gradeLevels)[number] | undefined;
  additionalNotes: string;
}

const emptyForm: StudentForm = {
  firstName: '',
  lastName: '',
  email: '',
  gradeLevel: undefined,
  additionalNotes: '',
};

/** The server's own words for a failure (e.g. the email is taken), else the error message. */
function failureDetail(error: unknown): string {
  return errorSentence(error);
}

/** /students/add: the add-student form; on success the sign-in details are shown once, then /students. */
export function AddStudentPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const createStudent = useCreateStudent();
  const [form, setForm] = useState<StudentForm>(emptyForm);
  const [credentials, setCredentials] = useState<{
    name: string;
    username: string;
    temporaryPassword: string;
  } | null>(null);

  function update<K extends keyof StudentForm>(key: K, value: StudentForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    const email = form.email.trim();
    if (!firstName || !lastName || !email) {
      toast({
        variant: 'destructive',
        title: t`Required fields missing`,
        description: t`Please fill in first name, last name, and email`,
      });
      return;
    }
    const notes = form.additionalNotes.trim();
    createStudent.mutate(
      {
        firstName,
        lastName,
        email,
        gradeLevel: form.gradeLevel ?? null,
        additionalNotes: notes === '' ? null : notes,
      },
      {
        onSuccess: (created) => {
          toast({ title: t`Student Created`, description: t`New student has been added successfully.` });
          setCredentials({
            name: `${created.student.firstName} ${created.student.lastName}`,
            username: created.username,
            temporaryPassword: created.temporaryPassword,
          });
        },
        onError: (error) => {
          const detail = failureDetail(error);
          toast({
            variant: 'destructive',
            title: t`Error`,
            description: detail ? t`Failed to create student: ${detail}` : t`Failed to create student`,
          });
        },
      },
    );
  }

  return (
    <>
      <PageHeader title={t`Add Student`} backHref="/students" backLabel={t`Back to students`} />
      <PageBody className="max-w-2xl">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>New student</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>A username and a temporary password are created for the student when you save.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t`Add student`}>
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
                <div className="flex flex-col gap-2">
                  <Label htmlFor="student-first-name">
                    <Trans>First name</Trans>
                  </Label>
                  <Input
                    id="student-first-name"
                    autoComplete="off"
                    aria-required
                    value={form.firstName}
                    onChange={(event) => update('firstName', event.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor="student-last-name">
                    <Trans>Last name</Trans>
                  </Label>
                  <Input
                    id="student-last-name"
                    autoComplete="off"
                    aria-required
                    value={form.lastName}
                    onChange={(event) => update('lastName', event.target.value)}
                  />
                </div>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="student-email">
                  <Trans>Email</Trans>
                </Label>
                <Input
                  id="student-email"
                  type="email"
                  autoComplete="off"
                  aria-required
                  value={form.email}
                  onChange={(event) => update('email', event.target.value)}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="student-grade">
                  <Trans>Grade level</Trans>{' '}
                  <span className="font-normal text-muted-foreground">
                    <Trans>(optional)</Trans>
                  </span>
                </Label>
                <Select
                  id="student-grade"
                  value={form.gradeLevel}
                  onValueChange={(value) =>
                    update(
                      'gradeLevel',
                      gradeLevels.find((grade) => grade === value),
                    )
                  }
                  options={gradeLevels.map((grade) => ({ value: grade, label: gradeLabel(grade) }))}
                  placeholder={t`Select a grade level`}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="student-notes">
                  <Trans>Additional notes</Trans>{' '}
                  <span className="font-normal text-muted-foreground">
                    <Trans>(optional)</Trans>
                  </span>
                </Label>
                <Textarea
                  id="student-notes"
                  rows={4}
                  value={form.additionalNotes}
                  onChange={(event) => update('additionalNotes', event.target.value)}
                />
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => navigate('/students')}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" loading={createStudent.isPending}>
                  <Trans>Add Student</Trans>
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </PageBody>
      <CredentialsDialog credentials={credentials} onDone={() => navigate('/students')} />
    </>
  );
}
