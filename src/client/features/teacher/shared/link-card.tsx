import { ChevronRight } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';

const iconTones = {
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
} as const;

/** A whole-card link with an icon, a title and a line of detail (dashboard quick actions, student detail). */
export function LinkCard({
  href,
  icon: Icon,
  title,
  tone = 'secondary',
  children,
}: {
  href: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  tone?: keyof typeof iconTones;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${iconTones[tone]}`}>
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{children}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}
