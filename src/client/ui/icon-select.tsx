import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * An icon button that opens a choice list: the browser's own select laid invisibly over the icon.
 * The platform draws the list (a sheet on phones, a menu on desktops), handles the keyboard and
 * tells screen readers the choice, with no menu code to download. `label` names the control and
 * the current choice ("Theme: Dark").
 */
export function IconSelect<Value extends string>({
  label,
  icon: Icon,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  icon: LucideIcon;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <span
      title={label}
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-muted text-foreground transition-colors hover:bg-card',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
      <select
        aria-label={label}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
