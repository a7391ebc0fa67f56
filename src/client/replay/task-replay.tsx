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
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MousePointer2, TriangleAlert } from 'lucide-react';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { KnownTask, Task } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import type { TaskState } from '#domain/tasks/engine';
import { formatMilliseconds } from '../features/teacher/shared/time';
import { clientKindOf } from '../tasks/kinds';
import { measureTrackedElements } from '../tracking/tracked-task-area';
import { ReplayControls } from './replay-controls';
import { type StageClick, stageFrameAt } from './replay-stage';
import { type ReplayTimeline, replayTimeline, stepsDoneAt } from './replay-timeline';
import { stageMarkers } from './stage-markers';

/**
 * The read-only task (`children`, the review), then `after` (the interaction block), then, when the
 * recording has cursor movements, the replay: the task re-enacted with the student's cursor and
 * clicks over it, its controls and the session statistics. The replay's stage shows the task as the
 * student saw it at each moment, folded from the answer's log up to then (replay-timeline.ts); an
 * answer without a log (saved before answers kept one) has no moments to show, and the cursor is
 * drawn over the review itself, as it ends. A recording that cannot be read shows a message instead.
 */
export function TaskReplay({
  tracking,
  task,
  response = null,
  after,
  isWrong,
  children,
}: {
  tracking: unknown;
  /** The task and the student's recorded answer, whose log the stage re-enacts. */
  task?: Task;
  response?: TaskResponse | null;
  /** For an answer without a log: whether a click on this tracked element was a wrong answer. */
  isWrong?: (target: string) => boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  const result = useMemo(() => readStoredTracking(tracking), [tracking]);
  const problemMessage = !result.ok && result.problem.kind === 'corrupt' ? result.problem.message : '';
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
            {/* The problem is the record check's own English words (a field path and zod's reason):
                for a developer, not the tutor. The English sentence ends with them as it always did;
                the Chinese one leaves them out (its translation has no placeholder) and they stay
                in the title, so a tutor can still copy them into a bug report. */}
            <span title={problemMessage}>
              <Trans>The interaction recording of this task cannot be replayed: {problemMessage}</Trans>
            </span>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <RecordingReplay
      record={result.record}
      task={task}
      response={response}
      after={after}
      {...(isWrong ? { isWrong } : {})}
    >
      {children}
    </RecordingReplay>
  );
}

/** The kind's stage drawing the task in a state of its log. */
function KindStage({ task, state }: { task: Task; state: TaskState }) {
  const Stage = clientKindOf(task as KnownTask).replay.Stage as unknown as ComponentType<{
    task: Task;
    state: TaskState;
  }>;
  return <Stage task={task} state={state} />;
}

function RecordingReplay({
  record,
  task,
  response,
  isWrong,
  after,
  children,
}: {
  record: TrackingRecord;
  task: Task | undefined;
  response: TaskResponse | null;
  isWrong?: (target: string) => boolean;
  after: ReactNode;
  children: ReactNode;
}) {
  const timeline = useMemo<ReplayTimeline | null>(
    () => (task ? replayTimeline(task, response, record) : null),
    [task, response, record],
  );
  const stageRef = useRef<HTMLDivElement>(null);
  const cursorRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<AreaLayout>({ area: record.area ?? { width: 1, height: 1 }, elements: [] });
  const clockRef = useRef<ReplayClock>(createReplayClock(recordingDuration(record)));
  const [clock, setClock] = useState<ReplayClock>(clockRef.current);
  const markers = useMemo(() => stageMarkers(record, timeline, isWrong), [record, timeline, isWrong]);
  const [shownMs, setShownMs] = useState(0);
  const { t } = useLingui();
  // How many of the log's actions the stage shows done: it changes only at an action's moment, so
  // the task is drawn again then, not on every frame.
  const [stepsDone, setStepsDone] = useState(0);
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
      // Keyed by place too: once the stage shows another moment, a marked click lands elsewhere.
      const key = frame.clicks.map((c) => `${c.index}@${Math.round(c.x)},${Math.round(c.y)}`).join(' ');
      if (key !== markedKey.current) {
        markedKey.current = key;
        setMarked(frame.clicks);
      }
      const step = Math.floor(time / SEEK_STEP_MS) * SEEK_STEP_MS;
      setShownMs((shown) => (shown === step ? shown : step));
      if (timeline) {
        const done = stepsDoneAt(timeline, time);
        setStepsDone((shown) => (shown === done ? shown : done));
      }
    },
    [record, timeline],
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

  // Once the stage shows another moment its elements have moved (a word went from the bank to the
  // answer): measure them again so the cursor lands where the student's did.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again on each new moment shown
  useLayoutEffect(() => {
    measure();
  }, [stepsDone, measure]);

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
  const overlay = (
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
  );
  if (!timeline || !task)
    return (
      <>
        <div ref={stageRef} className="relative" data-replay-stage>
          {children}
          {overlay}
        </div>
        {after}
        <section aria-label={t`Replay`} className="flex flex-col gap-4 rounded-xl border border-border p-4">
          <ReplayControls clock={clock} shownMs={shownMs} onCommand={command} markers={markers} />
          <ReplayStatistics stats={stats} />
        </section>
      </>
    );
  const total = timeline.steps.length;
  const state = stepsDone === 0 ? timeline.start : (timeline.steps[stepsDone - 1]?.state ?? timeline.start);
  return (
    <>
      {children}
      {after}
      <section aria-label={t`Replay`} className="flex flex-col gap-4 rounded-xl border border-border p-4">
        <p className="text-sm text-muted-foreground" data-replay-steps={stepsDone}>
          {plural(total, {
            one: `As the student saw it: ${stepsDone} of # step done`,
            other: `As the student saw it: ${stepsDone} of # steps done`,
          })}
        </p>
        <div
          ref={stageRef}
          className="relative rounded-lg border border-dashed border-border p-3"
          data-replay-stage
        >
          {/* The re-enacted task only shows: nothing in it can be pressed or focused. */}
          <div inert>
            <KindStage task={task} state={state} />
          </div>
          {overlay}
        </div>
        <ReplayControls clock={clock} shownMs={shownMs} onCommand={command} markers={markers} />
        <ReplayStatistics stats={stats} />
      </section>
    </>
  );
}

/** The session statistics under the replay's controls. */
function ReplayStatistics({ stats }: { stats: ReturnType<typeof replayStatistics> }) {
  const { t } = useLingui();
  return (
    <div>
      <h5 className="mb-2 text-xs font-semibold text-muted-foreground">
        <Trans>Session statistics</Trans>
      </h5>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          [t`Total time`, formatMilliseconds(stats.totalTimeMs)],
          [t`Cursor movements`, String(stats.cursorMovements)],
          [t`Clicks`, String(stats.clicks)],
          [t`Scroll events`, String(stats.scrollEvents)],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
