import { Trans } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../ui/button';

/** The fallback for unknown paths. */
export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className="outline-none flex min-h-dvh items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Compass className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>The page you are looking for does not exist.</Trans>
        </p>
        <Link href="/" className={buttonClasses()}>
          <Trans>Go to the start page</Trans>
        </Link>
      </div>
    </main>
  );
}
