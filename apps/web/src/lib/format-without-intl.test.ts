import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCredits, formatDecimal, formatNumber, formatPercent } from './format';

// The whole numbers and tenths written without Intl must be byte-equal to en-US's NumberFormat, which the rest
// still go to; and the first screen's figures must build no NumberFormat (its first one loads ICU's number data).
const integers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const tenths = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A fixed pseudo-random sequence (the same values every run). */
function* sequence(count: number): Generator<number> {
  let state = 0x2f6b1d3;
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    yield state / 2 ** 32;
  }
}

const SPECIAL = [0, -0, 1, -1, 0.5, -0.5, 999, 1000, -1000, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER, 2 ** 53];
const TIES = Array.from({ length: 400 }, (_, index) => (index * 10 + 5) / 100); // 0.05, 0.15, … 39.95
const EDGES = [1e-7, 0.04, -0.04, 0.95, 9.95, 99.95, 1.005, 1e14 + 0.5, 1e15, 1e21, 1.5e300, Infinity, -Infinity, NaN];

function samples(): number[] {
  const values = [...SPECIAL, ...TIES, ...EDGES];
  for (const r of sequence(4000)) {
    values.push(Math.round((r - 0.5) * 2e9), (r - 0.5) * 1e4, Math.round(r * 1e5) / 1000, r * 5, (r - 0.5) * 1e12);
  }
  return values;
}

describe('numbers written without Intl', () => {
  afterEach(() => vi.restoreAllMocks());

  // First: the formatters are made once per module, so a later test would not see one being built.
  it("build no NumberFormat for the inbox's figures (counts, credits, a rating, a rate)", () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    formatNumber(12_345);
    formatCredits(1);
    formatDecimal(4.25);
    formatPercent(87.5);
    expect(built).not.toHaveBeenCalled();
  });

  it('are byte-equal to en-US NumberFormat for whole numbers, tenths and percentages', () => {
    for (const value of samples()) {
      expect([value, formatNumber(value)]).toEqual([value, integers.format(value)]);
      expect([value, formatDecimal(value)]).toEqual([value, tenths.format(value)]);
    }
    for (const value of [0, 50, 42.66, 99.95, 100, 12.34]) {
      const rounded = Math.round(value * 10) / 10;
      const expected = Number.isInteger(rounded) ? integers.format(rounded) : tenths.format(rounded);
      expect(formatPercent(value)).toBe(`${expected}%`);
    }
  });
});
