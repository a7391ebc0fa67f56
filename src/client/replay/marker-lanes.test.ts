import { describe, expect, it } from 'vitest';
import { markerLanes } from './replay-controls';

describe('markerLanes: replay marks never overlap', () => {
  it('puts marks closer than one 24 px button in the next lane, and reuses a lane once there is room', () => {
    // 60 s over 600 px: a button covers 2.4 s.
    expect(markerLanes([0, 1000, 1000, 3000, 5000], 60_000, 600)).toEqual([0, 1, 2, 0, 1]);
  });
  it('keeps one row while the width is not known', () => {
    expect(markerLanes([0, 0, 0], 60_000, 0)).toEqual([0, 0, 0]);
  });
});
