import { Trans } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../ui/button';

/**
 * A reminder on the dashboard while the student still signs in with the temporary password their
 * teacher gave them: their teacher knows it, so they are asked to choose their own, one tap away.
 * It never blocks the dashboard; it goes once the server says the password is their own.
 */
export function TemporaryPasswordBanner({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <section
      aria-labelledby="temporary-password-title"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-warning/60 bg-warning/12 p-4 sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-warning/25 text-warning-foreground dark:text-warning">
        <KeyRound className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 basis-52 flex-col gap-1">
        <h2 id="temporary-password-title" className="text-base font-semibold">
          <Trans>Choose your own password</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            You are signing in with the temporary password from your teacher. Pick one that only you know.
          </Trans>
        </p>
      </div>
      {/* The label may wrap: at the largest text size on a narrow phone it is wider than the screen. */}
      <Link
        href="/change-password"
        className={buttonClasses({
          size: 'lg',
          className: 'h-auto min-h-11 max-w-full py-2 text-center whitespace-normal',
        })}
      >
        <Trans>Choose my password</Trans>
      </Link>
    </section>
  );
}
