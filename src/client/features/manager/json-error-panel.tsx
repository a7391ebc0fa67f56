import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../ui/button';
import { locateJsonError, offeredJsonFixes } from './json-problems';

/** Characters of the offending line shown either side of the column, for very long lines. */
const around = 60;

/** The part of a long line around the column, with the column's place in that part. */
function excerpt(lineText: string, column: number): { text: string; caret: number } {
  if (lineText.length <= around * 2) return { text: lineText, caret: column - 1 };
  const start = Math.max(0, column - 1 - around);
  const end = Math.min(lineText.length, column - 1 + around);
  const head = start > 0 ? '…' : '';
  return {
    text: `${head}${lineText.slice(start, end)}${end < lineText.length ? '…' : ''}`,
    caret: column - 1 - start + head.length,
  };
}

/**
 * Beside the JSON box while its text does not parse: the line and column where it stops being
 * JSON and why, the line itself with a mark under the place, and a button for each one-click fix
 * that applies (curly quotes, trailing commas).
 */
export function JsonErrorPanel({ text, onFix }: { text: string; onFix: (fixed: string) => void }) {
  const { t, i18n } = useLingui();
  // The scan words its findings in the current language, so it runs again when that changes.
  const locale = i18n.locale;
  const place = useMemo(() => (locale ? locateJsonError(text) : null), [text, locale]);
  const fixes = useMemo(() => offeredJsonFixes(text), [text]);
  if (place === null) return null;
  const shown = excerpt(place.lineText.replace(/\t/g, ' '), place.column);
  return (
    <section
      aria-label={t`Where the JSON stops`}
      data-testid="json-error-place"
      className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
    >
      <p className="font-medium text-destructive">
        <Trans>
          Line {place.line}, column {place.column}: {place.message}
        </Trans>
      </p>
      <pre className="overflow-x-auto rounded bg-card px-2 py-1 font-mono text-xs leading-snug text-foreground">
        <span className="select-none text-muted-foreground">{place.line} | </span>
        {shown.text}
        {'\n'}
        <span aria-hidden className="select-none text-destructive">
          {' '.repeat(String(place.line).length + 3 + shown.caret)}^
        </span>
      </pre>
      {fixes.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {fixes.map((fix) => (
            <Button
              key={fix.id}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onFix(fix.apply(text))}
            >
              <Wrench aria-hidden className="size-4" />
              {i18n._(fix.label)}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
