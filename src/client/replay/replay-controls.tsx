import { formatClock } from '#domain/format/durations';
import {
  REPLAY_SPEEDS,
  type ReplayClock,
  type ReplayCommand,
  SEEK_STEP_MS,
  snapToStep,
} from '#domain/tracking/replay-clock';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { Slider } from '../ui/slider';
import { markerLook, markerName } from './marker-look';
import type { StageMarker } from './stage-markers';

/** Play/pause, reset, the seek slider in 100 ms steps, the speeds and the m:ss clock. */
export function ReplayControls({
  clock,
  shownMs,
  onCommand,
  markers = [],
}: {
  clock: ReplayClock;
  shownMs: number;
  onCommand: (command: ReplayCommand) => void;
  /** Moments to jump to, drawn under the seek bar. */
  markers?: readonly StageMarker[];
}) {
  const playing = clock.status === 'playing';
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={() => onCommand({ type: 'toggle' })}
          aria-label={playing ? t`Pause` : t`Play`}
          data-replay-status={clock.status}
        >
          {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          {playing ? t`Pause` : t`Play`}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onCommand({ type: 'reset' })}
          aria-label={t`Reset`}
        >
          <RotateCcw aria-hidden className="size-4" />
          <Trans>Reset</Trans>
        </Button>
        <fieldset className="flex flex-wrap items-center gap-1" aria-label={t`Speed`}>
          {REPLAY_SPEEDS.map((speed) => (
            <Button
              key={speed}
              size="sm"
              variant={clock.speed === speed ? 'secondary' : 'ghost'}
              aria-pressed={clock.speed === speed}
              onClick={() => onCommand({ type: 'speed', speed })}
              className="min-w-11 tabular-nums"
            >
              <Trans>{speed}x</Trans>
            </Button>
          ))}
        </fieldset>
        <output className="ml-auto text-sm font-medium tabular-nums" aria-label={t`Replay clock`}>
          {formatClock(shownMs)} / {formatClock(clock.durationMs)}
        </output>
      </div>
      <Slider
        aria-label={t`Seek`}
        min={0}
        max={Math.max(SEEK_STEP_MS, Math.ceil(clock.durationMs / SEEK_STEP_MS) * SEEK_STEP_MS)}
        step={SEEK_STEP_MS}
        value={[shownMs]}
        onValueChange={(values) => onCommand({ type: 'seek', timeMs: values[0] ?? 0 })}
      />
      {markers.length > 0 ? (
        <ReplayMarkers
          markers={markers}
          durationMs={clock.durationMs}
          onSeek={(timeMs) => onCommand({ type: 'seek', timeMs })}
        />
      ) : null}
    </div>
  );
}

/** The size of a mark's button: large enough to press (24 px), and marks never overlap. */
const markSizePx = 24;

/**
 * The lane of each mark: marks closer in time than one button's width go to the next lane down, so
 * every button keeps its full 24 px to press (one row while the width is not known yet).
 */
export function markerLanes(timesMs: readonly number[], durationMs: number, widthPx: number): number[] {
  const minGapMs = widthPx > 0 && durationMs > 0 ? (durationMs * markSizePx) / widthPx : 0;
  const laneEnds: number[] = [];
  return timesMs.map((time) => {
    if (minGapMs === 0) return 0;
    let lane = laneEnds.findIndex((end) => time - end >= minGapMs);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(time);
    } else laneEnds[lane] = time;
    return lane;
  });
}

/** The width of an element, kept current as it resizes (0 until measured). */
function useWidth(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

/** Marks under the seek bar; pressing one seeks there. */
function ReplayMarkers({
  markers,
  durationMs,
  onSeek,
}: {
  markers: readonly StageMarker[];
  durationMs: number;
  onSeek: (timeMs: number) => void;
}) {
  const kinds = [...new Set(markers.map((m) => m.kind))];
  const [measure, width] = useWidth();
  const lanes = markerLanes(
    markers.map((m) => m.timeMs),
    durationMs,
    width,
  );
  const laneCount = Math.max(1, ...lanes.map((lane) => lane + 1));
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1.5">
      <fieldset
        ref={measure}
        className="relative m-0 border-0 p-0"
        style={{ height: `${laneCount * markSizePx}px` }}
        aria-label={t`Replay marks`}
      >
        {markers.map((marker, index) => {
          const name = markerName(marker);
          const at = formatClock(snapToStep(marker.timeMs, durationMs));
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: two marks can share a time and a kind
              key={`${marker.timeMs}-${marker.kind}-${index}`}
              type="button"
              className="absolute flex size-6 -translate-x-1/2 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-ring"
              style={{
                left: `${durationMs > 0 ? (marker.timeMs / durationMs) * 100 : 0}%`,
                top: `${(lanes[index] ?? 0) * markSizePx}px`,
              }}
              // Named by the time a press lands on (seeks snap to the 0.1 s step), so a mark at 1.96 s
              // reads 0:02 like the clock after pressing it, not 0:01.
              aria-label={t`${name} at ${at}`}
              title={t`${name} at ${at}`}
              data-marker={marker.kind}
              onClick={() => onSeek(marker.timeMs)}
            >
              <span className={markerLook[marker.kind].className} aria-hidden />
            </button>
          );
        })}
      </fieldset>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-label={t`Marks legend`}
      >
        {kinds.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span className={markerLook[kind].className} aria-hidden />
            {markerLook[kind].name()}
          </li>
        ))}
      </ul>
    </div>
  );
}
