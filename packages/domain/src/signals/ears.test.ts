import { describe, expect, it } from 'vitest';
import { earsC } from './ears.js';
import { qnorm } from './normal.js';
import { readReferenceCsv, REFERENCE_SERIES, referenceCounts } from './reference-csv.js';

describe('the normal quantile', () => {
  it('matches known values', () => {
    expect(qnorm(0.999)).toBeCloseTo(3.090232306167813, 12);
    expect(qnorm(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(qnorm(0.5)).toBe(0);
    expect(qnorm(0.05)).toBeCloseTo(-1.644853626951472, 12);
  });
});

describe('EARS C1, C2 and C3 against the R package surveillance', () => {
  const reference = readReferenceCsv('ears.csv');
  for (const name of REFERENCE_SERIES) {
    for (const method of ['C1', 'C2', 'C3'] as const) {
      it(`${method} on the ${name} series: upper bounds to 1e-9, alarms exactly`, () => {
        const expected = reference.filter((row) => row.series === name && row.method === method);
        const weeks = expected.map((row) => Number(row.week));
        // The reference numbers weeks from 1.
        const results = earsC(referenceCounts(name), { method, range: [weeks[0] - 1, weeks.at(-1)! - 1] });
        expect(results).toHaveLength(expected.length);
        results.forEach((result, i) => {
          const row = expected[i];
          expect(result.index + 1).toBe(Number(row.week));
          expect(result.observed).toBe(Number(row.observed));
          if (row.upperbound === 'NA') {
            expect(result.upperbound).toBeNull();
            expect(result.alarm).toBe(false);
          } else {
            expect(Math.abs(result.upperbound! - Number(row.upperbound))).toBeLessThan(1e-9);
            expect(result.alarm).toBe(row.alarm === '1');
          }
        });
      });
    }
  }

  it('evaluates nothing without enough history, and never answers NaN', () => {
    expect(earsC([1, 2, 3], { method: 'C1' })).toEqual([]);
    const zeros = earsC(Array(30).fill(0) as number[], { method: 'C3' });
    expect(zeros.every((r) => r.upperbound === null || Number.isFinite(r.upperbound))).toBe(true);
    expect(zeros.some((r) => r.alarm)).toBe(false);
  });
});
