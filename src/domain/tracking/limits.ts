/** Smallest gap between two recorded pointer positions: at most one sample every 80 ms (never more often than every 50 ms). */
export const SAMPLE_INTERVAL_MS = 80;

/** The floor the sampling interval may never go under: at most one sample every 50 ms. */
export const MIN_SAMPLE_INTERVAL_MS = 50;

/** Size budget: one minute of continuous pointer movement costs at most this many bytes of JSON. */
export const BYTES_PER_MINUTE_BUDGET = 30 * 1024;

/** A task's pointer recording keeps at most ten minutes of full-rate samples; beyond that the oldest are thinned. */
export const MAX_RECORDED_MINUTES = 10;

/** Cursor points kept per task before the oldest are thinned (ten minutes at the sampling rate). */
export const MAX_CURSOR_POINTS = Math.floor((MAX_RECORDED_MINUTES * 60_000) / SAMPLE_INTERVAL_MS);

/** Scroll events kept per task before the oldest are thinned. */
export const MAX_SCROLL_EVENTS = 2_000;

/** Clicks recorded per task; clicks are never thinned, later ones are not recorded past this. */
export const MAX_CLICKS = 2_000;

/** Largest relative timestamp accepted in a stored record: six hours, in milliseconds. */
export const MAX_RELATIVE_MS = 6 * 60 * 60 * 1000;

/** Largest absolute time (epoch ms) accepted for startTime/endTime. */
export const MAX_EPOCH_MS = 8.64e15;

/** Largest coordinate or area side accepted, in CSS pixels. */
export const MAX_COORDINATE = 100_000;

/**
 * Array caps of a record (the server refuses more with a 400): what the player keeps per task
 * (MAX_CURSOR_POINTS, MAX_CLICKS, MAX_SCROLL_EVENTS) with a margin, so one task's recording stays
 * a few hundred KB and reading the largest body the server accepts stays far under 50 ms.
 */
export const SCHEMA_CAPS = {
  cursorMovements: 10_000,
  clicks: 2_500,
  scrollEvents: 2_500,
  layouts: 50,
  elements: 200,
  target: 200,
} as const;
