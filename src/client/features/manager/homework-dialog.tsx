import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherHomework, TeacherStudent } from '#contract/teacher';
import { type FormEvent, useId, useState } from 'react';
import {
  apiErrorProblems,
  apiErrorText,
  useCreateHomework,
  useUpdateHomework,
} from '../../api/teacher-manager';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { findingSentence } from '../../tasks/finding-sentence';
import { toast } from '../../ui/use-toast';
import { HomeworkEditorTabs } from './form-editor/editor-tabs';
import { HomeworkIssueList } from './homework-issue-list';
import { JsonErrorPanel } from './json-error-panel';
import {
  dueFieldValue,
  emptyHomeworkForm,
  type HomeworkFormValues,
  homeworkJsonText,
  readHomeworkForm,
} from './homework-form';

/** Which dialog is open: create for a student, or edit one homework. */
export type HomeworkDialogMode =
  | {
      kind: 'create';
      student: Pick<TeacherStudent, 'username' | 'firstName'>;
      /** Several students at once (created from All homework); else the one student. */
      studentUsernames?: string[];
    }
  | { kind: 'edit'; homework: TeacherHomework };

function initialValues(mode: HomeworkDialogMode): HomeworkFormValues {
  if (mode.kind === 'create') return emptyHomeworkForm;
  return {
    title: mode.homework.title,
    description: mode.homework.description,
    json: homeworkJsonText(mode.homework.assignmentDetails),
    due: dueFieldValue(mode.homework.dueDate),
    hadDue: mode.homework.dueDate !== null,
  };
}

