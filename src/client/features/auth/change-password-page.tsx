import { Trans, useLingui } from '@lingui/react/macro';
import { postStudentPassword, postTeacherPassword } from '#contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { errorSentence } from '../../api/error-sentence';
import { call } from '../../api/call';
import { isApiError } from '../../api/http';
import { type Session, sessionQueryKey, useSession } from '../../api/session';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PageBody, PageHeader } from '../../ui/page-header';
import { toast } from '../../ui/use-toast';
import { FormAlert } from '../../ui/form-alert';

/** The shortest new password the server accepts. */
const MIN_LENGTH = 8;

/**
 * Change password, for students and teachers. A student who signed in with the temporary password
 * a teacher set lands here first and can go nowhere else until they have chosen their own.
 */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const id = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const [, setLocation] = useLocation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const data = session.data;
  const isTeacher = data?.status === 'teacher';
  const forced = data?.status === 'student' && data.user.mustChangePassword;
  // Still the teacher's temporary password (the dashboard's reminder leads here), forced or not.
  const temporary =
    data?.status === 'student' && (data.user.mustChangePassword || data.user.temporaryPassword);
  const home = isTeacher ? '/teacher/dashboard' : '/dashboard';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (current === '') return setProblem(t`Enter your current password.`);
    if (next.length < MIN_LENGTH)
      return setProblem(t`The new password must be at least ${MIN_LENGTH} characters.`);
    if (next !== repeat) return setProblem(t`The two new passwords are not the same.`);
    if (next === current) return setProblem(t`The new password must differ from the current one.`);
    setProblem(null);
    setPending(true);
    try {
      await call(
        isTeacher ? postTeacherPassword : postStudentPassword,
        {},
        {
          currentPassword: current,
          newPassword: next,
        },
      );
      queryClient.setQueryData<Session>(sessionQueryKey, (old) =>
        old?.status === 'student'
          ? { ...old, user: { ...old.user, mustChangePassword: false, temporaryPassword: false } }
          : old,
      );
      toast({ title: t`Password changed`, description: t`Use your new password next time you sign in.` });
      setLocation(home);
    } catch (error) {
      setProblem(
        isApiError(error) && error.status < 500
          ? errorSentence(error)
          : t`Could not change the password. Try again.`,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="min-h-dvh bg-background">
      <PageHeader
        title={t`Change password`}
        {...(forced ? {} : { backHref: home, backLabel: t`Back to dashboard` })}
      />
      <PageBody className="max-w-lg">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <KeyRound className="size-5" aria-hidden />
            </span>
            <p className="text-sm text-muted-foreground">
              {forced
                ? t`Your teacher gave you a temporary password. Choose your own password to continue.`
                : temporary
                  ? t`Your teacher gave you a temporary password. Choose your own so that only you know it.`
                  : t`Choose a new password. You stay signed in here; other devices are signed out.`}
            </p>
          </div>
          <form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-5"
            aria-label={t`Change password`}
            noValidate
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-current`}>
                {temporary ? t`Temporary password` : t`Current password`}
              </Label>
              <Input
                id={`${id}-current`}
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(event) => setCurrent(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-new`}>
                <Trans>New password</Trans>
              </Label>
              <Input
                id={`${id}-new`}
                type="password"
                autoComplete="new-password"
                aria-describedby={`${id}-hint`}
                value={next}
                onChange={(event) => setNext(event.target.value)}
              />
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                <Trans>At least {MIN_LENGTH} characters.</Trans>
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-repeat`}>
                <Trans>Repeat the new password</Trans>
              </Label>
              <Input
                id={`${id}-repeat`}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
              />
            </div>
            {problem ? <FormAlert>{problem}</FormAlert> : null}
            <Button type="submit" size="lg" className="w-full" loading={pending}>
              {pending ? t`Saving...` : t`Change password`}
            </Button>
          </form>
        </Card>
      </PageBody>
    </div>
  );
}
