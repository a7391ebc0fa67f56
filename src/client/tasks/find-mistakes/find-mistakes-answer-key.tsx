import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import { findMistakesTokens } from '#domain/tasks/find-mistakes/tokens';
import { cn } from '../../lib/cn';
import { KeyLine } from '../key-line';

/** The task's content with its answer key, for the teacher's preview: the words the student sees, mistakes marked. */
export function FindMistakesAnswerKey({ task }: { task: FindMistakesTask }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm leading-relaxed">
        {findMistakesTokens(task.find.fragments).tokens.map((token, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: words are positional; the index is their identity
          <Fragment key={index}>
            <span
              className={cn(
                token.errorId !== undefined &&
                  'rounded bg-destructive/15 px-0.5 font-semibold text-destructive underline decoration-wavy',
              )}
            >
              {token.text}
            </span>
            {token.after === '\n' ? <br /> : token.after}
          </Fragment>
        ))}
      </p>
      {task.mode === 'find_and_fix' && task.fix.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {task.fix.map((fix) => (
            <li key={fix.errorId}>
              <KeyLine label={fix.prompt || t`Fix`}>{fix.correct}</KeyLine>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
