import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { earsC } from './ears.js';
import { qnorm } from './normal.js';

const DATA = new URL('../../../../../shared/data/signals/', import.meta.url);

function readCsv(name: string): Record<string, string>[] {
  let text: string;
  try {
    text = readFileSync(new URL(name, DATA), 'utf8');
  } catch {
    throw new Error(
      `The signal reference file ${name} is missing: it lives in shared/data/signals beside the repository.`,
    );
  }
  const [header, ...lines] = text.trim().split('\n');
  const columns = header.split(',').map((c) => c.replaceAll('"', ''));
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((v, i) => [columns[i], v.replaceAll('"', '')])),
  );
}

const series = readCsv('series.csv');
const SERIES = ['steady', 'seasonal', 'trend', 'sparse', 'overdispersed'] as const;
const countsOf = (name: string) => series.map((row) => Number(row[name]));

describe('the normal quantile', () => {
  it('matches known values', () => {
    expect(qnorm(0.999)).toBeCloseTo(3.090232306167813, 12);
    expect(qnorm(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(qnorm(0.5)).toBe(0);
    expect(qnorm(0.05)).toBeCloseTo(-1.644853626951472, 12);
  });
});

describe('EARS C1, C2 and C3 against the R package surveillance', () => {
  const reference = readCsv('ears.csv');
  for (const name of SERIES) {
    for (const method of ['C1', 'C2', 'C3'] as const) {
      it(`${method} on the ${name} series: upper bounds to 1e-9, alarms exactly`, () => {
        const expected = reference.filter((row) => row.series === name && row.method === method);
        const weeks = expected.map((row) => Number(row.week));
        // The reference numbers weeks from 1.
        const results = earsC(countsOf(name), { method, range: [weeks[0] - 1, weeks.at(-1)! - 1] });
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
