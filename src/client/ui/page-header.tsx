import { ArrowLeft, GraduationCap, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLogout, useSession } from '../api/session';
import { cn } from '../lib/cn';
import { Button, buttonClasses } from './button';
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
 * visitors or a Logout button for signed-in users.
 */
export function PageHeader({ title, backHref, backLabel = 'Back', actions, className }: PageHeaderProps) {
  const session = useSession();
  const { logout, isPending } = useLogout();
  const status = session.data?.status;
  const signedIn = status === 'student' || status === 'teacher' || status === 'frozen';
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75',
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        {backHref ? (
          <Link
            href={backHref}
            aria-label={backLabel}
            className={buttonClasses({ variant: 'ghost', size: 'icon' })}
          >
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
        ) : (
          <GraduationCap className="size-6 shrink-0 text-primary" aria-hidden />
        )}
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold sm:text-xl">{title}</h1>
        {actions}
        <div className="hidden sm:block">
          <ThemeSwitch />
        </div>
        {session.isPending ? null : signedIn ? (
          <Button variant="outline" size="sm" onClick={() => void logout()} loading={isPending}>
            {isPending ? null : <LogOut className="size-4" aria-hidden />}
            <span>Logout</span>
          </Button>
        ) : (
          <Link href="/teacher/login" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Teacher Login
          </Link>
        )}
      </div>
      <div className="flex justify-end px-4 pb-2 sm:hidden">
        <ThemeSwitch />
      </div>
    </header>
  );
}

/** The page body under a PageHeader: centred, padded, readable width. */
export function PageBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8', className)}>{children}</main>
  );
}
