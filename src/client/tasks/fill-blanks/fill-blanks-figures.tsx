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
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <p className="text-sm font-medium">Gaps and the wrong answers given most</p>
      <ol className="flex flex-col gap-3">
        {blanks.map((row) => (
          <li key={row.blank} className="flex flex-col gap-1 text-sm">
            <p>
              <span className="font-medium">Gap {row.blank + 1}</span> “{row.answer}”: right for {row.right}{' '}
              of {row.answered}, first time for {row.rightFirstTry}
            </p>
            {row.wrongAnswers.length === 0 ? (
              <p className="text-xs text-muted-foreground">No wrong answers.</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5" aria-label={`Wrong answers in gap ${row.blank + 1}`}>
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
        ))}
      </ol>
    </div>
  );
}
