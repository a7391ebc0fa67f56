import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { findingSentence } from '../../tasks/finding-sentence';
import type { HomeworkIssue } from './homework-form';

/** The engine's problems (which block saving) or warnings, each with its JSON path. */
export function HomeworkIssueList({
  tone,
  issues,
}: {
  tone: 'problem' | 'warning';
  issues: readonly HomeworkIssue[];
}) {
  const { t } = useLingui();
  if (issues.length === 0) return null;
  const Icon = tone === 'problem' ? CircleAlert : TriangleAlert;
  const count = issues.length;
  const heading =
    tone === 'problem'
      ? plural(count, { one: '# problem to fix before saving', other: '# problems to fix before saving' })
      : plural(count, { one: '# warning', other: '# warnings' });
  return (
    <section
      aria-label={tone === 'problem' ? t`Problems` : t`Warnings`}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        tone === 'problem'
          ? 'border-destructive/40 bg-destructive/10 text-destructive'
          : 'border-warning/60 bg-warning/15 text-foreground',
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <Icon className="size-4 shrink-0" aria-hidden />
        {heading}
      </p>
      {/* A long list scrolls inside its box; the box takes the focus so the keyboard can scroll it. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="mt-1 flex max-h-40 flex-col gap-0.5 overflow-y-auto pl-6 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {issues.map((issue) => (
          <li key={`${issue.path}:${issue.message}`} className="break-words">
            <code className="rounded bg-card/70 px-1 font-mono text-xs">{issue.path}</code>{' '}
            {findingSentence(issue)}
          </li>
        ))}
      </ul>
    </section>
  );
}
