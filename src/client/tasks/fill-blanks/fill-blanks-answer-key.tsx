import { useLingui } from '@lingui/react/macro';
import { textPieces } from '#domain/tasks/fill-blanks/text';
import type { FillBlanksTask } from '#domain/tasks/fill-blanks/types';

const gapNumber = (index: number) => index + 1;

/** The text with each gap filled with its accepted answers, for the teacher's preview. */
export function FillBlanksAnswerKey({ task }: { task: FillBlanksTask }) {
  const { t } = useLingui();
  const pieces = textPieces(task.text);
  const notes = [
    task.wordBank === true ? t`Word bank` : t`Typed answers`,
    ...task.blanks.flatMap((blank, b) => {
      const number = b + 1;
      return blank.caseSensitive === true ? [t`capitals count in gap ${number}`] : [];
    }),
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm leading-relaxed">
        {pieces.map((piece, b) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <span key={b}>
            <span className="whitespace-pre-wrap">{piece}</span>
            {task.blanks[b] ? (
              <mark className="mx-0.5 rounded border border-success bg-success/10 px-1 font-medium text-foreground">
                <span className="sr-only">{t`Gap ${gapNumber(b)}:`} </span>
                {task.blanks[b].answers.join(' / ')}
              </mark>
            ) : null}
          </span>
        ))}
      </p>
      <p className="text-xs text-muted-foreground">{notes.join(t`; `)}</p>
    </div>
  );
}
