import { textPieces } from '#domain/tasks/fill-blanks/text';
import type { FillBlanksTask } from '#domain/tasks/fill-blanks/types';

/** The text with each gap filled with its accepted answers, for the teacher's preview. */
export function FillBlanksAnswerKey({ task }: { task: FillBlanksTask }) {
  const pieces = textPieces(task.text);
  const notes = [
    task.wordBank === true ? 'Word bank' : 'Typed answers',
    ...task.blanks.flatMap((blank, b) =>
      blank.caseSensitive === true ? [`capitals count in gap ${b + 1}`] : [],
    ),
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
                <span className="sr-only">Gap {b + 1}: </span>
                {task.blanks[b].answers.join(' / ')}
              </mark>
            ) : null}
          </span>
        ))}
      </p>
      <p className="text-xs text-muted-foreground">{notes.join('; ')}</p>
    </div>
  );
}
