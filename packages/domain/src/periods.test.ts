import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoWeekLabel,
  isoWeekStart,
  monthEnd,
  periodEnd,
  periodStart,
  rangeForDays,
  seriesPeriodStarts,
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

describe('series periods', () => {
  it('labels ISO weeks by the year of their Thursday', () => {
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-03')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2021-01-01')).toBe('2020-W53');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
    expect(isoWeekLabel('2026-01-01')).toBe('2026-W01');
    expect(isoWeekLabel('2026-11-27')).toBe('2026-W48');
  });

  it('numbers weeks 1 to 52 or 53, one more each Monday, over 35 years', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const monday = isoWeekStart(date);
        const [year, week] = isoWeekLabel(date).split('-W').map(Number) as [number, number];
        const [nextYear, nextWeek] = isoWeekLabel(addDays(monday, 7)).split('-W').map(Number) as [
          number,
          number,
        ];
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(53);
        if (nextYear === year) expect(nextWeek).toBe(week + 1);
        else expect([nextYear, nextWeek]).toEqual([year + 1, 1]);
      }),
    );
  });

  it('lists every week or month of a range, the latest ones when capped', () => {
    expect(seriesPeriodStarts('week', '2026-12-30', '2027-01-11')).toEqual({
      starts: ['2026-12-28', '2027-01-04', '2027-01-11'],
      truncated: false,
    });
    expect(seriesPeriodStarts('month', '2026-11-15', '2027-02-01')).toEqual({
      starts: ['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01'],
      truncated: false,
    });
    expect(seriesPeriodStarts('month', '2026-01-31', '2026-06-01', 2)).toEqual({
      starts: ['2026-05-01', '2026-06-01'],
      truncated: true,
    });
    expect(seriesPeriodStarts('week', '2026-02-01', '2026-01-01')).toEqual({ starts: [], truncated: false });
  });
});
