import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoWeekStart,
  monthEnd,
  periodEnd,
  periodStart,
  rangeForDays,
  splitRangeIntoPeriods,
} from './periods.js';

const dateArb = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((time) => new Date(time).toISOString().slice(0, 10));

describe('summary periods', () => {
  it('starts ISO weeks on Monday', () => {
    expect(isoWeekStart('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(isoWeekStart('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(isoWeekStart('2021-01-01')).toBe('2020-12-28');
  });

  it('cuts a week that spans two months at the month boundary', () => {
    // Monday 2026-06-29 to Sunday 2026-07-05.
    expect(periodStart('2026-06-30')).toBe('2026-06-29');
    expect(periodEnd('2026-06-30')).toBe('2026-06-30');
    expect(periodStart('2026-07-03')).toBe('2026-07-01');
    expect(periodEnd('2026-07-03')).toBe('2026-07-05');
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
  });

  it('keeps every period inside one ISO week and one month', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const start = periodStart(date);
        const end = periodEnd(date);
        expect(start <= date && date <= end).toBe(true);
        expect(isoWeekStart(start)).toBe(isoWeekStart(end));
        expect(start.slice(0, 7)).toBe(end.slice(0, 7));
        expect(periodStart(addDays(end, 1))).toBe(addDays(end, 1));
      }),
    );
  });

  it('splits any range into whole periods and edge days that cover it exactly once', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 120 }), (from, length) => {
        const to = addDays(from, length);
        const { periods, edges } = splitRangeIntoPeriods(from, to);
        const covered: string[] = [];
        for (const edge of edges) for (let d = edge.from; d <= edge.to; d = addDays(d, 1)) covered.push(d);
        if (periods) {
          expect(periodStart(periods.from)).toBe(periods.from);
          expect(periodStart(periods.to)).toBe(periods.to);
          for (let d = periods.from; d <= periodEnd(periods.to); d = addDays(d, 1)) covered.push(d);
        }
        covered.sort();
        const expected: string[] = [];
        for (let d = from; d <= to; d = addDays(d, 1)) expected.push(d);
        expect(covered).toEqual(expected);
        // At most six days at each end are read one by one; a range holding no whole period is under two weeks.
        for (const edge of edges) expect(addDays(edge.to, periods ? -5 : -12) <= edge.from).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts the last N days with today included', () => {
    expect(rangeForDays(7, '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(rangeForDays(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
