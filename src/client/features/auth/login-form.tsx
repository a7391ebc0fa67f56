import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginBody } from '#contract/auth';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/use-toast';

/** Props of the sign-in form shared by the student and teacher pages. */
export interface LoginFormProps {
  /** Sends the credentials; called only when both fields are filled. */
  onSubmit: (body: LoginBody) => void;
  pending: boolean;
  /** Shows the 'Remember me' checkbox (student sign-in). */
  withRememberMe?: boolean;
  /** Sets the required attribute on both inputs (teacher login). */
  requiredAttributes?: boolean;
  /** Rendered beside 'Remember me' (the 'Forgot password?' button). */
  extra?: ReactNode;
}

/** Username-or-email and password fields with the spec's validation toast (section 5). */
export function LoginForm({
  onSubmit,
  pending,
  withRememberMe = false,
  requiredAttributes = false,
  extra,
}: LoginFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);

  // The "required" toast of an earlier try, taken down once both fields are filled: it would
  // otherwise stay on the dashboard after the sign-in it no longer applies to.
  const required = useRef<{ dismiss: () => void } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      required.current = toast({
        title: t`Username and password required`,
        description: t`Please enter your credentials`,
      });
      return;
    }
    required.current?.dismiss();
    required.current = null;
    onSubmit({ username: username.trim(), password, rememberMe });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label={t`Sign in`}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-username`}>
          <Trans>Username or email</Trans>
        </Label>
        <Input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t`Your username or email`}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required={requiredAttributes}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>
          <Trans>Password</Trans>
        </Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t`Your password`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required={requiredAttributes}
        />
      </div>
      {withRememberMe || extra ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {withRememberMe ? (
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-remember`} checked={rememberMe} onCheckedChange={setRememberMe} />
              <Label htmlFor={`${id}-remember`} className="font-normal">
                <Trans>Remember me</Trans>
              </Label>
            </div>
          ) : (
            <span />
          )}
          {extra}
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? t`Signing in...` : t`Sign In`}
      </Button>
    </form>
  );
}
