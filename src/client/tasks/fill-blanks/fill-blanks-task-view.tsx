import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import {
  fillBlanksMaxScore,
  fillBlanksScore,
  isBlankDone,
  isFillBlanksCorrect,
  isFillBlanksDone,
} from '#domain/tasks/fill-blanks/engine';
import { normaliseAnswer, textPieces } from '#domain/tasks/fill-blanks/text';
import type { FillBlanksAction, FillBlanksState, FillBlanksTask } from '#domain/tasks/fill-blanks/types';
import { Button } from '../../ui/button';
import { ReviewCaption, TaskFeedback, TaskQuestion } from '../task-text';
import type { TaskRendererProps } from '../task-view-props';
import { gapFeedback } from './gap-feedback';
import { GapText, TypedGap } from './gaps';
import { BankGap, WordBank } from './word-bank';

type Props = TaskRendererProps<FillBlanksTask, FillBlanksState, FillBlanksAction>;

/** The first gap still open from `from` on (wrapping round), or null when every gap is over. */
function nextOpenGap(state: FillBlanksState, from: number): number | null {
  const n = state.blanks.length;
  for (let k = 0; k < n; k += 1) {
    const b = (from + k) % n;
    if (!isBlankDone(state.blanks[b] ?? [])) return b;
  }
  return null;
}

/**
 * A fill-in-the-blanks task. Typed: each gap is a text field, checked with Enter or the Check
 * button (every gap with a new text). Word bank: a gap is chosen (the first open one to begin
 * with) and a word of the bank is tapped for it. The server judges each answer; the feedback line
 * says what it made of the last one.
 */
export function FillBlanksTaskView({ task, state, mode, onAction, pendingAction }: Props) {
  const [drafts, setDrafts] = useState<string[]>(() => state.blanks.map((tries) => tries.at(-1)?.text ?? ''));
  const [lastGap, setLastGap] = useState<number | null>(null);
  const [repeat, setRepeat] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(() => nextOpenGap(state, 0));
  const play = mode === 'play';
  const done = isFillBlanksDone(task, state);
  // The action being checked by the server, when it is an answer to one of these gaps.
  const sent = pendingAction as { type: string } | null | undefined;
  const pending = sent?.type === 'answer-blank' ? (sent as FillBlanksAction) : null;

  const root = useRef<HTMLDivElement>(null);

  // A typed gap answered right (or closed) turns into text and its field goes: when the focus went
  // with it, it moves on to the next open gap's field, so the keyboard carries on where it was.
  useEffect(() => {
    if (!play || task.wordBank === true || lastGap === null || !isBlankDone(state.blanks[lastGap] ?? []))
      return;
    const active = document.activeElement;
    if (active && active !== document.body && root.current?.contains(active)) return;
    const next = nextOpenGap(state, lastGap + 1);
    if (next !== null)
      root.current?.querySelector<HTMLInputElement>(`input[data-track="gap:${next}"]`)?.focus();
  }, [state, lastGap, play, task.wordBank]);

  // A gap that is over cannot be chosen any more: the next open one is.
  useEffect(() => {
    if (selected !== null && isBlankDone(state.blanks[selected] ?? []))
      setSelected(nextOpenGap(state, selected + 1));
  }, [state, selected]);

  function answer(blank: number, text: string): boolean {
    const tries = state.blanks[blank] ?? [];
    const spec = task.blanks[blank];
    if (!play || !spec || isBlankDone(tries) || text.trim() === '') return false;
    const cs = spec.caseSensitive === true;
    setLastGap(blank);
    if (tries.some((tried) => normaliseAnswer(tried.text, cs) === normaliseAnswer(text, cs))) {
      setRepeat(blank);
      return false;
    }
    setRepeat(null);
    onAction?.({ type: 'answer-blank', blank, text: text.trim() });
    return true;
  }

  function checkAll() {
    drafts.forEach((text, b) => {
      const last = state.blanks[b]?.at(-1)?.text;
      if (text.trim() !== '' && text.trim() !== last) answer(b, text);
    });
  }

  const pieces = textPieces(task.text);
  const lastNumber = (lastGap ?? 0) + 1;
  const feedback =
    lastGap === null
      ? ''
      : pending?.blank === lastGap
        ? t`Gap ${lastNumber}: checking…`
        : repeat === lastGap
          ? t`Gap ${lastNumber}: you have tried that already`
          : gapFeedback(task, lastGap, state.blanks[lastGap] ?? []);
  const score = fillBlanksScore(task, state);
  const maxScore = fillBlanksMaxScore(task);
  const summary = done
    ? isFillBlanksCorrect(task, state)
      ? t`Correct!`
      : t`Done: ${score} of ${maxScore} points`
    : '';

  return (
    <div ref={root} className="flex flex-col gap-4">
      <TaskQuestion>{task.question}</TaskQuestion>
      <p
        className="rounded-xl bg-muted px-3 py-3 text-lg leading-[3rem] break-words sm:px-4"
        data-track="text"
      >
        {pieces.map((piece, b) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces and gaps of one text never move
          <span key={b}>
            <span className="whitespace-pre-wrap">{piece}</span>
            {b < task.blanks.length ? (
              !play ? (
                <GapText task={task} blank={b} tries={state.blanks[b] ?? []} review />
              ) : task.wordBank === true ? (
                <BankGap
                  task={task}
                  blank={b}
                  tries={state.blanks[b] ?? []}
                  selected={selected === b}
                  pending={pending?.blank === b}
                  onSelect={() => setSelected(b)}
                />
              ) : (
                <TypedGap
                  task={task}
                  blank={b}
                  tries={state.blanks[b] ?? []}
                  value={drafts[b] ?? ''}
                  pending={pending?.blank === b}
                  onChange={(text) => setDrafts((all) => all.map((d, i) => (i === b ? text : d)))}
                  onSubmit={() => answer(b, drafts[b] ?? '')}
                />
              )
            ) : null}
          </span>
        ))}
      </p>
      {task.wordBank === true ? (
        <WordBank
          task={task}
          state={state}
          selected={play ? selected : null}
          busy={pending !== null}
          readOnly={!play}
          onPick={(word) => {
            if (selected !== null) answer(selected, word);
          }}
        />
      ) : null}
      {play && task.wordBank !== true && !done ? (
        <div>
          <Button type="button" onClick={checkAll} data-track="check" className="min-h-11">
            {t`Check`}
          </Button>
        </div>
      ) : null}
      {play ? (
        <TaskFeedback tone={summary ? (isFillBlanksCorrect(task, state) ? 'success' : 'error') : 'neutral'}>
          {feedback}
          {summary ? <span className="block">{summary}</span> : null}
        </TaskFeedback>
      ) : (
        <FillBlanksReview task={task} state={state} />
      )}
    </div>
  );
}

/** The review's lists: every answer given to each gap, and each gap's accepted answers. */
function FillBlanksReview({ task, state }: { task: FillBlanksTask; state: FillBlanksState }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <ReviewCaption>{t`Your answers`}</ReviewCaption>
      <ol className="list-inside list-decimal">
        {state.blanks.map((tries, b) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one entry per gap, in order
          <li key={b}>{tries.length === 0 ? t`No answer` : tries.map((answer) => answer.text).join(', ')}</li>
        ))}
      </ol>
      <ReviewCaption>{t`Correct answers`}</ReviewCaption>
      <ol className="list-inside list-decimal">
        {task.blanks.map((blank, b) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one entry per gap, in order
          <li key={b}>{blank.answers.join(' / ')}</li>
        ))}
      </ol>
    </div>
  );
}
