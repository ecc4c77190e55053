import { MAX_SERIES_PERIODS, isoWeekStart, todayUtc, type AnalyticsResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/**
 * Hand-counted series: a few outbreaks around the end of 2026, a year of 53 ISO weeks (2026-12-28 is
 * 2026-W53; 2027-01-04 is 2027-W01).
 */
const PLANTED = [
  { date: '2026-12-29', cases: 10, deaths: 1 }, // 2026-W53, December
  { date: '2027-01-03', cases: 5, deaths: 0 }, // 2026-W53 too (its Sunday), January
  { date: '2027-01-04', cases: 7, deaths: 2 }, // 2027-W01
  { date: '2027-01-20', cases: 1, deaths: 1 }, // 2027-W03
];

const pick = (body: AnalyticsResponse) => ({
  weekly: body.weekly.map((w) => [w.week, w.week_start, w.count, w.cases, w.deaths]),
  monthly: body.monthly.map((m) => [m.month, m.count, m.cases, m.deaths]),
});

describe.each(DATABASE_KINDS)('analytics series on %s', (kind) => {
  let t: TestApp;
  let diseaseId: number;

  const get = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/analytics${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<AnalyticsResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 100_000 });
    const country_id = await seeded.countryId(t.app.db, 'KEN');
    diseaseId = await seeded.diseaseId(t.app.db, 'Cholera');
    await insertOutbreakRows(t.app.db, { country_id, disease_id: diseaseId }, PLANTED);
    await rebuildOutbreakStats(t.app.db);
  });
  afterAll(() => t.close());

  it('has every ISO week across a 53-week year, zero-filled, and the months across the year end', async () => {
    const body = await get('?from=2026-12-14&to=2027-01-24');
    expect(pick(body)).toEqual({
      weekly: [
        ['2026-W51', '2026-12-14', 0, 0, 0],
        ['2026-W52', '2026-12-21', 0, 0, 0],
        ['2026-W53', '2026-12-28', 2, 15, 1],
        ['2027-W01', '2027-01-04', 1, 7, 2],
        ['2027-W02', '2027-01-11', 0, 0, 0],
        ['2027-W03', '2027-01-18', 1, 1, 1],
      ],
      monthly: [
        ['2026-12', 1, 10, 1],
        ['2027-01', 3, 13, 3],
      ],
    });
    expect(body.weekly_truncated).toBe(false);
  });

  it('counts only the range days of its edge weeks and has the empty months of a longer range', async () => {
    const body = await get('?from=2026-12-30&to=2027-02-10');
    expect(pick(body).weekly.slice(0, 2)).toEqual([
      ['2026-W53', '2026-12-28', 1, 5, 0],
      ['2027-W01', '2027-01-04', 1, 7, 2],
    ]);
    expect(body.weekly.at(-1)).toMatchObject({ week: '2027-W06', week_start: '2027-02-08', count: 0 });
    expect(pick(body).monthly).toEqual([
      ['2026-12', 0, 0, 0],
      ['2027-01', 3, 13, 3],
      ['2027-02', 0, 0, 0],
    ]);
  });

  it('starts all time at the first outbreak’s week and month', async () => {
    const body = await get('?days=all');
    expect(body.weekly[0]).toMatchObject({ week: '2026-W53', week_start: '2026-12-28', count: 2 });
    expect(body.weekly.at(-1)).toMatchObject({ week: '2027-W03', count: 1 });
    expect(body.weekly).toHaveLength(4);
    expect(body.monthly.map((m) => m.month)).toEqual(['2026-12', '2027-01']);
  });

  it('has no periods for all time without matching outbreaks, and zeros for an empty range', async () => {
    const none = await get(`?days=all&disease_id=${diseaseId + 1}`);
    expect([none.weekly, none.monthly]).toEqual([[], []]);
    const empty = await get(`?from=2026-12-01&to=2026-12-27`);
    // Tuesday 1 December to Sunday 27 December: four weeks, the first from Monday 30 November.
    expect(empty.weekly.map((w) => w.count)).toEqual([0, 0, 0, 0]);
    expect(empty.weekly[0]).toMatchObject({ week: '2026-W49', week_start: '2026-11-30' });
    expect(empty.monthly).toEqual([{ month: '2026-12', count: 0, cases: 0, deaths: 0 }]);
  });

  it('keeps the latest ten years of weeks over decades, and says so', async () => {
    const body = await get(`?from=1970-01-01&to=2027-01-31`);
    expect(body.weekly).toHaveLength(MAX_SERIES_PERIODS);
    expect(body.weekly_truncated).toBe(true);
    expect(body.weekly.at(-1)!.week_start).toBe(isoWeekStart('2027-01-31'));
    expect(body.weekly.reduce((sum, w) => sum + w.count, 0)).toBe(PLANTED.length);
    expect(body.monthly).toHaveLength(MAX_SERIES_PERIODS);
    expect(body.monthly.at(-1)!.month).toBe('2027-01');
    expect(body.monthly_truncated).toBe(true);
    const today = todayUtc();
    const recent = await get(`?from=2000-01-01&to=${today}`);
    expect(recent.monthly_truncated).toBe(false);
    expect(recent.monthly[0].month).toBe('2000-01');
  });
});
