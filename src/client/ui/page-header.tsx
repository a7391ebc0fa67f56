import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, GraduationCap, KeyRound, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLogout } from '../api/logout';
import { useSession } from '../api/session';
import { cn } from '../lib/cn';
import { Button, buttonClasses } from './button';
import { useAccountLocale } from '../i18n/account-locale';
import { LanguageMenu } from './language-menu';
import { ThemeMenu } from './theme-menu';
import { TextSizeMenu } from './text-size-menu';
import { ThemeSwitch } from './theme-switch';

/** Props of the shared header (spec: a title, an optional back button, Teacher Login, Logout). */
export interface PageHeaderProps {
  title: ReactNode;
  /** Where the back button goes; no back button without it. */
  backHref?: string;
  /** Accessible name of the back button. */
  backLabel?: string;
  /** Extra controls placed before the theme switch. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The shared header: back button, title, theme switch, then a 'Teacher Login' link for signed-out
 * visitors or a Logout button for signed-in users. Long titles wrap rather than being cut short.
 */
export function PageHeader({ title, backHref, backLabel, actions, className }: PageHeaderProps) {
  const { t } = useLingui();
  const session = useSession();
  const keepLocale = useAccountLocale(session.data);
  const { logout, isPending } = useLogout();
  const status = session.data?.status;
  const signedIn = status === 'student' || status === 'teacher' || status === 'frozen';
  const username =
    status === 'student' || status === 'teacher' ? (session.data?.user.username ?? null) : null;
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75',
        className,
      )}
    >
      {/*
        On a phone the header is one row of at most 56 px: the title keeps at least 6rem and is cut
        with an ellipsis (the page shows it again below), Logout shows its icon only, and the theme
        switch folds into a compact menu. Only at the largest text sizes, where the controls no longer
        fit beside 6rem of title, do they wrap onto a second row rather than run off the screen. From
        the small breakpoint up, a long title wraps onto several lines instead of being cut.
      */}
      <div className="mx-auto flex min-h-[55px] max-w-6xl flex-wrap items-center gap-x-1.5 gap-y-1 px-3 py-2 sm:min-h-16 sm:gap-x-3 sm:px-6 sm:py-2.5">
        <div className="flex min-w-0 flex-[1_1_6rem] items-center gap-1.5 sm:flex-[1_1_10rem] sm:gap-3">
          {backHref ? (
            <Link
              href={backHref}
              aria-label={backLabel ?? t`Back`}
              className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), 'shrink-0')}
            >
              <ArrowLeft className="size-5" aria-hidden />
            </Link>
          ) : (
            <GraduationCap className="size-6 shrink-0 text-primary" aria-hidden />
          )}
          <h1
            title={typeof title === 'string' ? title : undefined}
            className="min-w-0 flex-1 truncate text-base leading-snug font-semibold sm:text-xl sm:break-words sm:text-balance sm:whitespace-normal"
          >
            {title}
          </h1>
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-3">
          {actions}
          <div className="flex sm:hidden">
            <ThemeMenu />
          </div>
          <div className="hidden sm:flex">
            <ThemeSwitch />
          </div>
          <LanguageMenu onChosen={keepLocale} />
          <TextSizeMenu username={username} />
          {status === 'student' || status === 'teacher' ? (
            <Link
              href="/change-password"
              aria-label={t`Change password`}
              title={t`Change password`}
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <KeyRound className="size-4" aria-hidden />
            </Link>
          ) : null}
          {session.isPending ? null : signedIn ? (
            <Button variant="outline" size="sm" onClick={() => void logout()} loading={isPending}>
              {isPending ? null : <LogOut className="size-4" aria-hidden />}
              <span className="sr-only sm:not-sr-only">
                <Trans>Logout</Trans>
              </span>
            </Button>
          ) : (
            <Link href="/teacher/login" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <Trans>Teacher Login</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

/** The page body under a PageHeader: centred, padded, readable width. */
export function PageBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cn('outline-none mx-auto w-full min-w-0 max-w-6xl px-4 py-6 sm:px-6 sm:py-8', className)}
    >
      {children}
    </main>
  );
}
