import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useTeacherLogin } from '../../api/session';
import { buttonClasses } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { AuthLayout } from './auth-layout';
import { loginFailureText } from './login-failure';
import { LoginForm } from './login-form';

/** Teacher login at /teacher/login. */
export function TeacherLoginPage() {
  const [, setLocation] = useLocation();
  const login = useTeacherLogin();
  const { t } = useLingui();
  return (
    <AuthLayout
      heading={t`Teacher Login`}
      subheading={t`Manage your students, homework and lesson reports.`}
      footer={
        <Link href="/student/login" className={buttonClasses({ variant: 'ghost' })}>
          <Trans>← Student sign-in</Trans>
        </Link>
      }
    >
      <LoginForm
        requiredAttributes
        pending={login.isPending}
        onSubmit={(body) =>
          login.mutate(body, {
            onSuccess: () => setLocation('/teacher/dashboard'),
            onError: (error) =>
              toast({ title: t`Login failed`, description: loginFailureText(error), variant: 'destructive' }),
          })
        }
      />
    </AuthLayout>
  );
}
