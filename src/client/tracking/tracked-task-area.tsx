import type { TrackingElement } from '#domain/tracking/schema';
import { isInsideArea, roundPoint } from '#domain/tracking/sampling';
import { SAMPLE_INTERVAL_MS } from '#domain/tracking/limits';
import { type ReactNode, useEffect, useRef } from 'react';
import type { RecordingStore } from './recording-store';

/** Boxes of the `data-track` elements inside an area, in whole pixels relative to it. */
export function measureTrackedElements(area: HTMLElement): {
  width: number;
  height: number;
  elements: TrackingElement[];
} {
  const box = area.getBoundingClientRect();
  const elements: TrackingElement[] = [];
  for (const element of area.querySelectorAll<HTMLElement>('[data-track]')) {
    const rect = element.getBoundingClientRect();
    const target = element.dataset.track ?? '';
    if (rect.width === 0 && rect.height === 0) continue;
    elements.push({
      target: target.slice(0, 200),
      x: Math.max(0, Math.round(rect.left - box.left)),
      y: Math.max(0, Math.round(rect.top - box.top)),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    });
  }
  return { width: Math.max(1, Math.round(box.width)), height: Math.max(1, Math.round(box.height)), elements };
}

/**
 * Wraps the task area and records into the store, for the task shown: pointer positions (mouse,
 * pen and touch) relative to the area with its size, presses with the `data-track` element hit,
 * page scrolls, and the layout of the tracked elements. Nothing outside the area, nothing typed.
 */
export function TrackedTaskArea({
  store,
  taskId,
  children,
}: {
  store: RecordingStore;
  taskId: string;
  children: ReactNode;
}) {
  const areaRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    store.enter(taskId);
    let pending: { x: number; y: number } | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const snapshotLayout = () => {
      const at = store.elapsed();
      if (at === null) return;
      const { width, height, elements } = measureTrackedElements(area);
      store.setLayout({ area: { width, height }, elements }, at);
    };
    const relative = (event: PointerEvent | MouseEvent) => {
      const box = area.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top, box };
    };
    const record = (x: number, y: number) => {
      const at = store.elapsed();
      if (at === null) return;
      const box = area.getBoundingClientRect();
      const point = roundPoint({ x, y, timestamp: at }, { width: box.width, height: box.height });
      if (store.addPoint(point)) pending = null;
      else if (point.x !== store.lastPoint()?.x || point.y !== store.lastPoint()?.y) {
        // Keep where the pointer came to rest: sample it once the interval has passed.
        pending = { x, y };
        if (timer === null)
          timer = setTimeout(() => {
            timer = null;
            if (pending) record(pending.x, pending.y);
          }, SAMPLE_INTERVAL_MS);
      }
    };
    const onMove = (event: PointerEvent) => {
      const { x, y, box } = relative(event);
      if (isInsideArea({ x, y }, { width: box.width, height: box.height })) record(x, y);
    };
    const onDown = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      const at = store.elapsed();
      if (at === null) return;
      const { x, y, box } = relative(event);
      if (!isInsideArea({ x, y }, { width: box.width, height: box.height })) return;
      const point = roundPoint({ x, y, timestamp: at }, { width: box.width, height: box.height });
      const hit = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
      const target = hit && area.contains(hit) ? hit.dataset.track?.slice(0, 200) : undefined;
      // The cursor is where the press is, whatever the sampling interval.
      store.addPoint(point, 0);
      store.addClick(target ? { ...point, target } : point);
      // The layout may change after a press (feedback, reordered items): measure it once it settled.
      setTimeout(snapshotLayout, 600);
    };
    const onScroll = () => {
      const at = store.elapsed();
      if (at === null) return;
      store.addScroll({
        x: Math.max(0, Math.round(window.scrollX)),
        y: Math.max(0, Math.round(window.scrollY)),
        timestamp: at,
      });
    };

    snapshotLayout();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => snapshotLayout());
    resize?.observe(area);
    area.addEventListener('pointermove', onMove, { passive: true });
    area.addEventListener('pointerdown', onDown, { passive: true, capture: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      if (timer !== null) clearTimeout(timer);
      resize?.disconnect();
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerdown', onDown, { capture: true });
      window.removeEventListener('scroll', onScroll);
      store.leave();
    };
  }, [store, taskId]);

  return (
    <div ref={areaRef} data-tracking-area={taskId} className="relative">
      {children}
    </div>
  );
}
