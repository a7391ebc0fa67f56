import type { TaskTracking } from '#contract/common';

/** The task area the demo recordings are drawn over (the player records its size with the points). */
export const DEMO_AREA = { width: 640, height: 480 } as const;

/** A small deterministic random source, so the demo data is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));

/**
 * A point the student moves to and clicks, at a time in milliseconds from the task start. A click
 * on a named element (`target`, as the player names it) lands on that element's spot instead.
 */
export type DemoClick = { x: number; y: number; at: number; target?: string };

/** Where each named element sits in the demo's task area: a grid of 96 x 48 boxes, in order of first use. */
function elementSpots(clicks: readonly DemoClick[]): Map<string, { x: number; y: number }> {
  const spots = new Map<string, { x: number; y: number }>();
  for (const click of clicks) {
    if (click.target === undefined || spots.has(click.target)) continue;
    const slot = spots.size;
    spots.set(click.target, { x: 80 + (slot % 5) * 120, y: 140 + Math.floor(slot / 5) * 80 });
  }
  return spots;
}

/**
 * A realistic recording of one task: the pointer drifts from the middle toward each click target
 * with ease-in-out and hand jitter, sampled every 50 to 110 ms as the player does; clicks land on
 * the targets; the student scrolls down to read and back up once.
 */
export function demoTracking(options: {
  seed: number;
  startMs: number;
  durationMs: number;
  clicks: readonly DemoClick[];
}): TaskTracking {
  const random = seededRandom(options.seed);
  const { width, height } = DEMO_AREA;
  const spots = elementSpots(options.clicks);
  const targets = [...options.clicks]
    .sort((a, b) => a.at - b.at)
    .map((click) => {
      const spot = click.target === undefined ? undefined : spots.get(click.target);
      return spot ? { ...click, ...spot } : click;
    });
  const cursorMovements: TaskTracking['cursorMovements'] = [];
  let from = { x: width / 2, y: height / 2, at: 0 };
  let time = 0;
  for (const target of [...targets, { x: width * 0.8, y: height * 0.9, at: options.durationMs }]) {
    while (time < target.at) {
      const span = Math.max(1, target.at - from.at);
      const t = Math.min(1, (time - from.at) / span);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      const jitter = (1 - t) * 12;
      cursorMovements.push({
        x: clamp(from.x + (target.x - from.x) * eased + (random() - 0.5) * jitter, width),
        y: clamp(from.y + (target.y - from.y) * eased + (random() - 0.5) * jitter, height),
        timestamp: time,
      });
      time += 50 + Math.floor(random() * 60);
    }
    from = target;
  }
  const scrollAt = Math.floor(options.durationMs * 0.15);
  const scrollEvents = [0, 40, 120, 180, 120, 0].map((y, i) => ({ x: 0, y, timestamp: scrollAt + i * 400 }));
  return {
    startTime: options.startMs,
    endTime: options.startMs + options.durationMs,
    timeSpent: options.durationMs,
    area: { ...DEMO_AREA },
    // The named elements' boxes, so the replay puts each click on the same element on screen.
    ...(spots.size > 0
      ? {
          layouts: [
            {
              timestamp: 0,
              area: { ...DEMO_AREA },
              elements: [...spots].map(([target, spot]) => ({
                target,
                x: spot.x - 48,
                y: spot.y - 24,
                width: 96,
                height: 48,
              })),
            },
          ],
        }
      : {}),
    cursorMovements,
    clicks: targets.map((click) => ({
      x: click.x,
      y: click.y,
      timestamp: click.at,
      ...(click.target === undefined ? {} : { target: click.target }),
    })),
    scrollEvents,
  };
}
