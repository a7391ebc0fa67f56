import { Trans, useLingui } from '@lingui/react/macro';

/** One gap's figures across the class, as the item analysis sends them. */
export interface BlankFiguresRow {
  blank: number;
  answer: string;
  answered: number;
  right: number;
  rightFirstTry: number;
  wrongAnswers: Array<{ text: string; students: number }>;
}

/**
 * The item analysis of a fill-in-the-blanks task: per gap its answer, how many got it right (and
 * first time), and the wrong answers students gave most, so a tutor sees which words the class mixes
 * up. The numbers are written out; nothing is told by colour alone.
 */
export function FillBlanksFigures({ blanks }: { blanks: readonly BlankFiguresRow[] }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <p className="text-sm font-medium">
        <Trans>Gaps and the wrong answers given most</Trans>
      </p>
      <ol className="flex flex-col gap-3">
        {blanks.map((row) => {
          const number = row.blank + 1;
          const { answer, right, answered, rightFirstTry } = row;
          return (
            <li key={row.blank} className="flex flex-col gap-1 text-sm">
              <p>
                <Trans>
                  <span className="font-medium">Gap {number}</span> “{answer}”: right for {right} of{' '}
                  {answered}, first time for {rightFirstTry}
                </Trans>
              </p>
              {row.wrongAnswers.length === 0 ? (
                <p className="text-xs text-muted-foreground">
                  <Trans>No wrong answers.</Trans>
                </p>
              ) : (
                <ul className="flex flex-wrap gap-1.5" aria-label={t`Wrong answers in gap ${number}`}>
                  {row.wrongAnswers.map((wrong) => (
                    <li
                      key={wrong.text}
                      className="rounded-md border border-border bg-muted px-2 py-0.5 text-xs"
                    >
                      “{wrong.text}” × {wrong.students}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
