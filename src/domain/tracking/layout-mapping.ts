import type { TrackingArea, TrackingElement, TrackingLayout } from './schema';

/** Tracked element boxes in one task area, as recorded or as on screen now. */
export interface AreaLayout {
  area: TrackingArea;
  elements: readonly TrackingElement[];
}

/** The layout in force at a time: the latest one recorded at or before it, else the first; null when none. */
export function layoutAt(
  layouts: readonly TrackingLayout[] | undefined,
  timeMs: number,
): TrackingLayout | null {
  if (!layouts || layouts.length === 0) return null;
  let chosen = layouts[0] ?? null;
  for (const layout of layouts) if (layout.timestamp <= timeMs) chosen = layout;
  return chosen;
}

function contains(element: TrackingElement, x: number, y: number): boolean {
  return (
    x >= element.x && y >= element.y && x <= element.x + element.width && y <= element.y + element.height
  );
}

/** The smallest recorded element under a point, or undefined. */
export function elementAt(
  elements: readonly TrackingElement[],
  x: number,
  y: number,
): TrackingElement | undefined {
  let best: TrackingElement | undefined;
  for (const element of elements) {
    if (contains(element, x, y) && (!best || element.width * element.height < best.width * best.height))
      best = element;
  }
  return best;
}

/**
 * Maps a recorded point onto the area on screen: a point over a tracked element lands at the same
 * relative spot of that element on screen (so an option stays under the cursor when the layout
 * reflows from phone to desktop); any other point is scaled from the recorded area size.
 */
export function mapPoint(
  point: { x: number; y: number },
  recorded: AreaLayout,
  screen: AreaLayout,
): { x: number; y: number } {
  const source = elementAt(recorded.elements, point.x, point.y);
  const target = source ? screen.elements.find((element) => element.target === source.target) : undefined;
  if (source && target) {
    const fx = source.width > 0 ? (point.x - source.x) / source.width : 0.5;
    const fy = source.height > 0 ? (point.y - source.y) / source.height : 0.5;
    return { x: target.x + fx * target.width, y: target.y + fy * target.height };
  }
  const sx = recorded.area.width > 0 ? screen.area.width / recorded.area.width : 1;
  const sy = recorded.area.height > 0 ? screen.area.height / recorded.area.height : 1;
  return { x: point.x * sx, y: point.y * sy };
}

/** True when two layouts place the same elements at the same boxes in the same area. */
export function sameLayout(a: AreaLayout, b: AreaLayout): boolean {
  if (a.area.width !== b.area.width || a.area.height !== b.area.height) return false;
  if (a.elements.length !== b.elements.length) return false;
  return a.elements.every((element, index) => {
    const other = b.elements[index];
    return (
      other !== undefined &&
      other.target === element.target &&
      other.x === element.x &&
      other.y === element.y &&
      other.width === element.width &&
      other.height === element.height
    );
  });
}
