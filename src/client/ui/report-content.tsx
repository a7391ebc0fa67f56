import { assertNever } from '#domain/assert-never';
import { type InlineRun, parseReportContent, type ReportBlock } from '#domain/reports/content';
import { Languages } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '../lib/cn';

/** The inline runs of one line: text, bold and italic, always as text nodes. */
function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        // The runs of a line never reorder, so their position is a stable key.
        const key = `${index}-${run.kind}`;
        if (run.kind === 'bold') return <strong key={key}>{run.text}</strong>;
        if (run.kind === 'italic') return <em key={key}>{run.text}</em>;
        return <span key={key}>{run.text}</span>;
      })}
    </>
  );
}

const headingClasses: Record<1 | 2 | 3 | 4 | 5 | 6, string> = {
  1: 'text-2xl font-bold',
  2: 'text-xl font-semibold',
  3: 'text-lg font-semibold',
  4: 'text-base font-semibold',
  5: 'text-base font-medium',
  6: 'text-sm font-medium uppercase tracking-wide',
};

function Block({ block, headingOffset }: { block: ReportBlock; headingOffset: number }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h2';
      return (
        <Tag className={cn('mt-3 leading-tight text-foreground first:mt-0', headingClasses[block.level])}>
          <Runs runs={block.runs} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="leading-relaxed">
          {block.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a parsed paragraph have no identity but their order.
            <span key={index}>
              {index > 0 ? <br /> : null}
              <Runs runs={line} />
            </span>
          ))}
        </p>
      );
    case 'translation':
      return (
        <p
          lang="zh"
          data-block="translation"
          className="flex gap-2 rounded-lg border-l-4 border-primary/60 bg-secondary/60 px-3 py-2 leading-relaxed text-secondary-foreground"
        >
          <Languages className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <Runs runs={block.runs} />
          </span>
        </p>
      );
    case 'bullet-list':
    case 'numbered-list': {
      const List = block.kind === 'bullet-list' ? 'ul' : 'ol';
      return (
        <List
          className={cn(
            'flex flex-col gap-1 pl-6 marker:text-primary',
            block.kind === 'bullet-list' ? 'list-disc' : 'list-decimal',
          )}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of a parsed list have no identity but their order.
            <li key={index} className="leading-relaxed">
              <Runs runs={item} />
            </li>
          ))}
        </List>
      );
    }
    default:
      return assertNever(block);
  }
}

/**
 * A lesson report's content rendered from the domain's document tree (spec section 2: markers removed,
 * [ICON: name] as emoji, Chinese lines as translation paragraphs, headings, bold, italics and lists).
 * Everything is rendered as text nodes, never as HTML. `headingOffset` shifts heading levels under
 * the page's own headings (a '#' line becomes an h2 by default).
 */
export function ReportContent({
  content,
  className,
  headingOffset = 1,
}: {
  content: string;
  className?: string;
  headingOffset?: number;
}) {
  // Parsed once per content (in time linear in its length), not again on every render of the page.
  const blocks = useMemo(() => parseReportContent(content), [content]);
  return (
    <div className={cn('flex flex-col gap-3 break-words text-foreground', className)}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are re-parsed whenever the content changes; their order is their identity.
        <Block key={index} block={block} headingOffset={headingOffset} />
      ))}
    </div>
  );
}
