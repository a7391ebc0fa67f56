import { assertNever } from '#domain/assert-never';
import { type InlineRun, parseReportContent, type ReportBlock } from '#domain/reports/content';
import { cn } from '../../lib/cn';

function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        // Runs of one line never reorder, so their position is a stable key.
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

function Block({ block }: { block: ReportBlock }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${Math.min(6, block.level + 1)}` as 'h2';
      return (
        <Tag className={cn('mt-2 leading-tight', headingClasses[block.level])}>
          <Runs runs={block.runs} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="leading-relaxed">
          {block.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a parsed paragraph have no identity but their order.
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
          className="rounded-lg border-l-4 border-primary/60 bg-secondary/50 px-3 py-2 leading-relaxed"
        >
          <Runs runs={block.runs} />
        </p>
      );
    case 'bullet-list':
    case 'numbered-list': {
      const List = block.kind === 'bullet-list' ? 'ul' : 'ol';
      return (
        <List
          className={cn(
            'flex flex-col gap-1 pl-6',
            block.kind === 'bullet-list' ? 'list-disc' : 'list-decimal',
          )}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items of a parsed list have no identity but their order.
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

/** Lesson-report content rendered from the domain's document tree (no raw HTML), as the student reads it. */
export function ReportPreview({ content, className }: { content: string; className?: string }) {
  const blocks = parseReportContent(content);
  return (
    <article className={cn('flex flex-col gap-3 text-foreground', className)}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are re-parsed on every keystroke; their order is their identity.
        <Block key={index} block={block} />
      ))}
    </article>
  );
}
