import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { loadTexts } from '../../i18n/locale';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { Button } from '../../ui/button';

// The dialog (Radix Dialog with its focus trap and scroll lock) is not part of the sign-in screen's
// first download, which must be small for a phone: it is fetched once the page is idle, or at once
// when the student points at or focuses the link.
const message = onDemand(() =>
  Promise.all([import('./forgot-password-message'), loadTexts('signed-out')]).then(([module]) => module),
);

/** 'Forgot password?': tells the student to ask their teacher for a reset. */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => message.preloadWhenIdle(), []);
  const loaded = useOnDemand(message, wanted);
  const want = () => setWanted(true);
  return (
    <>
      <Button
        ref={button}
        variant="link"
        size="sm"
        className="h-auto! px-0!"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        <Trans>Forgot password?</Trans>
      </Button>
      {loaded ? (
        <loaded.ForgotPasswordMessage
          open={open}
          onOpenChange={setOpen}
          onClosed={() => button.current?.focus()}
        />
      ) : null}
    </>
  );
}
