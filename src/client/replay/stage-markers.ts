import { type ReplayMarker, replayMarkers } from '#domain/tracking/markers';
import type { TrackingRecord } from '#domain/tracking/schema';
import type { ReplayTimeline } from './replay-timeline';

/** A mark under the replay's seek bar: the recording's own, or a wrong check told by the log. */
export type StageMarker = Omit<ReplayMarker, 'kind'> & { kind: ReplayMarker['kind'] | 'wrong-check' };

/**
 * The seek bar's marks. With the answer's log on the recording's clock (`timeline`), the wrong ones
 * come from its fold: a check that was not right is a 'Wrong check', a pick or answer that was not
 * right a 'Wrong answer'; each takes the place of the mark of the press that made it (or stands on
 * its own when no press did: typed, keyboard). Without a log, a click is marked wrong when `isWrong`
 * says its element was a wrong answer (the task's key).
 */
export function stageMarkers(
  record: TrackingRecord,
  timeline: ReplayTimeline | null,
  isWrong?: (target: string) => boolean,
): StageMarker[] {
  if (!timeline) return replayMarkers(record, isWrong);
  const markers: StageMarker[] = replayMarkers(record);
  for (const step of timeline.steps) {
    if (!step.wrong) continue;
    // The English labels, as the domain's marks carry them; the screen names a mark by its kind.
    const wrong: StageMarker =
      step.wrong === 'check'
        ? { timeMs: step.timeMs, kind: 'wrong-check', label: 'Wrong check' } // i18n-exempt: English label
        : { timeMs: step.timeMs, kind: 'wrong', label: 'Wrong answer' }; // i18n-exempt: English label
    const press = step.click === null ? undefined : record.clicks[step.click];
    const at = press
      ? markers.findIndex((m) => m.timeMs === press.timestamp && (m.kind === 'click' || m.kind === 'check'))
      : -1;
    if (at === -1) markers.push(wrong);
    else markers[at] = wrong;
  }
  return markers.sort((a, b) => a.timeMs - b.timeMs);
}
