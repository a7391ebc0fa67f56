import { z } from 'zod';
import { MAX_COORDINATE, MAX_EPOCH_MS, MAX_RELATIVE_MS, SCHEMA_CAPS } from './limits';

const coordinate = z.number().finite().min(0).max(MAX_COORDINATE);
const relativeTime = z.number().finite().min(0).max(MAX_RELATIVE_MS);
const targetName = z.string().max(SCHEMA_CAPS.target);

/** A pointer position: pixels from the task area's top-left, ms since the task start. */
export const trackingPointSchema = z.object({ x: coordinate, y: coordinate, timestamp: relativeTime });

/** A click or tap: its position, time and the `data-track` name of the element hit, when any. */
export const trackingClickSchema = trackingPointSchema.extend({ target: targetName.optional() });

/** A scroll of the page while on the task: the scroll offsets and the time. */
export const trackingScrollSchema = z.object({
  x: coordinate.optional(),
  y: coordinate,
  timestamp: relativeTime,
});

/** The task area's size when the points were recorded. */
export const trackingAreaSchema = z.object({
  width: z.number().finite().positive().max(MAX_COORDINATE),
  height: z.number().finite().positive().max(MAX_COORDINATE),
});

/** One tracked element's box inside the task area (pixels), by its `data-track` name. */
export const trackingElementSchema = z.object({
  target: targetName,
  x: coordinate,
  y: coordinate,
  width: coordinate,
  height: coordinate,
});

/** Where the tracked elements were from a time on, so a replay on another screen size maps onto them. */
export const trackingLayoutSchema = z.object({
  timestamp: relativeTime,
  area: trackingAreaSchema,
  elements: z.array(trackingElementSchema).max(SCHEMA_CAPS.elements),
});

/** One task's recorded interaction, as sent by the player and stored with its task response. */
export const trackingRecordSchema = z.object({
  /** Epoch milliseconds when the task was first shown. */
  startTime: z.number().finite().min(0).max(MAX_EPOCH_MS).optional(),
  /** Epoch milliseconds of the last recorded moment. */
  endTime: z.number().finite().min(0).max(MAX_EPOCH_MS).optional(),
  /** Milliseconds spent on the task. */
  timeSpent: relativeTime.optional(),
  area: trackingAreaSchema.optional(),
  layouts: z.array(trackingLayoutSchema).max(SCHEMA_CAPS.layouts).optional(),
  cursorMovements: z.array(trackingPointSchema).max(SCHEMA_CAPS.cursorMovements).default([]),
  clicks: z.array(trackingClickSchema).max(SCHEMA_CAPS.clicks).default([]),
  scrollEvents: z.array(trackingScrollSchema).max(SCHEMA_CAPS.scrollEvents).default([]),
});

/** A pointer position. */
export type TrackingPoint = z.infer<typeof trackingPointSchema>;
/** A click or tap. */
export type TrackingClick = z.infer<typeof trackingClickSchema>;
/** A scroll event. */
export type TrackingScroll = z.infer<typeof trackingScrollSchema>;
/** A task area's size. */
export type TrackingArea = z.infer<typeof trackingAreaSchema>;
/** One tracked element's box. */
export type TrackingElement = z.infer<typeof trackingElementSchema>;
/** The tracked elements' boxes from a time on. */
export type TrackingLayout = z.infer<typeof trackingLayoutSchema>;
/** One task's recorded interaction. */
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;
