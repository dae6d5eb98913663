import { describe, expect, it } from 'vitest';
import { bands, barsInBand, labelsThatFit, sliceAngles, valueTicks } from './chart-theme-layout';

describe('valueTicks', () => {
  it('gives five round ticks from 0 reaching the largest value', () => {
    expect(valueTicks(37, undefined, false)).toEqual({ ticks: [0, 10, 20, 30, 40], max: 40 });
    expect(valueTicks(3, undefined, false)).toEqual({ ticks: [0, 1, 2, 3, 4], max: 4 });
    expect(valueTicks(8, undefined, false).ticks).toEqual([0, 2, 4, 6, 8]);
  });

  it('keeps a fixed top and the steps that fit under it (a rating to 5, a rate to 100)', () => {
    expect(valueTicks(4.2, 5, true)).toEqual({ ticks: [0, 2, 4, 5], max: 5 });
    expect(valueTicks(55, 100, true)).toEqual({ ticks: [0, 25, 50, 75, 100], max: 100 });
  });
});

describe('labelsThatFit', () => {
  it('keeps every label when there is room', () => {
    expect(labelsThatFit([10, 50, 90], [20, 20, 20], 0, 100, 4).map((label) => label.index)).toEqual([0, 1, 2]);
  });

  it('drops labels from the start backwards, keeping the last, when they would touch', () => {
    const kept = labelsThatFit([10, 30, 50, 70, 90], [30, 30, 30, 30, 30], -10, 120, 10);
    expect(kept.map((label) => label.index)).toEqual([0, 2, 4]);
  });

  it('moves the last label inside the drawing', () => {
    expect(labelsThatFit([95], [20], 0, 100, 4)).toEqual([{ index: 0, x: 90 }]);
  });
});

describe('bars', () => {
  it('splits the axis into equal bands and centres capped bars in them', () => {
    const [first, second] = bands(2, 0, 200);
    expect(first).toEqual({ start: 0, size: 100 });
    expect(second).toEqual({ start: 100, size: 100 });
    expect(barsInBand({ start: 0, size: 100 }, 2, 28)).toEqual([
      { offset: 20, size: 28 },
      { offset: 52, size: 28 },
    ]);
    expect(barsInBand({ start: 0, size: 20 }, 1, 28)).toEqual([{ offset: 2, size: 16 }]);
  });
});

describe('sliceAngles', () => {
  it('starts at 3 o’clock, runs anticlockwise and leaves the padding between slices', () => {
    const [first, second] = sliceAngles([1, 1], 2);
    const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);
    // 3 o'clock is 90° in d3's clockwise-from-noon angles; half of (360 - 2 × 2)° is 178°.
    expect(first && [degrees(first.startAngle), degrees(first.endAngle)]).toEqual([-88, 90]);
    expect(second && [degrees(second.startAngle), degrees(second.endAngle)]).toEqual([-268, -90]);
  });

  it('draws a single slice as the whole ring', () => {
    const [only] = sliceAngles([5], 2);
    expect(only && only.endAngle - only.startAngle).toBeCloseTo(2 * Math.PI);
  });
});
