import { t } from '@lingui/core/macro';
import { Check } from 'lucide-react';
import { isBlankDone, isBlankRight, maxAnswerLength } from '#domain/tasks/fill-blanks/engine';
import type { BlankTry, FillBlanksTask } from '#domain/tasks/fill-blanks/types';
import { cn } from '../../lib/cn';
import { gapClasses, gapTone, shownAnswer } from './gap-feedback';

/**
 * A gap that is over, or any gap in review: the right answer given (with a tick), or the answer
 * the key shows after the student's last text struck through.
 */
export function GapText({
  task,
  blank,
  tries,
  review = false,
}: {
  task: FillBlanksTask;
  blank: number;
  tries: readonly BlankTry[];
  review?: boolean;
}) {
  const right = tries.find((tried) => tried.verdict === 'right');
  const last = tries.at(-1)?.text;
  const number = blank + 1;
  const label = t`Gap ${number}`;
  if (right)
    return (
      <span className={cn(gapClasses('right'), 'mx-1 gap-1')} data-track={`gap:${blank}`}>
        <span className="sr-only">{label}: </span>
        {right.text}
        <Check className="size-4 text-success" aria-label={t`correct`} />
      </span>
    );
  if (!review && !isBlankDone(tries)) return null;
  return (
    <span className={cn(gapClasses('closed'), 'mx-1 gap-2')} data-track={`gap:${blank}`}>
      <span className="sr-only">{label}: </span>
      {last ? (
        <s className="text-destructive">
          <span className="sr-only">{`${t`your answer`} `}</span>
          {last}
        </s>
      ) : (
        <span className="sr-only">{`${t`no answer;`} `}</span>
      )}
      <span>
        <span className="sr-only">{`${t`the answer is`} `}</span>
        {shownAnswer(task, blank)}
      </span>
    </span>
  );
}

/** A gap typed into: Enter checks it; it grows with its text and fits a phone's width. */
export function TypedGap({
  task,
  blank,
  tries,
  value,
  pending,
  onChange,
  onSubmit,
}: {
  task: FillBlanksTask;
  blank: number;
  tries: readonly BlankTry[];
  value: string;
  pending: boolean;
  onChange: (text: string) => void;
  onSubmit: () => void;
}) {
  if (isBlankDone(tries) || isBlankRight(tries)) return <GapText task={task} blank={blank} tries={tries} />;
  const tone = gapTone(tries);
  const number = blank + 1;
  const name =
    tone === 'near'
      ? t`Gap ${number}, almost: check the spelling`
      : tone === 'wrong'
        ? t`Gap ${number}, wrong`
        : t`Gap ${number}`;
  return (
    <input
      type="text"
      aria-label={name}
      aria-invalid={tone === 'wrong' || tone === 'near' ? true : undefined}
      data-track={`gap:${blank}`}
      value={value}
      maxLength={maxAnswerLength}
      size={Math.max(6, Math.min(30, value.length + 2))}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="done"
      readOnly={pending}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSubmit();
        }
      }}
      className={cn(
        gapClasses(tone),
        'mx-1 py-1 leading-normal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pending && 'opacity-70',
      )}
    />
  );
}
