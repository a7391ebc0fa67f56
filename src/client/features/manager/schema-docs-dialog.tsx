import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { knownTaskTypes } from '#domain/tasks/registry';
import { clientTaskKinds } from '../../tasks/kinds';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { schemaExampleText } from './schema-example';
import { SchemaRules } from './schema-rules';

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{name}</code> {children}
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const listClasses = 'flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed';

/** 'Schema Docs': the homework JSON format, scoring notes and a complete example to copy. */
export function SchemaDocsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { t } = useLingui();

  async function copyExample() {
    try {
      await navigator.clipboard.writeText(schemaExampleText);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCopied(null);
        onOpenChange(next);
      }}
    >
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Homework JSON Schema</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>What to paste into the Assignment JSON box.</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5">
          {/* The JSON's field names and values (assignmentDetails, sequence_task...) are its own words, kept in every language. */}
          <Section title={t`Shape`}>
            <p className="text-sm leading-relaxed">
              <Trans>
                Paste either the <code className="font-mono text-xs">assignmentDetails</code> object itself,
                or a wrapper holding it. The wrapper may also give{' '}
                <code className="font-mono text-xs">title</code>,{' '}
                <code className="font-mono text-xs">description</code> and{' '}
                <code className="font-mono text-xs">dueDate</code> (an ISO date); the dialog's Title and
                Description fields win when filled in.
              </Trans>
            </p>
          </Section>
          {/* i18n-exempt: the JSON field's own name */}
          <Section title="assignmentDetails">
            <ul className={listClasses}>
              <Field name="totalPoints">
                <Trans>number: the homework's total (example value 100).</Trans>
              </Field>
              <Field name="passingScore">
                <Trans>number: the score needed to pass (example value 70).</Trans>
              </Field>
              <Field name="instructions">
                <Trans>text shown to the student before the first question.</Trans>
              </Field>
              <Field name="tasks">
                <Trans>a list of at least one task, shown in this order.</Trans>
              </Field>
            </ul>
          </Section>
          <Section title={t`Every task`}>
            <ul className={listClasses}>
              <Field name="id">
                <Trans>a text unique within the homework, e.g. "q1".</Trans>
              </Field>
              <Field name="type">
                <Trans>one of</Trans>{' '}
                {knownTaskTypes.map((type, i) => (
                  <Fragment key={type}>
                    {i > 0 ? ', ' : ''}
                    <code className="font-mono text-xs">{type}</code>
                  </Fragment>
                ))}
                .
              </Field>
              <Field name="question">
                <Trans>the instruction line of the task.</Trans>
              </Field>
              <Field name="points">
                <Trans>the most the task is worth (see Scoring).</Trans>
              </Field>
              <Field name="explanation">
                <Trans>
                  optional: why the answer is right, in a sentence or two. The student sees it once they have
                  finished the task, and in the review.
                </Trans>
              </Field>
            </ul>
          </Section>
          <Section title={t`Fields of each type`}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Suspense
                fallback={
                  <p className="text-sm text-muted-foreground">
                    <Trans>Loading...</Trans>
                  </p>
                }
              >
                {knownTaskTypes.map((type) => {
                  const { SchemaHelp } = clientTaskKinds[type];
                  return <SchemaHelp key={type} listClasses={listClasses} />;
                })}
              </Suspense>
            </div>
          </Section>
          <SchemaRules />
          <Section title={t`Scoring`}>
            <ul className={listClasses}>
              <li>
                <Trans>A sequence task starts at 2 points per item and loses 2 for each wrong check.</Trans>
              </li>
              <li>
                <Trans>
                  A multiple-choice task starts at (options - 1) × 2 points and loses 2 for each wrong pick:
                  with four options 6, 4, 2, then 0.
                </Trans>
              </li>
              <li>
                <Trans>True/false and find-the-mistakes tasks are scored out of their points.</Trans>
              </li>
              <li>
                <Trans>
                  The percentage is the score over the sum of the tasks' points, so give sequence and
                  multiple-choice tasks the points they can actually score; the editor warns where they
                  differ.
                </Trans>
              </li>
            </ul>
          </Section>
          <Section title={t`Complete example`}>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">
                <Trans>Every task type; the points add up to 100.</Trans>
              </p>
              <Button size="sm" variant="outline" onClick={copyExample}>
                {copied === 'yes' ? (
                  <Check className="size-3.5" aria-hidden />
                ) : (
                  <Copy className="size-3.5" aria-hidden />
                )}
                {copied === 'yes' ? t`Copied!` : t`Copy example`}
              </Button>
            </div>
            {copied === 'failed' ? (
              <p role="alert" className="text-sm text-destructive">
                <Trans>Copying failed: select the example and copy it by hand.</Trans>
              </p>
            ) : null}
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
              tabIndex={0}
              aria-label={t`Example homework JSON`}
              className="max-h-96 overflow-auto rounded-lg border border-border bg-muted p-3"
            >
              <pre className="font-mono text-xs leading-relaxed">{schemaExampleText}</pre>
            </section>
          </Section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
