import { describe, expect, it } from 'vitest';
import { elementAt, layoutAt, mapPoint, sameLayout } from './layout-mapping';

// A phone stacks the options; a desktop puts them in two columns.
const phone = {
  area: { width: 350, height: 400 },
  elements: [
    { target: 'option:0', x: 0, y: 100, width: 350, height: 50 },
    { target: 'option:1', x: 0, y: 160, width: 350, height: 50 },
  ],
};
const desktop = {
  area: { width: 1000, height: 300 },
  elements: [
    { target: 'option:0', x: 0, y: 100, width: 490, height: 50 },
    { target: 'option:1', x: 510, y: 100, width: 490, height: 50 },
  ],
};

describe('replay scaled from the recorded area to the one on screen', () => {
  it('a point over an option lands on the same option, at the same relative spot', () => {
    expect(mapPoint({ x: 175, y: 185 }, phone, desktop)).toEqual({ x: 755, y: 125 });
  });

  it('a point over no tracked element is scaled by the two area sizes', () => {
    expect(mapPoint({ x: 35, y: 40 }, phone, desktop)).toEqual({ x: 100, y: 30 });
  });

  it('a recorded element missing on screen falls back to scaling', () => {
    expect(mapPoint({ x: 175, y: 185 }, phone, { ...desktop, elements: [] })).toEqual({ x: 500, y: 138.75 });
  });

  it('picks the smallest element under the point', () => {
    const nested = [
      { target: 'outer', x: 0, y: 0, width: 100, height: 100 },
      { target: 'inner', x: 10, y: 10, width: 10, height: 10 },
    ];
    expect(elementAt(nested, 15, 15)?.target).toBe('inner');
    expect(elementAt(nested, 50, 50)?.target).toBe('outer');
    expect(elementAt(nested, 150, 50)).toBeUndefined();
  });

  it('uses the layout recorded at or before the time, else the first', () => {
    const layouts = [
      { timestamp: 0, ...phone },
      { timestamp: 1_000, ...desktop },
    ];
    expect(layoutAt(layouts, 500)?.area.width).toBe(350);
    expect(layoutAt(layouts, 1_000)?.area.width).toBe(1000);
    expect(layoutAt(undefined, 5)).toBeNull();
    expect(sameLayout(phone, { ...phone, elements: [...phone.elements] })).toBe(true);
    expect(sameLayout(phone, desktop)).toBe(false);
  });
});
