import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonReportBody, TeacherLessonReport } from '#contract/teacher';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { ReportContent } from '../../ui/report-content';
import { Textarea } from '../../ui/textarea';
import { ReportHelp } from './report-help';

/** Create or edit one report: title and content, with a live preview as the student will see it. */
export function ReportForm({
  report,
  saving,
  onSave,
  onCancel,
}: {
  /** The report being edited, or null to write a new one. */
  report: TeacherLessonReport | null;
  saving: boolean;
  onSave: (body: LessonReportBody) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const ids = useId();
  const [title, setTitle] = useState(report?.title ?? '');
  const [content, setContent] = useState(report?.content ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const titleMissing = title.trim() === '';
  const contentMissing = content.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (titleMissing || contentMissing) {
      setShowErrors(true);
      return;
    }
    onSave({ title: title.trim(), content });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{report ? t`Edit Lesson Report` : t`New Lesson Report`}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-title`}>
                <Trans>Title</Trans>
              </Label>
              <Input
                id={`${ids}-title`}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={200}
                required
                aria-invalid={(showErrors && titleMissing) || undefined}
                aria-describedby={showErrors && titleMissing ? `${ids}-title-error` : undefined}
              />
              {showErrors && titleMissing ? (
                <p id={`${ids}-title-error`} className="text-sm text-destructive">
                  <Trans>Title is required</Trans>
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-content`}>
                <Trans>Content</Trans>
              </Label>
              <Textarea
                id={`${ids}-content`}
                value={content}
                onChange={(event) => setContent(event.target.value)}
                maxLength={50_000}
                required
                aria-invalid={(showErrors && contentMissing) || undefined}
                aria-describedby={showErrors && contentMissing ? `${ids}-content-error` : undefined}
                className="min-h-72 font-mono text-sm lg:min-h-96"
              />
              {showErrors && contentMissing ? (
                <p id={`${ids}-content-error`} className="text-sm text-destructive">
                  <Trans>Content is required</Trans>
                </p>
              ) : null}
            </div>
            <ReportHelp />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={saving}>
                {report ? t`Update Report` : t`Create Report`}
              </Button>
            </div>
          </div>
          <section aria-labelledby={`${ids}-preview`} className="flex min-w-0 flex-col gap-2">
            <h3 id={`${ids}-preview`} className="text-sm font-medium">
              <Trans>Preview (as the student will see it)</Trans>
            </h3>
            <div className="min-h-72 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-6 lg:max-h-[36rem] lg:overflow-y-auto">
              {content.trim() === '' ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>The formatted report appears here as you type.</Trans>
                </p>
              ) : (
                <ReportContent content={content} headingOffset={2} className="text-base" />
              )}
            </div>
          </section>
        </form>
      </CardContent>
    </Card>
  );
}
