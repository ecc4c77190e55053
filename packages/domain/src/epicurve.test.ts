import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandStatistics,
  EPICURVE_MAX_WEEKS,
  EPICURVE_MESSAGES,
  epicurveDates,
  EpicurveQuerySchema,
  historicalBand,
  sameWeekInYear,
} from './epicurve.js';
import { addDays, isoWeekLabel, isoWeekMonday, isoWeeksInYear, weekStartsBetween } from './periods.js';

/** The ISO week of a date by the textbook rule, written independently of epicurve.ts. */
function directIsoWeek(date: string): { year: number; week: number } {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

const dateArb = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((time) => new Date(time).toISOString().slice(0, 10));

describe('ISO weeks', () => {
  it('labels weeks as the textbook rule does', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const { year, week } = directIsoWeek(date);
        expect(isoWeekLabel(date)).toBe(`${year}-W${String(week).padStart(2, '0')}`);
      }),
    );
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-03')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2026-01-29')).toBe('2026-W05');
  });

  it('knows the years with a week 53', () => {
    const long = [2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011]
      .concat([2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026])
      .filter((year) => isoWeeksInYear(year) === 53);
    expect(long).toEqual([2004, 2009, 2015, 2020, 2026]);
    expect(isoWeekMonday(2026, 53)).toBe('2026-12-28');
    expect(isoWeekMonday(2026, 1)).toBe('2025-12-29');
  });

  it('lists every week of a range, across a 53-week year', () => {
    const weeks = weekStartsBetween('2026-12-20', '2027-01-05');
    expect(weeks).toEqual(['2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04']);
    expect(weeks.map(isoWeekLabel)).toEqual(['2026-W51', '2026-W52', '2026-W53', '2027-W01']);
  });

  it('reads week 53 as week 52 in a year without one', () => {
    expect(sameWeekInYear('2026-12-28', 2025)).toBe(isoWeekMonday(2025, 52));
    expect(sameWeekInYear('2026-12-28', 2020)).toBe(isoWeekMonday(2020, 53));
    expect(sameWeekInYear('2026-01-26', 2021)).toBe('2021-02-01'); // 2021-W05
  });
});

describe('the historical band', () => {
  it('matches a direct computation over dated reports', () => {
    const reportsArb = fc.array(
      fc.integer({ min: Date.UTC(2019, 0, 1), max: Date.UTC(2027, 0, 31) }).map((time) => ({
        date: new Date(time).toISOString().slice(0, 10),
        value: 1,
      })),
      { maxLength: 400 },
    );
    const weekArb = fc
      .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 10) })
      .map((time) => new Date(time).toISOString().slice(0, 10));
    fc.assert(
      fc.property(reportsArb, weekArb, dateArb, (reports, day, firstReport) => {
        const { year, week } = directIsoWeek(day);
        const weekStart = isoWeekMonday(year, week);
        const perWeek = new Map<string, number>();
        for (const r of reports) {
          const w = directIsoWeek(r.date);
          const key = isoWeekMonday(w.year, w.week);
          perWeek.set(key, (perWeek.get(key) ?? 0) + r.value);
        }
        const firstWeek = isoWeekMonday(directIsoWeek(firstReport).year, directIsoWeek(firstReport).week);
        const band = historicalBand(weekStart, (w) => perWeek.get(w) ?? 0, firstWeek);

        // Direct: the reports whose ISO week number (53 read as 52 where missing) and year match.
        const years: number[] = [];
        const values: number[] = [];
        for (let back = 1; back <= 5; back++) {
          const y = year - back;
          const hasW53 = directIsoWeek(`${y}-12-28`).week === 53;
          const wanted = week === 53 && !hasW53 ? 52 : week;
          if (isoWeekMonday(y, wanted) < firstWeek) continue;
          years.push(y);
          values.push(
            reports.filter((r) => {
              const w = directIsoWeek(r.date);
              return w.year === y && w.week === wanted;
            }).length,
          );
        }
        if (years.length === 0) {
          expect(band).toBeNull();
          return;
        }
        const mean = values.reduce((a, b) => a + b, 0) / values.length;
        const variance =
          values.length < 2 ? 0 : values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
        expect(band).not.toBeNull();
        expect(band!.years).toEqual(years);
        expect(band!.values).toEqual(values);
        expect(band!.min).toBe(Math.min(...values));
        expect(band!.max).toBe(Math.max(...values));
        expect(band!.mean).toBeCloseTo(mean, 9);
        expect(band!.sd).toBeCloseTo(Math.sqrt(variance), 9);
        expect(band!.upper).toBeCloseTo(mean + 2 * Math.sqrt(variance), 9);
        expect(band!.lower).toBeCloseTo(Math.max(0, mean - 2 * Math.sqrt(variance)), 9);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the lower bound at zero and has no spread for one year', () => {
    expect(bandStatistics([0, 0, 0, 0, 20])).toMatchObject({ min: 0, max: 20, mean: 4, lower: 0 });
    expect(bandStatistics([7])).toEqual({ min: 7, max: 7, mean: 7, sd: 0, lower: 7, upper: 7 });
    expect(bandStatistics([2, 4])).toMatchObject({ mean: 3, sd: Math.SQRT2 });
  });

  it('leaves out the years before the first report', () => {
    const band = historicalBand('2026-03-02', () => 3, '2023-06-05');
    expect(band?.years).toEqual([2025, 2024]);
    expect(historicalBand('2026-03-02', () => 3, null)).toBeNull();
    expect(historicalBand('2026-03-02', () => 3, '2026-01-05')).toBeNull();
  });
});

describe('the query', () => {
  it('shows the longest curve up to today for all time', () => {
    const dates = epicurveDates({ days: 'all' }, '2026-11-27');
    expect(dates.to).toBe('2026-11-27');
    expect(weekStartsBetween(dates.from, dates.to)).toHaveLength(EPICURVE_MAX_WEEKS);
    expect(EpicurveQuerySchema.safeParse({ days: 'all' }).success).toBe(true);
  });

  it('resolves open ends and refuses ranges beyond the limit or out of order', () => {
    expect(epicurveDates({}, '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(epicurveDates({ from: '2026-01-01' }, '2026-11-27')).toEqual({
      from: '2026-01-01',
      to: '2026-11-27',
    });
    expect(epicurveDates({ to: '2026-03-30' }, '2026-11-27')).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
    const parsed = EpicurveQuerySchema.parse({ days: '365' });
    expect(parsed).toMatchObject({ stack: 'disease', measure: 'reports', days: 365 });

    const longest = { from: '2025-01-06', to: addDays('2025-01-06', EPICURVE_MAX_WEEKS * 7 - 1) };
    expect(EpicurveQuerySchema.safeParse(longest).success).toBe(true);
    const tooLong = EpicurveQuerySchema.safeParse({ ...longest, to: addDays(longest.to, 1) });
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['from'], message: EPICURVE_MESSAGES.tooLong });
    const reversed = EpicurveQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(reversed.error?.issues[0]?.message).toBe(EPICURVE_MESSAGES.datesOutOfOrder);
    expect(EpicurveQuerySchema.safeParse({ stack: 'foo' }).error?.issues[0]?.message).toBe(
      EPICURVE_MESSAGES.stack,
    );
  });
});