/** The Create/Edit Homework dialog; closing or saving it resets the form. */
export function HomeworkDialog({
  mode,
  onOpenChange,
}: {
  mode: HomeworkDialogMode | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        {/* The form lives inside the content, so it starts afresh every time the dialog opens. */}
        {mode ? <HomeworkForm mode={mode} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HomeworkForm({ mode, onDone }: { mode: HomeworkDialogMode; onDone: () => void }) {
  const ids = useId();
  const { t } = useLingui();
  const [values, setValues] = useState<HomeworkFormValues>(() => initialValues(mode));
  const [jsonError, setJsonError] = useState<string | null>(null);
  // The server's refusal of the last save, for the JSON it was about: the form marks its fields
  // (focusKey moves the focus to the first one) until that JSON is changed.
  const [refused, setRefused] = useState<{ json: string; focusKey: number } | null>(null);
  const create = useCreateHomework();
  const update = useUpdateHomework();
  const saving = create.isPending || update.isPending;
  const draft = readHomeworkForm(values);
  const blank = draft.kind === 'blank';
  const blocked = draft.kind === 'parsed' && draft.problems.length > 0;
  const saveError =
    mode.kind === 'edit' && update.isError ? update.error : create.isError ? create.error : null;

  function change(field: 'title' | 'description' | 'json' | 'due', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'json') setJsonError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.kind === 'blank' || saving) return;
    if (draft.kind === 'invalid-json') {
      // The domain's 'Invalid JSON format' in the teacher's language (the same words in English).
      const invalid = t`Invalid JSON format`;
      setJsonError(invalid);
      toast({ title: invalid, variant: 'destructive' });
      return;
    }
    if (draft.problems.length > 0) return;
    const markRefused = (error: unknown) => {
      if (apiErrorProblems(error).length > 0)
        setRefused((last) => ({ json: values.json, focusKey: (last?.focusKey ?? 0) + 1 }));
    };
    if (mode.kind === 'create') {
      try {
        await create.mutateAsync({
          ...draft.body,
          studentUsernames: mode.studentUsernames ?? [mode.student.username],
        });
      } catch (error) {
        markRefused(error);
        const reason = apiErrorText(error);
        toast({ title: t`Failed to create homework: ${reason}`, variant: 'destructive' });
        return;
      }
      toast({ title: t`Homework created successfully!`, variant: 'success' });
    } else {
      try {
        await update.mutateAsync({ homework: mode.homework, body: { ...draft.body, studentUsernames: [] } });
      } catch (error) {
        // No toast for a failed update; the error is shown in the dialog.
        markRefused(error);
        return;
      }
      toast({ title: t`Homework updated successfully!`, variant: 'success' });
    }
    onDone();
  }

  const firstName = mode.kind === 'create' ? mode.student.firstName : '';
  const title = mode.kind === 'create' ? t`Create Homework for ${firstName}` : t`Edit Homework`;
  const serverProblems = saveError ? apiErrorProblems(saveError) : [];
  // What the form marks on its cards: the engine's problems with the text as it is, and the
  // server's refusal while the text is still the one it refused.
  const refusedNow = refused !== null && refused.json === values.json;
  const formProblems = [
    ...(draft.kind === 'parsed' ? draft.problems : []),
    ...(refusedNow ? serverProblems : []),
  ].filter(
    (problem, index, all) =>
      all.findIndex((p) => p.path === problem.path && p.message === problem.message) === index,
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          <Trans>
            Paste the assignment JSON. Title and description are taken from the JSON when left empty.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-title`}>
            <Trans>Title</Trans>
          </Label>
          <Input
            id={`${ids}-title`}
            value={values.title}
            onChange={(event) => change('title', event.target.value)}
            placeholder={t`From the JSON when empty`}
            maxLength={200}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-description`}>
            <Trans>Description</Trans>
          </Label>
          <Input
            id={`${ids}-description`}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
            placeholder={t`From the JSON when empty`}
            maxLength={2000}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-due`}>
            <Trans>Due date (optional)</Trans>
          </Label>
          <Input
            id={`${ids}-due`}
            type="datetime-local"
            value={values.due}
            onChange={(event) => change('due', event.target.value)}
            aria-describedby={`${ids}-due-hint`}
          />
          <p id={`${ids}-due-hint`} className="text-xs text-muted-foreground">
            <Trans>In your time zone. Students see past-due homework as overdue.</Trans>
          </p>
        </div>
      </div>
      <HomeworkEditorTabs
        json={values.json}
        onJsonChange={(json) => change('json', json)}
        problems={formProblems}
        focusKey={refusedNow ? refused.focusKey : 0}
        jsonPanel={
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-json`}>
              <Trans>Assignment JSON</Trans>
            </Label>
            <Textarea
              id={`${ids}-json`}
              value={values.json}
              onChange={(event) => change('json', event.target.value)}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              aria-invalid={jsonError !== null || blocked || undefined}
              aria-describedby={`${ids}-findings`}
              // i18n-exempt: a JSON example, written in the format's own words
              placeholder='{ "assignmentDetails": { "totalPoints": 100, "passingScore": 70, "instructions": "...", "tasks": [ ... ] } }'
              className="min-h-64 font-mono text-sm leading-snug sm:min-h-80 sm:text-xs"
            />
          </div>
        }
      />
      <div id={`${ids}-findings`} className="flex flex-col gap-2">
        {jsonError ? (
          <p
            role="alert"
            className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
          >
            {jsonError}
          </p>
        ) : null}
        {draft.kind === 'invalid-json' ? (
          <JsonErrorPanel text={values.json} onFix={(json) => change('json', json)} />
        ) : null}
        {draft.kind === 'parsed' ? (
          <>
            <HomeworkIssueList tone="problem" issues={draft.problems} />
            <HomeworkIssueList tone="warning" issues={draft.warnings} />
          </>
        ) : null}
        {saveError ? (
          <div role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            <p className="font-medium">{apiErrorText(saveError)}</p>
            {serverProblems.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {serverProblems.map((problem) => (
                  <li key={`${problem.path}:${problem.message}`}>
                    <code className="font-mono">{problem.path}</code>: {findingSentence(problem)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={blank || blocked} loading={saving}>
          {mode.kind === 'create' ? t`Create Homework` : t`Update Homework`}
        </Button>
      </DialogFooter>
    </form>
  );
}
