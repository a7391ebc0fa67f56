import { formatTeacherTime } from '#domain/format/durations';
import type { AreaLayout } from '#domain/tracking/layout-mapping';
import {
  createReplayClock,
  type ReplayClock,
  type ReplayCommand,
  recordingDuration,
  replayStatistics,
  replayStep,
  SEEK_STEP_MS,
} from '#domain/tracking/replay-clock';
import type { TrackingRecord } from '#domain/tracking/schema';
import { readStoredTracking } from '#domain/tracking/stored-record';
import { MousePointer2, TriangleAlert } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { measureTrackedElements } from '../tracking/tracked-task-area';
import { ReplayControls } from './replay-controls';
import { replayMarkers } from '#domain/tracking/markers';
import { type StageClick, stageFrameAt } from './replay-stage';

/**
 * The read-only task with the student's recording replayed over it, then `after` (the interaction
 * block), then the replay controls and session statistics when the recording has cursor movements.
 * A recording that cannot be read shows a message instead.
 */
export function TaskReplay({
  tracking,
  after,
  isWrong,
  children,
}: {
  tracking: unknown;
  /** Whether a click on this tracked element was a wrong answer (marked on the seek bar). */
  isWrong?: (target: string) => boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  const result = useMemo(() => readStoredTracking(tracking), [tracking]);
  if (!result.ok || result.record.cursorMovements.length === 0) {
    return (
      <>
        {children}
        {after}
        {!result.ok && result.problem.kind === 'corrupt' ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>The interaction recording of this task cannot be replayed: {result.problem.message}</span>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <RecordingReplay record={result.record} after={after} {...(isWrong ? { isWrong } : {})}>
      {children}
    </RecordingReplay>
  );
}

function RecordingReplay({
  record,
  isWrong,
  after,
  children,
}: {
  record: TrackingRecord;
  isWrong?: (target: string) => boolean;
  after: ReactNode;
  children: ReactNode;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const cursorRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<AreaLayout>({ area: record.area ?? { width: 1, height: 1 }, elements: [] });
  const clockRef = useRef<ReplayClock>(createReplayClock(recordingDuration(record)));
  const [clock, setClock] = useState<ReplayClock>(clockRef.current);
  const markers = useMemo(() => replayMarkers(record, isWrong), [record, isWrong]);
  const [shownMs, setShownMs] = useState(0);
  const [marked, setMarked] = useState<StageClick[]>([]);
  const markedKey = useRef('');

  // Draws one frame straight into the DOM: the task itself is never re-rendered per frame. A frame
  // of the playing clock passes the time of the one before, so no click between the two goes unmarked.
  const draw = useCallback(
    (sinceMs?: number) => {
      const time = clockRef.current.timeMs;
      const frame = stageFrameAt(record, time, screenRef.current, sinceMs);
      const cursor = cursorRef.current;
      if (cursor) {
        cursor.style.opacity = frame.cursor ? '1' : '0';
        if (frame.cursor)
          cursor.style.transform = `translate(${frame.cursor.x.toFixed(1)}px, ${frame.cursor.y.toFixed(1)}px)`;
      }
      const key = frame.clicks.map((c) => c.index).join(',');
      if (key !== markedKey.current) {
        markedKey.current = key;
        setMarked(frame.clicks);
      }
      const step = Math.floor(time / SEEK_STEP_MS) * SEEK_STEP_MS;
      setShownMs((shown) => (shown === step ? shown : step));
    },
    [record],
  );

  const measure = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const { width, height, elements } = measureTrackedElements(stage);
    screenRef.current = { area: { width, height }, elements };
    draw();
  }, [draw]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(stage);
    return () => observer.disconnect();
  }, [measure]);

  const command = useCallback(
    (next: ReplayCommand) => {
      if (next.type === 'play' || next.type === 'toggle') measure();
      clockRef.current = replayStep(clockRef.current, next);
      setClock(clockRef.current);
      draw();
    },
    [draw, measure],
  );

  useEffect(() => {
    if (clock.status !== 'playing') return;
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      const elapsedMs = last === null ? 0 : now - last;
      last = now;
      const before = clockRef.current;
      clockRef.current = replayStep(before, { type: 'tick', elapsedMs });
      draw(before.timeMs);
      if (clockRef.current.status !== 'playing') {
        setClock(clockRef.current);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [clock.status, draw]);

  const stats = replayStatistics(record);
  return (
    <>
      <div ref={stageRef} className="relative" data-replay-stage>
        {children}
        <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
          {marked.map((click) => (
            <span
              key={click.index}
              data-testid="replay-click-marker"
              data-target={click.target}
              className="absolute size-9 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-destructive bg-destructive/20 shadow-sm"
              style={{ left: click.x, top: click.y }}
            >
              <span className="absolute inset-0 animate-ping rounded-full border-2 border-destructive/70" />
            </span>
          ))}
          <div
            ref={cursorRef}
            data-testid="replay-cursor"
            className="absolute top-0 left-0 opacity-0 will-change-transform"
          >
            <MousePointer2 className="size-6 fill-primary text-primary-foreground drop-shadow-md" />
          </div>
        </div>
      </div>
      {after}
      <section aria-label="Replay" className="flex flex-col gap-4 rounded-xl border border-border p-4">
        <ReplayControls clock={clock} shownMs={shownMs} onCommand={command} markers={markers} />
        <div>
          <h5 className="mb-2 text-xs font-semibold text-muted-foreground">Session statistics</h5>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Total time', formatTeacherTime(stats.totalTimeMs / 1000)],
              ['Cursor movements', String(stats.cursorMovements)],
              ['Clicks', String(stats.clicks)],
              ['Scroll events', String(stats.scrollEvents)],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col gap-0.5">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-sm font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
