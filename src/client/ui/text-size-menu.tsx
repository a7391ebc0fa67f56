import * as SelectPrimitive from '@radix-ui/react-select';
import { ALargeSmall } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '../lib/cn';
import { applyTextSize, type TextSize, textSizes, useTextSize } from '../lib/text-size';
import { SelectContent, SelectItem } from './select';

/**
 * The text size menu of a signed-in user (normal, large, extra large), remembered per user. Signed
 * out (no username), the page goes back to the normal size.
 */
export function TextSizeMenu({ username }: { username: string | null }) {
  const { size, setSize } = useTextSize(username);
  useEffect(() => {
    applyTextSize(size);
  }, [size]);
  if (!username) return null;
  const current = textSizes.find((s) => s.value === size) ?? textSizes[0];
  return (
    <SelectPrimitive.Root value={size} onValueChange={(value) => setSize(value as TextSize)}>
      <SelectPrimitive.Trigger
        aria-label={`Text size: ${current?.label ?? ''}`}
        title={`Text size: ${current?.label ?? ''}`}
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-muted text-foreground transition-colors hover:bg-card',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        )}
      >
        <ALargeSmall className="size-4" aria-hidden />
      </SelectPrimitive.Trigger>
      <SelectContent align="end" className="min-w-44">
        {textSizes.map(({ value, label }) => (
          <SelectItem key={value} value={value}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </SelectPrimitive.Root>
  );
}
