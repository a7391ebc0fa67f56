import { between, capped, obj, optional, readOrNull, shortString } from '#domain/strict-json';
import { MAX_COORDINATE, MAX_EPOCH_MS, MAX_RELATIVE_MS, SCHEMA_CAPS } from './limits';
import type {
  TrackingArea,
  TrackingClick,
  TrackingElement,
  TrackingLayout,
  TrackingPoint,
  TrackingRecord,
  TrackingScroll,
} from './schema';

// One task's recording read back in the browser (from local storage or the server's copy) with the
// same rules as the server's schema (tracking/schema.ts; a property test keeps the two in step),
// without loading the schema library into the player.

const coordinate = (value: unknown) => between(value, 0, MAX_COORDINATE);
const relativeTime = (value: unknown) => between(value, 0, MAX_RELATIVE_MS);
const target = (value: unknown) => shortString(value, SCHEMA_CAPS.target);

function point(value: unknown): TrackingPoint {
  const json = obj(value);
  return { x: coordinate(json.x), y: coordinate(json.y), timestamp: relativeTime(json.timestamp) };
}

function click(value: unknown): TrackingClick {
  return { ...point(value), ...optional(obj(value), 'target', target) };
}

function scroll(value: unknown): TrackingScroll {
  const json = obj(value);
  return {
    ...optional(json, 'x', coordinate),
    y: coordinate(json.y),
    timestamp: relativeTime(json.timestamp),
  };
}

function area(value: unknown): TrackingArea {
  const json = obj(value);
  return {
    width: between(json.width, 0, MAX_COORDINATE, true),
    height: between(json.height, 0, MAX_COORDINATE, true),
  };
}

function element(value: unknown): TrackingElement {
  const json = obj(value);
  return {
    target: target(json.target),
    x: coordinate(json.x),
    y: coordinate(json.y),
    width: coordinate(json.width),
    height: coordinate(json.height),
  };
}

function layout(value: unknown): TrackingLayout {
  const json = obj(value);
  return {
    timestamp: relativeTime(json.timestamp),
    area: area(json.area),
    elements: capped(json.elements, SCHEMA_CAPS.elements, element),
  };
}

const events = <T>(value: unknown, max: number, read: (item: unknown) => T): T[] =>
  value === undefined ? [] : capped(value, max, read);

/** The recording, or null when anything in it breaks the rules. */
export function readTrackingRecord(value: unknown): TrackingRecord | null {
  return readOrNull(() => {
    const json = obj(value);
    return {
      ...optional(json, 'startTime', (v) => between(v, 0, MAX_EPOCH_MS)),
      ...optional(json, 'endTime', (v) => between(v, 0, MAX_EPOCH_MS)),
      ...optional(json, 'timeSpent', relativeTime),
      ...optional(json, 'area', area),
      ...optional(json, 'layouts', (v) => capped(v, SCHEMA_CAPS.layouts, layout)),
      cursorMovements: events(json.cursorMovements, SCHEMA_CAPS.cursorMovements, point),
      clicks: events(json.clicks, SCHEMA_CAPS.clicks, click),
      scrollEvents: events(json.scrollEvents, SCHEMA_CAPS.scrollEvents, scroll),
    };
  });
}
