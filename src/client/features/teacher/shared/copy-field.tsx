import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/button';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A read-only value (username, temporary password) with a copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const id = useId();
  const lower = label.toLowerCase();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-muted px-3 font-mono text-base sm:text-sm"
        />
        <Button
          variant="outline"
          onClick={async () => setCopied((await copyText(value)) ? 'copied' : 'failed')}
          aria-label={t`Copy ${lower}`}
        >
          {copied === 'copied' ? (
            <Check className="size-4 text-success" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          <span className="hidden sm:inline">{copied === 'copied' ? t`Copied` : t`Copy`}</span>
        </Button>
      </div>
      <p className="min-h-4 text-xs text-muted-foreground" aria-live="polite">
        {copied === 'copied'
          ? t`${label} copied.`
          : copied === 'failed'
            ? t`Copy failed: select the text and copy it.`
            : ''}
      </p>
    </div>
  );
}
