import * as SelectPrimitive from '@radix-ui/react-select';
import { type ThemeChoice, useTheme } from '../lib/theme';
import { cn } from '../lib/cn';
import { SelectContent, SelectItem } from './select';
import { themeChoices } from './theme-switch';

const isThemeChoice = (value: string): value is ThemeChoice =>
  themeChoices.some((choice) => choice.value === value);

/**
 * The theme switch folded into one icon button with a light / dark / system menu, for narrow headers
 * where the three-way switch would squeeze the page title.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const current = themeChoices.find((choice) => choice.value === theme) ?? themeChoices[2];
  const CurrentIcon = current.icon;
  return (
    <SelectPrimitive.Root value={theme} onValueChange={(value) => isThemeChoice(value) && setTheme(value)}>
      <SelectPrimitive.Trigger
        aria-label={`Theme: ${current.label}`}
        title={`Theme: ${current.label}`}
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-muted text-foreground transition-colors hover:bg-card',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          className,
        )}
      >
        <CurrentIcon className="size-4" aria-hidden />
      </SelectPrimitive.Trigger>
      <SelectContent align="end" className="min-w-36">
        {themeChoices.map(({ value, label, icon: Icon }) => (
          <SelectItem key={value} value={value}>
            <span className="inline-flex items-center gap-2">
              <Icon className="size-4" aria-hidden />
              {label}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </SelectPrimitive.Root>
  );
}
