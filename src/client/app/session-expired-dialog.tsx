import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginBody } from '#contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { errorSentence } from '../api/error-sentence';
import { type Session, sessionQueryKey, useStudentLogin, useTeacherLogin } from '../api/session';
import { LoginForm } from '../features/auth/login-form';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';

/** The dialog's title and the sentence under it, in English (i18n-exempt: shown through t below). */
export const sessionExpiredTitle = 'You were signed out'; // i18n-exempt
export const sessionExpiredText = 'Your answers are saved. Sign in again to go on where you were.'; // i18n-exempt

/** The dialog for whoever the page thought was signed in; nothing for a page nobody was signed in to. */
export function SessionExpired() {
  // Read, not watched: asking the server now would only find the session gone and hide the offer.
  const session = useQueryClient().getQueryData<Session>(sessionQueryKey);
  // A sign-in screen's own check found nobody: there is nothing to go back to.
  if (!session || (session.status !== 'student' && session.status !== 'teacher')) return null;
  return <SessionExpiredDialog who={session.status} username={session.user.username} />;
}

/**
 * Sign in again without leaving the page. The same person goes on where they were: every query is
 * asked again and the answers that waited are sent. Someone else signing in on this computer starts
 * afresh on their own dashboard, so nothing of the first person's page stays on screen.
 */
export function SessionExpiredDialog({ who, username }: { who: 'student' | 'teacher'; username: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const studentLogin = useStudentLogin();
  const teacherLogin = useTeacherLogin();
  const login = who === 'student' ? studentLogin : teacherLogin;
  const home = who === 'student' ? '/dashboard' : '/teacher/dashboard';

  async function signIn(body: LoginBody) {
    // The sign-in closes this dialog as it succeeds (the page is signed in again), so what follows
    // runs after the await, not in a callback of the unmounted dialog.
    let user: { username: string };
    try {
      user = await login.mutateAsync(body);
    } catch {
      return; // Shown in the dialog from the mutation's error.
    }
    if (user.username !== username) {
      window.location.assign(home);
      return;
    }
    void queryClient.invalidateQueries();
  }

  return (
    <AlertDialog open>
      <AlertDialogContent
        aria-describedby="session-expired-text"
        onEscapeKeyDown={(event) => event.preventDefault()}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <LogIn aria-hidden className="size-5 text-primary" />
            {t`You were signed out`}
          </AlertDialogTitle>
          <AlertDialogDescription id="session-expired-text">
            {t`Your answers are saved. Sign in again to go on where you were.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <LoginForm onSubmit={(body) => void signIn(body)} pending={login.isPending} />
        {login.isError ? (
          <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {errorSentence(login.error, t`Those details did not work. Please try again.`)}
          </p>
        ) : null}
        <a href={who === 'student' ? '/' : '/teacher/login'} className="text-sm text-primary underline">
          <Trans>Go to the sign-in page instead</Trans>
        </a>
      </AlertDialogContent>
    </AlertDialog>
  );
}
