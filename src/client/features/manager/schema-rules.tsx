import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../i18n/format';
import { homeworkLimits } from '#domain/homework/limits';

const listClasses = 'flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed';
const code = 'font-mono text-xs';

/** The caps on a homework, as the Schema Docs list them (the same numbers the server enforces). */
export function schemaCapLines(): string[] {
  const { tasks, options, items, tokens } = homeworkLimits;
  const characters = formatNumber(homeworkLimits.characters);
  return [
    t`at most ${tasks} tasks;`,
    t`at most ${options} options in a multiple-choice task or a fix step;`,
    t`at most ${items} items in a sequence, and ${items} fix steps;`,
    t`at most ${tokens} words in any text, a find-the-mistakes text counted whole;`,
    t`at most ${characters} characters in any text field;`,
    t`at most 1 MB for the whole homework.`,
  ];
}

/**
 * The Schema Docs section on answer keys and size: a save is refused, never repaired, when a key
 * is missing or names nothing the task has, and when the homework is over a cap.
 */
export function SchemaRules() {
  const { t } = useLingui();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">
        <Trans>Answer keys and limits</Trans>
      </h3>
      <p className="text-sm leading-relaxed">
        {/* The field names (correctAnswer...) and find_and_fix are the JSON's own words, kept in every language. */}
        <Trans>
          Every task needs its answer key, written exactly as the options or items are: a save is refused
          (with the task and the field named) when <code className={code}>correctAnswer</code> is missing or
          is not one of the options (capital letters count: "An" is not "an"), when{' '}
          <code className={code}>correctOrder</code> is missing or is not the items reordered, when a
          true/false <code className={code}>correctAnswer</code> is not true or false, and, in find_and_fix,
          when a fix's <code className={code}>correct</code> is not among its options or a mistake has no fix.
          Spaces around a key, an option given by its number and missing points are only warned about.
        </Trans>
      </p>
      <ul className={listClasses} aria-label={t`Limits of one homework`}>
        {schemaCapLines().map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
