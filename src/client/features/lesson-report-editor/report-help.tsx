/** The markers a lesson report understands, as shown to the teacher beside the editor. */
export function ReportHelp() {
  const code = 'rounded bg-muted px-1 py-0.5 font-mono text-xs';
  return (
    <details className="rounded-xl border border-border bg-card px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium">Formatting help</summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 leading-relaxed text-muted-foreground">
        <li>
          <code className={code}>=== REPORT START ===</code>, <code className={code}>=== REPORT END ===</code>{' '}
          and <code className={code}>Chinese Translation:</code> are removed from what the student sees.
        </li>
        <li>
          <code className={code}># Heading</code>, <code className={code}>## Smaller heading</code> start a
          section.
        </li>
        <li>
          <code className={code}>- item</code> makes a bulleted list; <code className={code}>1. item</code> a
          numbered one.
        </li>
        <li>
          <code className={code}>**bold**</code> and <code className={code}>*italic*</code> emphasise words.
        </li>
        <li>
          <code className={code}>[ICON: name]</code> becomes an emoji, e.g.{' '}
          <code className={code}>[ICON: star]</code>.
        </li>
        <li>A line with Chinese text becomes a translation paragraph.</li>
      </ul>
    </details>
  );
}
