/**
 * The arithmetic of the dashboard's SVG charts, kept apart from the drawing so it can be tested: value ticks,
 * which category labels fit, bar positions and donut angles. The rules follow what the charts showed when they
 * were drawn with Recharts (five "nice" value ticks, labels kept from the end, 10 % between bands, 2° between
 * slices), so the pictures stay the same.
 */

const round = (value: number) => Math.round(value * 1e10) / 1e10;

/** A step that reads well (1, 1.5, 2, 2.5 ... at the rough step's magnitude), as Recharts' `getAdaptiveStep`. */
function adaptiveStep(rough: number, allowDecimals: boolean, correction: number): number {
  if (rough <= 0) return 0;
  const digits = Math.floor(Math.log10(rough)) + 1;
  const magnitude = 10 ** digits;
  const scale = digits !== 1 ? 0.05 : 0.1;
  const step = round((Math.ceil(round(rough / magnitude / scale)) + correction) * scale * magnitude);
  return allowDecimals ? step : Math.ceil(step);
}

export interface ValueTicks {
  ticks: number[];
  max: number;
}

/**
 * The value axis: a fixed top (a rate's 100, a rating's 5) keeps its domain and gets the steps that fit in it;
 * otherwise five ticks from 0, the last one at or above the largest value.
 */
export function valueTicks(largest: number, fixedMax: number | undefined, allowDecimals: boolean): ValueTicks {
  const count = 5;
  if (fixedMax !== undefined) {
    const step = adaptiveStep(fixedMax / (count - 1), allowDecimals, 0);
    const ticks: number[] = [];
    for (let value = 0; value < fixedMax; value = round(value + step)) ticks.push(value);
    return { ticks: [...ticks, fixedMax], max: fixedMax };
  }
  if (largest <= 0) return { ticks: [0, 1, 2, 3, 4], max: 4 };
  let correction = 0;
  let step = adaptiveStep(largest / (count - 1), allowDecimals, correction);
  while (Math.ceil(round(largest / step)) + 1 > count)
    step = adaptiveStep(largest / (count - 1), allowDecimals, ++correction);
  const ticks = Array.from({ length: count }, (_, index) => round(index * step));
  return { ticks, max: ticks[count - 1] ?? largest };
}

/** The width of a 12 px label without measuring it in the page (a measurement is a forced layout per label). */
export const labelWidth = (text: string, fontSize = 12) => text.length * fontSize * 0.56;

/**
 * Which category labels are shown when they do not all fit: kept from the last one backwards, each at least
 * `gap` px from the next kept one, the last moved inside the axis if it would stick out (Recharts'
 * `preserveEnd`). Returns the kept indexes with the x where each label's middle goes.
 */
export function labelsThatFit(
  centres: number[],
  widths: number[],
  start: number,
  end: number,
  gap: number,
): { index: number; x: number }[] {
  const kept: { index: number; x: number }[] = [];
  let limit = end;
  for (let index = centres.length - 1; index >= 0; index -= 1) {
    const half = (widths[index] ?? 0) / 2;
    let x = centres[index] ?? 0;
    if (index === centres.length - 1 && x + half > limit) x = limit - half;
    if (x - half < start || x + half > limit) continue;
    kept.unshift({ index, x });
    limit = x - half - gap;
  }
  return kept;
}

export interface Band {
  start: number;
  size: number;
}

/** Equal bands over [start, end] with 10 % of a band's room on each side of it, as a band scale's padding. */
export function bands(count: number, start: number, end: number): Band[] {
  const size = count > 0 ? (end - start) / count : 0;
  return Array.from({ length: count }, (_, index) => ({ start: start + index * size, size }));
}

/** Where each of `series` bars sits in its band: side by side, 4 px apart, at most `maxSize` wide, centred. */
export function barsInBand(band: Band, series: number, maxSize: number): { offset: number; size: number }[] {
  const gap = 4;
  const padding = band.size * 0.1;
  let size = (band.size - 2 * padding - (series - 1) * gap) / series;
  let offset = padding;
  if (size > maxSize) {
    size = maxSize;
    offset = (band.size - (series * size + (series - 1) * gap)) / 2;
  }
  return Array.from({ length: series }, (_, index) => ({
    offset: offset + index * (size + gap),
    size: Math.max(size, 0),
  }));
}

/**
 * The donut's slices as start and end angles in radians, clockwise from 12 o'clock (d3-shape's `arc`): the
 * first slice starts at 3 o'clock and they follow anticlockwise, `paddingDegrees` apart, as Recharts' Pie.
 */
export function sliceAngles(values: number[], paddingDegrees: number): { startAngle: number; endAngle: number }[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  const padding = values.length > 1 ? paddingDegrees : 0;
  const room = 360 - values.length * padding;
  const toArc = (degrees: number) => ((90 - degrees) * Math.PI) / 180;
  let at = 0;
  return values.map((value, index) => {
    const start = index === 0 ? at : at + padding;
    const end = start + (total > 0 ? (value / total) * room : 0);
    at = end;
    // Anticlockwise in Recharts' degrees is decreasing in d3's radians: the arc runs from end to start.
    return { startAngle: toArc(end), endAngle: toArc(start) };
  });
}
