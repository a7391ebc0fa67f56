import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Descriptor } from '../../../i18n/translator';
import { formModelOf, formModelText, newCard } from '#domain/homework/form-model';
import { parseJsonSafely } from '#domain/homework/read';
import { type ShorthandError, parseShorthand, toShorthand } from '#domain/homework/shorthand';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/label';
import { Textarea } from '../../../ui/textarea';
import { findingSentence } from '../../../tasks/finding-sentence';

/**
 * One example for each kind, shown beside the box. The titles are in the teacher's language; the
 * examples are the shorthand's own syntax (its keywords are English) and lesson content, kept as written.
 */
const examples: { title: Descriptor; text: string }[] = [
  {
    title: msg`Sentence scramble`,
    // i18n-exempt: shorthand syntax and an example homework
    text: 'Order: Put the words in order.\nWe visited the old museum yesterday',
  },
  {
    title: msg`Scramble of longer items (one per line)`,
    // i18n-exempt: shorthand syntax and an example homework
    text: 'Order: Put the morning in order.\nI wake up\nI have breakfast\nI go to school',
  },
  {
    title: msg`Multiple choice (+ right, - wrong)`,
    // i18n-exempt: shorthand syntax and an example homework
    text: 'Choice: Choose the verb.\nLast summer we ___ to Spain.\n- go\n+ went\n- gone',
  },
  {
    title: msg`True or false (last line True: or False:)`,
    // i18n-exempt: shorthand syntax and an example homework
    text: 'True or false: Read the text.\nAnna missed the bus.\nFalse: Anna was on time.',
  },
  {
    title: msg`Find the mistakes (*wrong -> correction*)`,
    // i18n-exempt: shorthand syntax and an example homework
    text: 'Mistakes: Find the mistake. (10 points)\nShe *buyed -> bought* a coat.',
  },
  {
    title: msg`Find and fix (*wrong -> right | wrong | wrong*)`,
    // i18n-exempt: shorthand syntax and an example homework
    text: 'Fix mistakes: Find and fix.\nWe *goed -> went | goes | gone* home.',
  },
  {
    title: msg`Explanations (Why: in any task, or after an option)`,
    // i18n-exempt: shorthand syntax and an example homework
    text: 'Choice: Choose the article.\nI waited for ___ hour.\n- a  Why: "a" goes before a consonant sound.\n+ an\nWhy: "hour" starts with a vowel sound, so we say "an".',
  },
];

// i18n-exempt: shorthand syntax and an example homework
const starter = `Instructions: Read each task carefully.

${examples.map((example) => example.text).join('\n\n')}`;

function initialText(json: string): { text: string; skipped: string[] } {
  if (json.trim() === '') return { text: '', skipped: [] };
  const parsed = parseJsonSafely(json);
  const read = parsed.ok ? formModelOf(parsed.value) : null;
  if (!read?.ok) return { text: '', skipped: [] };
  return toShorthand({ ...read.model.details, tasks: read.model.tasks.map((card) => card.raw) });
}

/**
 * The shorthand box: a tutor types tasks as plain text, one per block, and turns them into the
 * homework (the same JSON the form and the JSON tab show). Title, description and any other fields
 * of the JSON stay; the instructions, scores and tasks become the shorthand's.
 */
export function ShorthandEditor({
  json,
  onJsonChange,
  onConverted,
}: {
  json: string;
  onJsonChange: (json: string) => void;
  onConverted: () => void;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [start] = useState(() => initialText(json));
  const [text, setText] = useState(start.text);
  const [errors, setErrors] = useState<ShorthandError[]>([]);
  const skipped = start.skipped.join(', ');

  function convert() {
    const read = parseShorthand(text);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors([]);
    const parsed = json.trim() === '' ? null : parseJsonSafely(json);
    const current = parsed?.ok ? formModelOf(parsed.value) : null;
    const { tasks, ...rest } = read.details;
    const cards = (tasks as Record<string, unknown>[]).map(newCard);
    onJsonChange(
      current?.ok
        ? formModelText({ ...current.model, details: { ...current.model.details, ...rest }, tasks: cards })
        : formModelText({ wrapper: null, details: read.details, tasks: cards }),
    );
    onConverted();
  }

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr]">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>
          <Trans>Shorthand</Trans>
        </Label>
        <Textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          aria-describedby={`${id}-help ${id}-errors`}
          aria-invalid={errors.length > 0 || undefined}
          // i18n-exempt: shorthand syntax
          placeholder={'Choice: Choose the verb.\nLast summer we ___ to Spain.\n- go\n+ went'}
          className="min-h-64 font-mono text-sm leading-snug sm:min-h-80"
        />
        {start.skipped.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Left out (the shorthand cannot write them): {skipped}.</Trans>
          </p>
        ) : null}
        <div id={`${id}-errors`}>
          {errors.length > 0 ? (
            <div role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
              <p className="font-medium">
                <Trans>Fix these lines first:</Trans>
              </p>
              <ul className="mt-1 list-disc pl-5">
                {errors.map((error) => {
                  // The parser's reason in the teacher's language, from its code.
                  const reason = findingSentence(error);
                  return (
                    <li key={`${error.line}:${error.message}`}>
                      <Trans>
                        Line {error.line}: {reason}
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={convert} disabled={text.trim() === ''}>
            <Trans>Turn into the form</Trans>
          </Button>
          {text.trim() === '' ? (
            <Button variant="outline" onClick={() => setText(starter)}>
              <Trans>Start from the examples</Trans>
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          <Trans>
            Turning it into the form replaces the tasks, instructions and passing score; the title,
            description and due date above stay.
          </Trans>
        </p>
      </div>
      <section
        id={`${id}-help`}
        aria-label={t`How to write the shorthand`}
        className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-3 text-sm"
      >
        <h3 className="font-semibold">
          <Trans>How to write it</Trans>
        </h3>
        <p>
          {/* The code parts are the shorthand's keywords, written the same in every language. */}
          <Trans>
            One task per block, with an empty line between blocks. A block's first line names the kind and the
            question; add <code className="font-mono text-xs">(4 points)</code> at its end to set the points.
            A first block may set <code className="font-mono text-xs">Instructions:</code> and{' '}
            <code className="font-mono text-xs">Passing score:</code>. A line starting{' '}
            <code className="font-mono text-xs">Why:</code> in a block explains why the answer is right; the
            student reads it after finishing the task.
          </Trans>
        </p>
        {examples.map((example) => (
          <div key={example.text} className="flex flex-col gap-1">
            <h4 className="text-xs font-medium">{i18n._(example.title)}</h4>
            <pre className="whitespace-pre-wrap break-words rounded-md bg-card px-2 py-1.5 font-mono text-xs leading-relaxed">
              {example.text}
            </pre>
          </div>
        ))}
        <p className="text-xs text-muted-foreground">
          <Trans>A star meant as text is written \*; a bar inside a mistake \|.</Trans>
        </p>
      </section>
    </div>
  );
}
