import type { Task } from '#domain/homework/schema';
import { isKnownTask, kindOfType } from '#domain/tasks/registry';
import type { TrackingRecord } from './schema';

/** A pause longer than this with no movement, click or scroll is marked as idle. */
export const IDLE_GAP_MS = 10_000;
/** At most this many marks on one seek bar: past that they would only cover each other. */
export const MAX_MARKERS = 200;

/** A moment worth jumping to in a replay. */
export interface ReplayMarker {
  timeMs: number;
  kind: 'click' | 'check' | 'wrong' | 'idle';
  /** Its name in English ('Click', 'Idle 12 s'); a screen in another language names it by kind. */
  label: string;
  /** For an idle mark: how long the pause lasted. */
  gapMs?: number;
}

/**
 * Whether a click on this tracked element gave a wrong answer: a wrong multiple-choice option, the
 * wrong true/false answer, a fragment that is not a mistake, a wrong fix: the task's kind tells, from
 * the task's key, which only the teacher's review has.
 */
export function isWrongAnswerTarget(task: Task, target: string): boolean {
  return isKnownTask(task) && kindOfType(task.type).isWrongTarget(task, target);
}

/**
 * The marks of a replay's seek bar, in time order: each click (a check of a sentence, or a wrong
 * answer when `isWrong` can tell), and each idle gap over 10 s, marked where it starts. Linear in
 * the recording's length.
 */
export function replayMarkers(record: TrackingRecord, isWrong?: (target: string) => boolean): ReplayMarker[] {
  const markers: ReplayMarker[] = record.clicks.map((click) => {
    const target = click.target ?? '';
    if (target === 'check') return { timeMs: click.timestamp, kind: 'check', label: 'Check' };
    if (target && isWrong?.(target)) return { timeMs: click.timestamp, kind: 'wrong', label: 'Wrong answer' };
    return { timeMs: click.timestamp, kind: 'click', label: 'Click' };
  });
  const times = [
    ...record.cursorMovements.map((p) => p.timestamp),
    ...record.clicks.map((c) => c.timestamp),
    ...record.scrollEvents.map((s) => s.timestamp),
  ].sort((a, b) => a - b);
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i] as number) - (times[i - 1] as number);
    if (gap > IDLE_GAP_MS) {
      markers.push({
        timeMs: times[i - 1] as number,
        kind: 'idle',
        label: `Idle ${Math.round(gap / 1000)} s`,
        gapMs: gap,
      });
    }
  }
  return markers.sort((a, b) => a.timeMs - b.timeMs).slice(0, MAX_MARKERS);
}
