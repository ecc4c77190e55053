import {
  addDays,
  EPICURVE_MESSAGES,
  EPICURVE_TOP_DISEASES,
  isoWeekLabel,
  isoWeekMonday,
  isoWeekStart,
  isoWeeksInYear,
  type EpicurveResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../db/seed/random.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { allOutbreakFacts, groupBy, type OutbreakFacts } from '../../test/aggregate-fixtures.js';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const STATUSES = ['active', 'investigating', 'contained', 'resolved'] as const;
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
/** A range across the end of 2026, which has an ISO week 53 (2026-12-28 to 2027-01-03). */
const RANGE = '?from=2026-11-20&to=2027-01-12';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

/**
 * Checks a curve against a direct computation over the outbreaks that pass `keep`: every week of the
 * span, the groups, and each week's band from the same ISO week of the five previous years.
 */
function expectCurve(body: EpicurveResponse, all: OutbreakFacts[], keep: (row: OutbreakFacts) => boolean) {
  const measure = (rows: OutbreakFacts[]) =>
    body.measure === 'cases' ? rows.reduce((sum, r) => sum + r.cases, 0) : rows.length;
  const rows = all.filter(keep);
  const byWeek = groupBy(rows, (r) => isoWeekLabel(r.date));
  const inWeek = (label: string) => byWeek.get(label) ?? [];

  const expectedWeeks: string[] = [];
  for (let week = isoWeekStart(body.range.from); week <= body.range.to; week = addDays(week, 7))
    expectedWeeks.push(week);
  expect(body.weeks.map((w) => w.week_start)).toEqual(expectedWeeks);
  expect(body.span).toEqual({ from: expectedWeeks[0], to: addDays(expectedWeeks.at(-1)!, 6) });

  const firstWeek = isoWeekStart(all.map((r) => r.date).sort()[0]);
  const groupOf = (r: OutbreakFacts) => {
    if (body.stack === 'status') return r.status;
    const key = String(r.disease_id);
    return body.groups.some((g) => g.key === key) ? key : 'other';
  };
  for (const week of body.weeks) {
    const here = inWeek(week.label);
    close(week.total, measure(here));
    expect(Object.keys(week.counts).sort()).toEqual(body.groups.map((g) => g.key).sort());
    for (const group of body.groups)
      close(week.counts[group.key], measure(here.filter((r) => groupOf(r) === group.key)));
    close(
      Object.values(week.counts).reduce((a, b) => a + b, 0),
      week.total,
    );

    const [year, weekNumber] = week.label.split('-W').map(Number) as [number, number];
    const values: number[] = [];
    const years: number[] = [];
    for (let back = 1; back <= 5; back++) {
      const y = year - back;
      const w = Math.min(weekNumber, isoWeeksInYear(y));
      if (isoWeekMonday(y, w) < firstWeek) continue;
      years.push(y);
      values.push(measure(inWeek(`${y}-W${String(w).padStart(2, '0')}`)));
    }
    if (years.length === 0) {
      expect(week.band).toBeNull();
      continue;
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd =
      values.length < 2
        ? 0
        : Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
    expect(week.band!.years).toEqual(years);
    week.band!.values.forEach((value, i) => close(value, values[i]));
    close(week.band!.min, Math.min(...values));
    close(week.band!.max, Math.max(...values));
    close(week.band!.mean, mean);
    close(week.band!.upper, mean + 2 * sd);
    close(week.band!.lower, Math.max(0, mean - 2 * sd));
  }
}

describe.each(DATABASE_KINDS)('epidemic curve on %s', (kind) => {
  let t: TestApp;
  let all: OutbreakFacts[];
  let countries: number[];
  let diseases: number[];

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/analytics/epicurve${query}` });
  async function check(query: string, keep: (row: OutbreakFacts) => boolean = () => true) {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    const body = response.json<EpicurveResponse>();
    expectCurve(body, all, keep);
    return body;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    countries = await Promise.all(['NGA', 'KEN', 'BRA'].map((code) => seeded.countryId(db, code)));
    const ids = await db
      .selectFrom('diseases')
      .select('id')
      .orderBy('id')
      .limit(EPICURVE_TOP_DISEASES + 2)
      .execute();
    diseases = ids.map((row) => row.id);
    const rng = createRandom(26);
    // Reports from mid-2021 to the range: the band's earliest years are partly before the first report.
    const start = Date.UTC(2021, 5, 15);
    const span = Date.UTC(2027, 0, 20) - start;
    const rows = Array.from({ length: 1600 }, () => ({
      country_id: rng.pick(countries),
      // Earlier diseases more often, so the top diseases and "Other" are clear.
      disease_id: diseases[Math.min(rng.int(0, diseases.length - 1), rng.int(0, diseases.length - 1))],
      date: new Date(start + Math.floor(rng.next() * span)).toISOString().slice(0, 10),
      status: rng.pick(STATUSES),
      severity: rng.pick(SEVERITIES),
      confirmed: rng.chance(0.6),
      cases: rng.int(1, 5000) + rng.next(),
    }));
    await insertOutbreakRows(db, { country_id: countries[0], disease_id: diseases[0] }, rows);
    await rebuildOutbreakStats(db);
    all = await allOutbreakFacts(db);
  });
  afterAll(() => t.close());

  it('zero-fills every ISO week across a 53-week year and stacks by disease to the total', async () => {
    const body = await check(RANGE);
    expect(body.stack).toBe('disease');
    expect(body.measure).toBe('reports');
    expect(body.weeks.map((w) => w.label)).toContain('2026-W53');
    expect(body.weeks.find((w) => w.label === '2026-W53')?.week_start).toBe('2026-12-28');
    expect(body.weeks.map((w) => w.label).slice(-3)).toEqual(['2026-W53', '2027-W01', '2027-W02']);
    expect(body.groups).toHaveLength(EPICURVE_TOP_DISEASES + 1);
    expect(body.groups.at(-1)).toMatchObject({ key: 'other', label: 'Other', disease_id: null });
    expect(body.history_years).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    // Week 53 of 2026 compares with week 52 of 2021–2025, none of which has a week 53.
    const w53 = body.weeks.find((w) => w.label === '2026-W53')!;
    expect(w53.band?.years).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  it('zero-fills weeks without reports', async () => {
    const body = await check('?from=2031-03-03&to=2031-04-13');
    expect(body.weeks).toHaveLength(6);
    expect(body.weeks.every((w) => w.total === 0)).toBe(true);
    expect(body.groups).toEqual([]);
  });

  it('stacks by status, counts cases, and covers a preset', async () => {
    const body = await check(`${RANGE}&stack=status`);
    expect(body.groups.map((g) => g.key)).toEqual([...STATUSES]);
    await check(`${RANGE}&stack=status&measure=cases`);
    const preset = await check('?days=365');
    expect(preset.range.days).toBe(365);
    expect(preset.weeks.length).toBeGreaterThanOrEqual(53);
  });

  it('narrows by each analytics filter', async () => {
    await check(`${RANGE}&disease_id=${diseases[0]}`, (r) => r.disease_id === diseases[0]);
    await check(`${RANGE}&country_id=${countries[1]}&stack=status`, (r) => r.country_id === countries[1]);
    await check(`${RANGE}&status=active`, (r) => r.status === 'active');
    await check(`${RANGE}&severity=high`, (r) => r.severity === 'high' || r.severity === 'critical');
    await check(`${RANGE}&confirmed=true&measure=cases`, (r) => Boolean(r.confirmed));
    // Africa (002): Nigeria and Kenya, not Brazil.
    await check(`${RANGE}&region=002`, (r) => r.country_id !== countries[2]);
  });

  it.each([
    ['?stack=foo', 'stack', EPICURVE_MESSAGES.stack],
    ['?measure=deaths', 'measure', EPICURVE_MESSAGES.measure],
    ['?from=2020-01-01&to=2026-01-01', 'from', EPICURVE_MESSAGES.tooLong],
    ['?from=2026-02-01&to=2026-01-01', 'from', EPICURVE_MESSAGES.datesOutOfOrder],
    ['?from=2026-02-30', 'from', 'Use a real calendar date.'],
    ['?to=26-01-01', 'to', 'Use a date in the form YYYY-MM-DD.'],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.message).toBe(message);
    expect(body.details).toEqual([expect.objectContaining({ field, message })]);
  });
});
