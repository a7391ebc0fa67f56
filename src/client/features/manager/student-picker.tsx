import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { gradeLabel } from '../teacher/shared/grade-label';
import type { TeacherStudent } from '#contract/teacher';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Input } from '../../ui/input';

/** The key of students without a grade in the by-grade choices (shown as 'No grade' in the teacher's language). */
// i18n-exempt: a key, shown through gradeChoiceLabel
export const noGradeLabel = 'No grade';

/** A grade choice as the teacher reads it: 'Grade 7' (7年级), or 'No grade'. */
function gradeChoiceLabel(grade: string): string {
  return grade === noGradeLabel ? t`No grade` : gradeLabel(grade);
}

/** Whether a student matches what is typed in the search box (name, username or email, any case). */
export function matchesSearch(student: TeacherStudent, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${student.firstName} ${student.lastName} ${student.username} ${student.email}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The grades of the class, in the grade list's order, with how many students each has. */
export function gradesOf(students: readonly TeacherStudent[]): { grade: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const student of students) {
    const grade = student.gradeLevel ?? noGradeLabel;
    counts.set(grade, (counts.get(grade) ?? 0) + 1);
  }
  const number = (grade: string) => Number(/\d+/.exec(grade)?.[0] ?? Number.POSITIVE_INFINITY);
  return [...counts.entries()]
    .map(([grade, count]) => ({ grade, count }))
    .sort((a, b) => number(a.grade) - number(b.grade) || a.grade.localeCompare(b.grade));
}

/**
 * Chooses any number of the teacher's students: a search box, 'Select all' (of those the search
 * shows), a choice per grade, and a checkbox per student. Students in `locked` already have the
 * homework: they show checked and cannot be unticked here.
 */
export function StudentPicker({
  students,
  selected,
  onChange,
  locked = new Set<number>(),
  label,
}: {
  students: readonly TeacherStudent[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  locked?: ReadonlySet<number>;
  label: string;
}) {
  const ids = useId();
  const [query, setQuery] = useState('');
  const shown = students.filter((student) => matchesSearch(student, query));
  const choosable = shown.filter((student) => !locked.has(student.id));
  const chosenShown = choosable.filter((student) => selected.has(student.id)).length;
  const allShown = choosable.length > 0 && chosenShown === choosable.length;

  function setMany(list: readonly TeacherStudent[], on: boolean) {
    const next = new Set(selected);
    for (const student of list) {
      if (locked.has(student.id)) continue;
      if (on) next.add(student.id);
      else next.delete(student.id);
    }
    onChange(next);
  }

  function toggleGrade(grade: string) {
    const inGrade = students.filter(
      (student) => (student.gradeLevel ?? noGradeLabel) === grade && !locked.has(student.id),
    );
    const allIn = inGrade.length > 0 && inGrade.every((student) => selected.has(student.id));
    setMany(inGrade, !allIn);
  }

  const grades = gradesOf(students);
  const { t } = useLingui();
  const found = shown.length;
  const chosen = selected.size;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t`Search students`}
          placeholder={t`Search by name, username or email`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-9"
        />
      </div>
      {grades.length > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">
            <Trans>By grade:</Trans>
          </span>
          {grades.map(({ grade, count }) => {
            const inGrade = students.filter(
              (s) => (s.gradeLevel ?? noGradeLabel) === grade && !locked.has(s.id),
            );
            const pressed = inGrade.length > 0 && inGrade.every((s) => selected.has(s.id));
            return (
              <Button
                key={grade}
                size="sm"
                variant={pressed ? 'primary' : 'outline'}
                aria-pressed={pressed}
                disabled={inGrade.length === 0}
                onClick={() => toggleGrade(grade)}
              >
                {gradeChoiceLabel(grade)} ({count})
              </Button>
            );
          })}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2">
        <label htmlFor={`${ids}-all`} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
          <Checkbox
            id={`${ids}-all`}
            checked={allShown}
            disabled={choosable.length === 0}
            onCheckedChange={(on) => setMany(choosable, on)}
          />
          {query.trim() === '' ? t`Select all` : t`Select all ${found} found`}
        </label>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <Trans>{chosen} selected</Trans>
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">
          <Trans>No student matches “{query}”.</Trans>
        </p>
      ) : (
        <ul aria-label={label} className="flex max-h-72 flex-col gap-1 overflow-y-auto pr-1">
          {shown.map((student) => {
            const has = locked.has(student.id);
            const id = `${ids}-student-${student.id}`;
            return (
              <li key={student.id}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted has-[:disabled]:cursor-default"
                >
                  <Checkbox
                    id={id}
                    checked={has || selected.has(student.id)}
                    disabled={has}
                    onCheckedChange={(on) => setMany([student], on)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">
                      {student.firstName} {student.lastName}
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">
                      @{student.username}
                      {student.gradeLevel ? ` · ${gradeLabel(student.gradeLevel)}` : ''}
                    </span>
                  </span>
                  {has ? (
                    <Badge variant="secondary">
                      <Trans>Has it</Trans>
                    </Badge>
                  ) : null}
                  {student.isFrozen ? (
                    <Badge variant="outline">
                      <Trans>Frozen</Trans>
                    </Badge>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
