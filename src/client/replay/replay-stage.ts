import { type AreaLayout, layoutAt, mapPoint } from '#domain/tracking/layout-mapping';
import { clicksNear, positionAt } from '#domain/tracking/replay-clock';
import type { TrackingClick, TrackingRecord } from '#domain/tracking/schema';

/** A click marked on the stage: its index in the recording and where it lands on screen. */
export interface StageClick {
  index: number;
  x: number;
  y: number;
  target: string | undefined;
}

/** What the stage shows at a time: the cursor position on screen (or null) and the marked clicks. */
export interface StageFrame {
  cursor: { x: number; y: number } | null;
  clicks: StageClick[];
}

function recordedLayoutAt(record: TrackingRecord, timeMs: number, screen: AreaLayout): AreaLayout {
  const layout = layoutAt(record.layouts, timeMs);
  if (layout) return layout;
  return { area: record.area ?? screen.area, elements: [] };
}

/**
 * The frame at a time: cursor and clicks mapped from the recorded layout to the one on screen.
 * `sinceMs`, while playing, is the previous frame's time, so clicks passed between frames are marked.
 */
export function stageFrameAt(
  record: TrackingRecord,
  timeMs: number,
  screen: AreaLayout,
  sinceMs: number = timeMs,
): StageFrame {
  const recorded = recordedLayoutAt(record, timeMs, screen);
  const position = positionAt(record.cursorMovements, timeMs);
  const near = clicksNear(record.clicks, timeMs, sinceMs);
  const first = near[0];
  const offset = first ? record.clicks.indexOf(first as TrackingClick) : 0;
  return {
    cursor: position ? mapPoint(position, recorded, screen) : null,
    clicks: near.map((click, i) => {
      const at = mapPoint(click, recordedLayoutAt(record, click.timestamp, screen), screen);
      return { index: offset + i, x: at.x, y: at.y, target: click.target };
    }),
  };
}
