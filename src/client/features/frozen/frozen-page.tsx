import { Trans } from '@lingui/react/macro';
import { Hourglass, LogOut } from 'lucide-react';
import { useLogout } from '../../api/logout';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LanguageMenu } from '../../ui/language-menu';
import { ThemeSwitch } from '../../ui/theme-switch';

/** The only screen a frozen student sees. */
export function FrozenPage() {
  const { logout, isPending } = useLogout();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="outline-none relative flex min-h-dvh items-center justify-center p-4 sm:p-6"
    >
      <div className="absolute top-4 right-4 flex items-center gap-2">
        <LanguageMenu />
        <ThemeSwitch />
      </div>
      <Card className="flex w-full max-w-lg flex-col items-center gap-5 p-8 text-center sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-warning/25 text-warning-foreground dark:text-warning">
          <Hourglass className="size-7" aria-hidden />
        </span>
        <p className="text-base leading-relaxed text-muted-foreground" data-testid="frozen-message">
          <Trans>
            <strong className="mb-2 block text-2xl font-bold text-foreground">Please Wait.</strong> We are
            working on your page. Please contact your teacher for more information. Your account access has
            been temporarily restricted.
          </Trans>
        </p>
        <Button variant="outline" onClick={() => void logout()} loading={isPending}>
          {isPending ? null : <LogOut className="size-4" aria-hidden />}
          <Trans>Logout</Trans>
        </Button>
      </Card>
    </main>
  );
}
