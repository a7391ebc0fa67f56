import { formatClock } from '#domain/format/durations';
import {
  REPLAY_SPEEDS,
  type ReplayClock,
  type ReplayCommand,
  SEEK_STEP_MS,
} from '#domain/tracking/replay-clock';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '../ui/button';
import { Slider } from '../ui/slider';

/** Play/pause, reset, the seek slider in 100 ms steps, the speeds and the m:ss clock. */
export function ReplayControls({
  clock,
  shownMs,
  onCommand,
}: {
  clock: ReplayClock;
  shownMs: number;
  onCommand: (command: ReplayCommand) => void;
}) {
  const playing = clock.status === 'playing';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={() => onCommand({ type: 'toggle' })}
          aria-label={playing ? 'Pause' : 'Play'}
          data-replay-status={clock.status}
        >
          {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onCommand({ type: 'reset' })} aria-label="Reset">
          <RotateCcw aria-hidden className="size-4" />
          Reset
        </Button>
        <fieldset className="flex items-center gap-1" aria-label="Speed">
          {REPLAY_SPEEDS.map((speed) => (
            <Button
              key={speed}
              size="sm"
              variant={clock.speed === speed ? 'secondary' : 'ghost'}
              aria-pressed={clock.speed === speed}
              onClick={() => onCommand({ type: 'speed', speed })}
              className="min-w-11 tabular-nums"
            >
              {speed}x
            </Button>
          ))}
        </fieldset>
        <output className="ml-auto text-sm font-medium tabular-nums" aria-label="Replay clock">
          {formatClock(shownMs)} / {formatClock(clock.durationMs)}
        </output>
      </div>
      <Slider
        aria-label="Seek"
        min={0}
        max={Math.max(SEEK_STEP_MS, Math.ceil(clock.durationMs / SEEK_STEP_MS) * SEEK_STEP_MS)}
        step={SEEK_STEP_MS}
        value={[shownMs]}
        onValueChange={(values) => onCommand({ type: 'seek', timeMs: values[0] ?? 0 })}
      />
    </div>
  );
}
