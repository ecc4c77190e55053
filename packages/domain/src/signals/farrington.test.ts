import { describe, expect, it } from 'vitest';
import { pt, qnbinom, qpois } from './distributions.js';
import { farringtonFlexible, farringtonHistoryWeeks } from './farrington.js';
import { readReferenceCsv, REFERENCE_SERIES, referenceCounts } from './reference-csv.js';

describe('the distributions behind the threshold', () => {
  it('gives the negative binomial and Poisson quantiles of R', () => {
    // Values of R (and scipy.stats).
    expect(qnbinom(0.95, 2, 0.2)).toBe(20);
    expect(qnbinom(0.95, 0.5, 0.1)).toBe(18);
    expect(qnbinom(0.05, 3, 0.5)).toBe(0);
    expect(qpois(0.95, 6)).toBe(10);
    expect(qpois(0.95, 0.01)).toBe(0);
    // Means far beyond where the probability of 0 underflows.
    expect(qpois(0.95, 10_000)).toBe(10_165);
    expect(qnbinom(0.95, 1e12, 1 / (1 + 1e-12))).toBe(3);
    // Long tails (strongly overdispersed case counts), found by searching the distribution function.
    expect(qnbinom(0.95, 0.01, 1e-4)).toBe(34);
    expect(qnbinom(0.95, 3, 1e-3)).toBe(6291);
    expect(qnbinom(0.95, 0.5, 0.001)).toBe(1920);
    expect(qnbinom(0.05, 5, 0.01)).toBe(194);
    expect(qnbinom(0.95, 2e6, 0.4)).toBe(3004506);
  });

  it("gives Student's t distribution", () => {
    expect(pt(0, 10)).toBeCloseTo(0.5, 14);
    expect(pt(-2.228138851986274, 10)).toBeCloseTo(0.025, 12);
    expect(pt(1.2, 3)).toBeCloseTo(0.8418689426509474, 12);
  });
});

describe('the improved Farrington method against the R package surveillance', () => {
  const reference = readReferenceCsv('farrington-noufaily.csv');
  for (const name of REFERENCE_SERIES) {
    it(`on the ${name} series: upper bounds and alarms exactly`, () => {
      const expected = reference.filter((row) => row.series === name);
      const weeks = expected.map((row) => Number(row.week));
      // The reference numbers weeks from 1.
      const results = farringtonFlexible(referenceCounts(name), {
        range: [weeks[0] - 1, weeks.at(-1)! - 1],
      });
      const actual = results.map((r) => [r.index + 1, r.observed, r.upperbound ?? 'NA', r.alarm ? 1 : 0]);
      const wanted = expected.map((row) => [
        Number(row.week),
        Number(row.observed),
        row.upperbound === 'NA' ? 'NA' : Number(row.upperbound),
        Number(row.alarm),
      ]);
      expect(actual).toEqual(wanted);
      expect(results.every((r) => r.evaluable)).toBe(true);
    });
  }

  it('raises no alarm and no NaN on a series of zeros', () => {
    const results = farringtonFlexible(Array<number>(400).fill(0));
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.alarm)).toBe(false);
    expect(results.every((r) => r.upperbound === null && r.expected === null)).toBe(true);
  });

  it('answers nothing, and no NaN, for a burst after a baseline of zeros', () => {
    // As in R, the fit of an all-zero baseline does not converge (its mean only tends to 0).
    const counts = Array<number>(300).fill(0);
    counts.splice(296, 4, 2, 3, 4, 6);
    const [last] = farringtonFlexible(counts, { range: [299, 299] });
    expect(last).toMatchObject({ evaluable: false, upperbound: null, expected: null, alarm: false });
    // With a few scattered reports in the baseline the model fits and the burst is an alarm.
    for (let week = 5; week < 290; week += 11) counts[week] = 1;
    const [fitted] = farringtonFlexible(counts, { range: [299, 299] });
    expect(fitted.evaluable).toBe(true);
    expect(Number.isFinite(fitted.expected)).toBe(true);
    expect(fitted.upperbound).toBeLessThan(6);
    expect(fitted.alarm).toBe(true);
  });

  it('reports weeks with too short a history as not evaluable', () => {
    expect(farringtonHistoryWeeks()).toBe(5 * 52 + 3);
    const counts = Array.from({ length: 270 }, (_, i) => 5 + (i % 3));
    expect(farringtonFlexible(counts.slice(0, 100))).toEqual([]);
    const results = farringtonFlexible(counts, { range: [250, 269] });
    expect(results).toHaveLength(20);
    expect(results.filter((r) => !r.evaluable).map((r) => r.index)).toEqual(
      Array.from({ length: 13 }, (_, i) => 250 + i),
    );
    expect(results.filter((r) => !r.evaluable).every((r) => r.upperbound === null && !r.alarm)).toBe(true);
    expect(results.filter((r) => r.evaluable).every((r) => r.upperbound !== null)).toBe(true);
  });
});
