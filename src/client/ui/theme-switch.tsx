import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Descriptor } from '../i18n/translator';
import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { type ThemeChoice, useTheme } from '../lib/theme';

/** The three theme choices with their names and icons, in menu order. */
export const themeChoices = [
  { value: 'light', label: msg`Light`, icon: Sun },
  { value: 'dark', label: msg`Dark`, icon: Moon },
  { value: 'system', label: msg`System`, icon: Monitor },
] as const satisfies ReadonlyArray<{ value: ThemeChoice; label: Descriptor; icon: typeof Sun }>;

/** A three-way light / dark / system switch; `showLabels` writes the names beside the icons. */
export function ThemeSwitch({ showLabels = false, className }: { showLabels?: boolean; className?: string }) {
  const { t, i18n } = useLingui();
  const { theme, setTheme } = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label={t`Theme`}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-lg border border-border bg-muted p-0.5',
        className,
      )}
    >
      {themeChoices.map(({ value, label: name, icon: Icon }) => {
        const active = theme === value;
        const label = i18n._(name);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a styled segmented control; radio semantics via role.
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={active}
            aria-label={showLabels ? undefined : t`${label} theme`}
            title={t`${label} theme`}
            onClick={() => setTheme(value)}
            className={cn(
              'inline-flex h-8 items-center justify-center gap-1.5 rounded-md text-sm transition-colors',
              showLabels ? 'px-3' : 'w-8',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              active
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:bg-card hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {showLabels ? label : null}
          </button>
        );
      })}
    </div>
  );
}
