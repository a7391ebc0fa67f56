import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { getStudentProgressHistory } from '#contract/student-routes';
import { useQuery } from '@tanstack/react-query';
import { LineChart } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import type { AnswerOf } from '../../api/call';
import { LoadingState } from '../../ui/spinner';
import { formatDay } from '../../i18n/format';
import { kindName } from '../../tasks/kind-names';

/** The kind's name as the student reads it ("Multiple choice", 多项选择), or the type for one the product does not know. */
const typeName = kindName;

/** The answer of either progress-history call, as the catalogue describes it. */
type ProgressHistory = AnswerOf<typeof getStudentProgressHistory>;

/** The drawing's width until its box is measured. */
const DEFAULT_WIDTH = 600;
const HEIGHT = 180;
const PAD = { right: 12, top: 12, bottom: 20 };

/** The room on the left for the labels (100%), which grow with the chosen text size: 2.5 rem. */
function labelRoom(): number {
  const rem =
    typeof document === 'undefined'
      ? 16
      : Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Math.round(2.5 * (Number.isFinite(rem) && rem > 0 ? rem : 16));
}

/**
 * The width the element is drawn at, in CSS pixels (null until measured, and where the browser
 * cannot tell, as in tests without layout).
 */
function useDrawnWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const drawn = Math.round(entry?.contentRect.width ?? 0);
      setWidth(drawn > 0 ? drawn : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Scores (percent) of each completed homework in the order submitted, as a line. The drawing is as
 * wide as its box, one unit a pixel, so its labels keep their size on a phone (a fixed 600-unit
 * drawing squeezed into 300 px drew them at half size, too small to read).
 */
function ScoreChart({ points }: { points: ProgressHistory['points'] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useDrawnWidth(box) ?? DEFAULT_WIDTH;
  const left = labelRoom();
  const innerWidth = width - left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (percent: number) =>
    PAD.top + innerHeight - (Math.max(0, Math.min(100, percent)) / 100) * innerHeight;
  const scored = points.map((point, index) => ({ ...point, index, value: point.percentage ?? 0 }));
  return (
    <div ref={box} className="w-full max-w-2xl">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} className="h-auto w-full text-primary" aria-hidden>
        {[0, 50, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text x={left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted-foreground text-xs">
              {tick}%
            </text>
          </g>
        ))}
        <polyline
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinejoin="round"
          points={scored.map((p) => `${x(p.index)},${y(p.value)}`).join(' ')}
        />
        {scored.map((p) => (
          <circle
            key={`${p.homeworkId}-${p.index}`}
            cx={x(p.index)}
            cy={y(p.value)}
            r={4.5}
            className="fill-background"
            stroke="currentColor"
            strokeWidth={2.5}
          />
        ))}
      </svg>
    </div>
  );
}

/**
 * Progress over time: the score of each completed homework by submission date (a chart, with the
 * same figures in a table for screen readers) and the average share of points per task type.
 */
export function ProgressHistoryCard({
  path,
  read,
  who,
}: {
  /** The call's URL (the query key). */
  path: string;
  /** The call itself: the student's own history or a teacher's student's, one answer shape. */
  read: () => Promise<ProgressHistory>;
  who: string;
}) {
  const { t } = useLingui();
  const history = useQuery({ queryKey: [path], queryFn: read });
  // The student's own page says 'your'; a teacher's page names the student.
  const description =
    who === 'your'
      ? t`Scores of your completed homework, oldest first`
      : t`Scores of ${who} completed homework, oldest first`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LineChart className="size-5 text-primary" aria-hidden />
          <Trans>Progress over time</Trans>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {history.isPending ? (
          <LoadingState label={t`Loading progress...`} />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Could not load the progress history.</Trans>
          </p>
        ) : history.data.points.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No completed homework yet.</Trans>
          </p>
        ) : (
          <>
            <figure className="flex flex-col gap-2">
              <ScoreChart points={history.data.points} />
              <figcaption className="sr-only">
                <Trans>Score of each completed homework, oldest first</Trans>
              </figcaption>
              {/* A table is as wide as its content whatever its own width: the box that hides it is a div. */}
              <div className="sr-only">
                <table>
                  <caption>
                    <Trans>Scores by submission date</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Submitted</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Homework</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Score</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {history.data.points.map((point) => (
                      <tr key={`${point.homeworkId}-${point.submittedAt}`}>
                        <td>{formatDay(point.submittedAt, '')}</td>
                        <td>{point.title}</td>
                        <td>{point.percentage === null ? t`no score` : `${point.percentage}%`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </figure>
            <section aria-label={t`Average by task type`} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold">
                <Trans>Average by task type</Trans>
              </h3>
              {history.data.byType.map((entry) => (
                <div key={entry.type} className="flex flex-col gap-1">
                  <div className="flex justify-between gap-2 text-sm">
                    <span>{typeName(entry.type)}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {entry.averagePercent}% · {plural(entry.tasks, { one: '# task', other: '# tasks' })}
                    </span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <div
                      className="h-full rounded-full bg-primary"
                      style={{ width: `${entry.averagePercent}%` }}
                    />
                  </div>
                </div>
              ))}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
