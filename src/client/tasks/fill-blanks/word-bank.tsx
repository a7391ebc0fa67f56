import { t } from '@lingui/core/macro';
import { bankWords, isBlankDone, isBlankRight } from '#domain/tasks/fill-blanks/engine';
import { normaliseAnswer } from '#domain/tasks/fill-blanks/text';
import type { BlankTry, FillBlanksState, FillBlanksTask } from '#domain/tasks/fill-blanks/types';
import { cn } from '../../lib/cn';
import { chipClasses } from '../sequence/chip-styles';
import { gapClasses, gapTone } from './gap-feedback';
import { GapText } from './gaps';

/** A gap of a word-bank task: a button that chooses it (the next tapped word goes there). */
export function BankGap({
  task,
  blank,
  tries,
  selected,
  pending,
  onSelect,
}: {
  task: FillBlanksTask;
  blank: number;
  tries: readonly BlankTry[];
  selected: boolean;
  pending: boolean;
  onSelect: () => void;
}) {
  if (isBlankDone(tries)) return <GapText task={task} blank={blank} tries={tries} />;
  const tone = gapTone(tries);
  const last = tries.at(-1)?.text;
  const number = blank + 1;
  const name = last
    ? selected
      ? t`Gap ${number}, ${last} was wrong, chosen`
      : t`Gap ${number}, ${last} was wrong`
    : selected
      ? t`Gap ${number}, empty, chosen`
      : t`Gap ${number}, empty`;
  return (
    <button
      type="button"
      data-track={`gap:${blank}`}
      aria-pressed={selected}
      aria-label={name}
      onClick={onSelect}
      className={cn(
        gapClasses(tone),
        'mx-1 justify-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected && 'ring-2 ring-primary ring-offset-2 ring-offset-muted',
        pending && 'opacity-70',
      )}
    >
      {pending ? '…' : last ? <s>{last}</s> : <span aria-hidden>{'\u00A0'.repeat(6)}</span>}
    </button>
  );
}

/**
 * How many times each word of the bank is used up: placed right in a gap. A word listed twice
 * (two gaps take "the") can be placed twice.
 */
function usedWords(state: FillBlanksState): Map<string, number> {
  const used = new Map<string, number>();
  for (const tries of state.blanks) {
    const right = tries.find((tried) => tried.verdict === 'right');
    if (!right || !isBlankRight(tries)) continue;
    const key = normaliseAnswer(right.text);
    used.set(key, (used.get(key) ?? 0) + 1);
  }
  return used;
}

/**
 * The bank: one button per word, in this student's order; a word is tapped for the chosen gap. In
 * review it is drawn read-only, so a replay can show where the student's taps landed.
 */
export function WordBank({
  task,
  state,
  selected,
  busy,
  readOnly = false,
  onPick,
}: {
  task: FillBlanksTask;
  state: FillBlanksState;
  selected: number | null;
  busy: boolean;
  readOnly?: boolean;
  onPick: (word: string) => void;
}) {
  const used = usedWords(state);
  const chosenNumber = (selected ?? 0) + 1;
  const seen = new Map<string, number>();
  const tried = new Set(
    (selected === null ? [] : (state.blanks[selected] ?? [])).map((tried) => normaliseAnswer(tried.text)),
  );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground" id={`bank-${task.id}`}>
        {selected === null || readOnly ? t`Word bank` : t`Word bank: choose a word for gap ${chosenNumber}`}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={`bank-${task.id}`}>
        {bankWords(task).map((word, place) => {
          const key = normaliseAnswer(word);
          const copy = (seen.get(key) ?? 0) + 1;
          seen.set(key, copy);
          const usedUp = copy <= (used.get(key) ?? 0);
          const disabled =
            readOnly ||
            usedUp ||
            selected === null ||
            tried.has(key) ||
            isBlankDone(state.blanks[selected] ?? []);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: words may repeat; the place is their identity
            <li key={place}>
              <button
                type="button"
                data-track={`bank:${place}`}
                disabled={disabled}
                aria-busy={busy || undefined}
                aria-label={`${word}${usedUp ? ' (used)' : tried.has(key) ? ' (tried)' : ''}`}
                onClick={() => onPick(word)}
                className={cn(
                  chipClasses('idle'),
                  'disabled:cursor-default disabled:opacity-50',
                  usedUp && 'line-through',
                )}
              >
                {word}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
