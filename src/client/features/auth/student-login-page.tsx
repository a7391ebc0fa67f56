import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useStudentLogin } from '../../api/session';
import { buttonClasses } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { isFrozenLoginFailure, loginFailureText } from './login-failure';
import { LoginForm } from './login-form';

/** Student sign-in at / and /student/login. */
export function StudentLoginPage() {
  const [, setLocation] = useLocation();
  const login = useStudentLogin();
  const { t } = useLingui();
  return (
    <AuthLayout
      heading={t`Welcome back`}
      subheading={t`Tailor-made content, only for you`}
      footer={
        <Link href="/teacher/login" className={buttonClasses({ variant: 'ghost' })}>
          <Trans>Teacher Login →</Trans>
        </Link>
      }
    >
      <LoginForm
        withRememberMe
        extra={<ForgotPasswordDialog />}
        pending={login.isPending}
        onSubmit={(body) =>
          login.mutate(body, {
            onSuccess: (user) => setLocation(user.isFrozen ? '/frozen' : '/dashboard'),
            onError: (error) => {
              if (isFrozenLoginFailure(error)) {
                setLocation('/frozen');
                return;
              }
              toast({ title: t`Login failed`, description: loginFailureText(error), variant: 'destructive' });
            },
          })
        }
      />
    </AuthLayout>
  );
}
