import { type ReactNode, useEffect } from 'react';
import { loadTexts } from '../../i18n/locale';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { applyTextSize } from '../../lib/root-text-size';
import { Card } from '../../ui/card';
import { GraduationCapMark } from '../../ui/marks';

// The controls come with their texts (the `signed-out` catalogue), just after the page.
const controls = onDemand(() =>
  Promise.all([import('./auth-controls'), loadTexts('signed-out')]).then(([module]) => module),
);

/** The sign-in page frame: a soft background, the brand, a centred card, the language and theme controls. */
export function AuthLayout({
  heading,
  subheading,
  children,
  footer,
}: {
  heading: string;
  subheading: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  // Nobody is signed in here: the page goes back to the normal text size.
  useEffect(() => applyTextSize('normal'), []);
  const loaded = useOnDemand(controls, true);
  return (
    <div className="relative flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-secondary),transparent_60%)]">
      {/* Kept at the controls' height while they load, so nothing below moves when they appear. */}
      <div className="flex min-h-[4.25rem] justify-end p-4">{loaded ? <loaded.AuthControls /> : null}</div>
      <main
        id="main"
        tabIndex={-1}
        className="outline-none flex flex-1 items-start justify-center px-4 pb-10 sm:items-center sm:pb-16"
      >
        <div className="flex w-full max-w-md flex-col gap-6">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-md">
              <GraduationCapMark className="size-8" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
            <p className="text-base text-muted-foreground">{subheading}</p>
          </div>
          <Card className="p-6 sm:p-8">{children}</Card>
          {footer ? <div className="flex justify-center">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
