/**
 * npm run bench: the tracking size budget (JSON bytes per minute of continuous pointer movement,
 * through the player's sampler) and the replay's position lookup time over 20,000 points.
 * Exits non-zero when a minute costs more than the 30 KB budget.
 */
import { performance } from 'node:perf_hooks';
import { jsonBytes } from '#domain/tracking/budget';
import { BYTES_PER_MINUTE_BUDGET, MAX_CURSOR_POINTS, SAMPLE_INTERVAL_MS } from '#domain/tracking/limits';
import { positionAt } from '#domain/tracking/replay-clock';
import { roundPoint, shouldSample } from '#domain/tracking/sampling';
import type { TrackingPoint } from '#domain/tracking/schema';

const area = { width: 1920, height: 1080 };

/** Pointer events every 4 ms (a 250 Hz mouse) for one minute starting at `fromMs`, sampled as the player does. */
function minuteOfMovement(fromMs: number): TrackingPoint[] {
  const kept: TrackingPoint[] = [];
  for (let t = fromMs; t < fromMs + 60_000; t += 4) {
    const raw = {
      x: area.width / 2 + Math.sin(t / 650) * (area.width / 2 - 1),
      y: area.height / 2 + Math.cos(t / 870) * (area.height / 2 - 1),
      timestamp: t,
    };
    const next = roundPoint(raw, area);
    if (shouldSample(kept[kept.length - 1], next)) kept.push(next);
  }
  return kept;
}

let failed = false;
console.log(
  `Sampling interval ${SAMPLE_INTERVAL_MS} ms; cap ${MAX_CURSOR_POINTS} points per task; area ${area.width}x${area.height}`,
);
for (const minute of [0, 9, 359]) {
  const points = minuteOfMovement(minute * 60_000);
  const bytes = jsonBytes(points);
  const ok = bytes <= BYTES_PER_MINUTE_BUDGET;
  failed ||= !ok;
  console.log(
    `minute ${minute + 1}: ${points.length} points, ${(bytes / 1024).toFixed(1)} KB of JSON (budget ${BYTES_PER_MINUTE_BUDGET / 1024} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
}

const many: TrackingPoint[] = Array.from({ length: 20_000 }, (_, i) => ({
  x: (i * 7) % area.width,
  y: (i * 3) % area.height,
  timestamp: i * SAMPLE_INTERVAL_MS,
}));
const end = many[many.length - 1]?.timestamp ?? 0;
const lookups = 200_000;
let checksum = 0;
const started = performance.now();
for (let i = 0; i < lookups; i += 1) checksum += positionAt(many, (i * 7919) % end)?.x ?? 0;
const perLookupUs = ((performance.now() - started) * 1000) / lookups;
console.log(
  `positionAt over 20,000 points: ${perLookupUs.toFixed(3)} µs per lookup (${lookups} lookups; a 60 fps frame has 16,667 µs) [${checksum > 0 ? 'ok' : 'none'}]`,
);

process.exit(failed ? 1 : 0);
