import { t } from '@lingui/core/macro';
import type { HomeworkBody } from '#contract/teacher';
import { type HomeworkFinding, parseHomeworkText, validateHomework } from '#domain/homework/editor';
/** Shown when neither the Title field nor the JSON gives a title (in the teacher's language). */
export function missingTitleMessage(): string {
  return t`Add a title, or put a "title" in the JSON.`;
}

/** What the teacher typed in the create/edit dialog. */
export interface HomeworkFormValues {
  title: string;
  description: string;
  json: string;
  /** The due date field (a local date and time, `YYYY-MM-DDTHH:mm`), or '' for none. */
  due: string;
  /** Whether the homework being edited had a due date (so an emptied field removes it). */
  hadDue: boolean;
}

/** A problem or warning of the pasted homework, with its JSON path. */
export type HomeworkIssue = HomeworkFinding;

/** The form read as a save: blank, bad JSON, or a body (without studentUsernames) with the engine's findings. */
export type HomeworkDraft =
  | { kind: 'blank' }
  | { kind: 'invalid-json' }
  | {
      kind: 'parsed';
      body: Omit<HomeworkBody, 'studentUsernames'>;
      problems: HomeworkIssue[];
      warnings: HomeworkIssue[];
    };

/** Empty form values. */
export const emptyHomeworkForm: HomeworkFormValues = {
  title: '',
  description: '',
  json: '',
  due: '',
  hadDue: false,
};

/** An ISO time as the due date field shows it: the teacher's local date and time. */
export function dueFieldValue(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The due date to send: the field's local time as ISO; null to remove one; undefined for no change. */
function dueDateOf(values: HomeworkFormValues, fromJson: string | undefined): string | null | undefined {
  if (values.due !== '') {
    const at = new Date(values.due);
    return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
  }
  if (fromJson) return fromJson;
  return values.hadDue ? null : undefined;
}

/**
 * Reads the form: the JSON must parse; title and description default to the
 * JSON's when left empty; assignmentDetails is the JSON's assignmentDetails field or the whole JSON.
 */
export function readHomeworkForm(values: HomeworkFormValues): HomeworkDraft {
  if (values.json.trim() === '') return { kind: 'blank' };
  const parsed = parseHomeworkText(values.json);
  if (!parsed.ok) return { kind: 'invalid-json' };
  const title = values.title.trim() || parsed.title?.trim() || '';
  const description = values.description.trim() || parsed.description?.trim() || '';
  const { problems, warnings } = validateHomework(parsed.assignmentDetails);
  const dueDate = dueDateOf(values, parsed.dueDate);
  // The missing title is the client's own finding, already in the teacher's language.
  const noTitle = { path: 'title', code: 'title.missing', message: missingTitleMessage() };
  const all = title === '' ? [noTitle, ...problems] : problems;
  return {
    kind: 'parsed',
    body: {
      title,
      description,
      assignmentDetails: parsed.assignmentDetails,
      ...(dueDate !== undefined ? { dueDate } : {}),
    },
    problems: all,
    warnings,
  };
}

/** Pretty JSON of stored assignment details, for editing. */
export function homeworkJsonText(assignmentDetails: unknown): string {
  return JSON.stringify(assignmentDetails, null, 2);
}
