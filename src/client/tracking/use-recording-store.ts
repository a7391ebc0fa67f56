import { useState } from 'react';
import {
  createRecordingStore,
  mergeTrackingMaps,
  type RecordingStore,
  sanitiseTrackingMap,
} from './recording-store';

/**
 * One recording store for the player's lifetime, seeded once from the server's and the locally
 * kept recordings (invalid entries dropped; per task the longer one wins).
 */
export function useRecordingStore(readInitial: () => { server: unknown; local: unknown }): RecordingStore {
  const [store] = useState(() => {
    const { server, local } = readInitial();
    return createRecordingStore(mergeTrackingMaps(sanitiseTrackingMap(server), sanitiseTrackingMap(local)));
  });
  return store;
}
