import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Descriptor } from '../../../i18n/translator';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Spinner } from '../../../ui/spinner';

// The form and the shorthand load only when their tab is first opened: the paste-JSON dialog
// stays as light as it was.
const FormEditor = lazy(() => import('./form-editor').then((m) => ({ default: m.FormEditor })));
const ShorthandEditor = lazy(() =>
  import('./shorthand-editor').then((m) => ({ default: m.ShorthandEditor })),
);

type Tab = 'json' | 'form' | 'shorthand';

// The JSON tab is named by the format's name, the same in every language (label null).
const tabs: { id: Tab; label: Descriptor | null }[] = [
  { id: 'json', label: null },
  { id: 'form', label: msg`Form` },
  { id: 'shorthand', label: msg`Shorthand` },
];

/**
 * Three ways to write the same homework: the JSON box (as it always was, and first), a form, and
 * a text shorthand. All three edit the one JSON text, so switching tabs keeps everything.
 */
export function HomeworkEditorTabs({
  json,
  onJsonChange,
  jsonPanel,
  problems,
  focusKey,
}: {
  json: string;
  onJsonChange: (json: string) => void;
  jsonPanel: ReactNode;
  /** Why a save is refused, with each value's path: the form marks those fields. */
  problems?: readonly { path: string; message: string }[];
  /** A new number after a refused save: the form focuses the first refused field. */
  focusKey?: number;
}) {
  const ids = useId();
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<Tab>('json');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs, as a tab list does.
  function keyDown(event: KeyboardEvent, index: number) {
    // i18n-exempt: key names
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setTab((tabs[next] as { id: Tab }).id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={t`How to write the homework`}
        className="flex gap-1 rounded-lg bg-muted p-1"
      >
        {tabs.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${ids}-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls={tab === item.id ? `${ids}-${item.id}-panel` : undefined}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => keyDown(event, index)}
            className={cn(
              'min-h-9 flex-1 rounded-md px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              tab === item.id
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {/* i18n-exempt: the format's own name */}
            {item.label ? i18n._(item.label) : 'JSON'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-${tab}-panel`} aria-labelledby={`${ids}-${tab}-tab`}>
        {tab === 'json' ? (
          jsonPanel
        ) : (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
                <Spinner /> <Trans>Loading…</Trans>
              </p>
            }
          >
            {tab === 'form' ? (
              <FormEditor json={json} onJsonChange={onJsonChange} problems={problems} focusKey={focusKey} />
            ) : (
              <ShorthandEditor json={json} onJsonChange={onJsonChange} onConverted={() => setTab('form')} />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}
