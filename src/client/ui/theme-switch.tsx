import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { type ThemeChoice, useTheme } from '../lib/theme';

/** The three theme choices with their names and icons, in menu order. */
export const themeChoices = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
] as const satisfies ReadonlyArray<{ value: ThemeChoice; label: string; icon: typeof Sun }>;

/** A three-way light / dark / system switch; `showLabels` writes the names beside the icons. */
export function ThemeSwitch({ showLabels = false, className }: { showLabels?: boolean; className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cn(
        'inline-flex items-center gap-0.5 rounded-lg border border-border bg-muted p-0.5',
        className,
      )}
    >
      {themeChoices.map(({ value, label, icon: Icon }) => {
        const active = theme === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a styled segmented control; radio semantics via role.
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={active}
            aria-label={showLabels ? undefined : `${label} theme`}
            title={`${label} theme`}
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
