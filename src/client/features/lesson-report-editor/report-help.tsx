import { Trans } from '@lingui/react/macro';
/** The markers a lesson report understands, as shown to the teacher beside the editor. */
export function ReportHelp() {
  const code = 'rounded bg-muted px-1 py-0.5 font-mono text-xs';
  // i18n-exempt: the markers themselves, typed as they are in any language
  const [start, end, translation] = ['=== REPORT START ===', '=== REPORT END ===', 'Chinese Translation:'];
  // i18n-exempt: the markers themselves
  const [heading, smaller, bullet, numbered] = ['# Heading', '## Smaller heading', '- item', '1. item'];
  // i18n-exempt: the markers themselves
  const [bold, italic, icon, star] = ['**bold**', '*italic*', '[ICON: name]', '[ICON: star]'];
  return (
    <details className="rounded-xl border border-border bg-card px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium">
        <Trans>Formatting help</Trans>
      </summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 leading-relaxed text-muted-foreground">
        {/* The markers in <code> are what the tutor types, so they stay as they are in every language. */}
        <li>
          <Trans>
            <code className={code}>{start}</code>, <code className={code}>{end}</code> and{' '}
            <code className={code}>{translation}</code> are removed from what the student sees.
          </Trans>
        </li>
        <li>
          <Trans>
            <code className={code}>{heading}</code>, <code className={code}>{smaller}</code> start a section.
          </Trans>
        </li>
        <li>
          <Trans>
            <code className={code}>{bullet}</code> makes a bulleted list;{' '}
            <code className={code}>{numbered}</code> a numbered one.
          </Trans>
        </li>
        <li>
          <Trans>
            <code className={code}>{bold}</code> and <code className={code}>{italic}</code> emphasise words.
          </Trans>
        </li>
        <li>
          <Trans>
            <code className={code}>{icon}</code> becomes an emoji, e.g. <code className={code}>{star}</code>.
          </Trans>
        </li>
        <li>
          <Trans>A line with Chinese text becomes a translation paragraph.</Trans>
        </li>
      </ul>
    </details>
  );
}
