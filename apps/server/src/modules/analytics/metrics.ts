/** Rounding and comparisons shared by the dashboard and product analytics (spec 2 §9). */

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A mean from a sum and a count; null without data (never a placeholder). */
export function mean(sum: number, count: number): number | null {
  return count > 0 ? sum / count : null;
}

/** Spec 2 §9: (sent + draft) / total, as a percentage; null without items. */
export function responseRate(answered: number, total: number): number | null {
  return total > 0 ? (answered / total) * 100 : null;
}

/** Relative change against the previous period, %, one decimal; null when either side has no value or it was 0. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return round1(((current - previous) / previous) * 100);
}

export const roundOrNull = (value: number | null, round: (value: number) => number = round1) =>
  value === null ? null : round(value);

/** Share of a total, %, one decimal. */
export const percentage = (count: number, total: number) => (total > 0 ? round1((count / total) * 100) : 0);
