import {
  ANALYTICS_LIMITS,
  addDays,
  isoWeekStart,
  rangeForDays,
  todayUtc,
  type AnalyticsResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allOutbreakFacts,
  groupBy,
  plantOutbreaks,
  type OutbreakFacts,
} from '../../test/aggregate-fixtures.js';
import { bearer, createUser, reportPayload, seeded, signIn } from '../../test/factories.js';
import { expectedRates } from '../../test/population-fixtures.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

const sumCases = (rows: OutbreakFacts[]) => rows.reduce((sum, row) => sum + row.cases, 0);
const sumDeaths = (rows: OutbreakFacts[]) => rows.reduce((sum, row) => sum + row.deaths, 0);
const newestFirst = (a: OutbreakFacts, b: OutbreakFacts) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;

/** The week starts (Mondays) from the week of `from` to the week of `to`, stepping a week at a time. */
function mondaysBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let monday = isoWeekStart(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** The months `YYYY-MM` from the month of `from` to the month of `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  while (`${year}-${String(month).padStart(2, '0')}` <= to.slice(0, 7)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/**
 * The weekly and monthly series against a direct count: every period of the range (all time: from the
 * first outbreak's), with zero where none fell.
 */
function expectSeries(body: AnalyticsResponse, rows: OutbreakFacts[]) {
  const dates = rows.map((r) => r.date).sort();
  const from = body.range.from ?? dates[0];
  const to = body.range.to ?? [todayUtc(), ...dates].sort().at(-1)!;
  if (from === undefined) {
    expect(body.weekly).toEqual([]);
    expect(body.monthly).toEqual([]);
    return;
  }
  const weeks = groupBy(rows, (r) => isoWeekStart(r.date));
  expect(body.weekly.map((w) => w.week_start)).toEqual(mondaysBetween(from, to));
  expect(body.weekly_truncated).toBe(false);
  for (const week of body.weekly) {
    const group = weeks.get(week.week_start) ?? [];
    expect(week.count).toBe(group.length);
    close(week.cases, sumCases(group));
    close(week.deaths, sumDeaths(group));
  }
  const months = groupBy(rows, (r) => r.date.slice(0, 7));
  expect(body.monthly.map((m) => m.month)).toEqual(monthsBetween(from, to));
  for (const month of body.monthly) {
    const group = months.get(month.month) ?? [];
    expect(month.count).toBe(group.length);
    close(month.cases, sumCases(group));
  }
}

/** Compares an analytics answer with a direct computation over the outbreaks that pass `keep`. */
function expectAnalytics(
  body: AnalyticsResponse,
  all: OutbreakFacts[],
  keep: (row: OutbreakFacts) => boolean,
) {
  const rows = all.filter(keep);
  const count = (test: (row: OutbreakFacts) => boolean) => rows.filter(test).length;
  expect(body.cards.total_outbreaks).toBe(rows.length);
  expect(body.cards.active_outbreaks).toBe(count((r) => r.status === 'active'));
  expect(body.cards.contained_outbreaks).toBe(count((r) => r.status === 'contained'));
  expect(body.cards.high_risk).toBe(count((r) => r.severity === 'high' || r.severity === 'critical'));
  close(body.cards.total_cases, sumCases(rows));
  const unconfirmed = rows.filter((r) => !r.confirmed);
  const unconfirmedCount = (test: (row: OutbreakFacts) => boolean) => unconfirmed.filter(test).length;
  expect(body.cards.unconfirmed.total_outbreaks).toBe(unconfirmed.length);
  expect(body.cards.unconfirmed.active_outbreaks).toBe(unconfirmedCount((r) => r.status === 'active'));
  expect(body.cards.unconfirmed.contained_outbreaks).toBe(unconfirmedCount((r) => r.status === 'contained'));
  expect(body.cards.unconfirmed.high_risk).toBe(
    unconfirmedCount((r) => r.severity === 'high' || r.severity === 'critical'),
  );
  close(body.cards.unconfirmed.total_cases, sumCases(unconfirmed));

  for (const [status, group] of groupBy(rows, (r) => r.status)) {
    const entry = body.by_status.find((s) => s.status === status)!;
    expect(entry.count).toBe(group.length);
    close(entry.cases, sumCases(group));
  }
  expect(body.by_status).toHaveLength(new Set(rows.map((r) => r.status)).size);
  for (const [severity, group] of groupBy(rows, (r) => r.severity)) {
    expect(body.by_severity.find((s) => s.severity === severity)?.count).toBe(group.length);
  }

  const diseases = [...groupBy(rows, (r) => r.disease_id).values()].sort(
    (a, b) => b.length - a.length || sumCases(b) - sumCases(a),
  );
  expect(body.by_disease.map((d) => d.count)).toEqual(diseases.slice(0, 10).map((g) => g.length));
  expect(body.by_disease.map((d) => d.disease_name)).toEqual(
    diseases.slice(0, 10).map((g) => g[0].disease_name),
  );

  expectSeries(body, rows);

  const countries = [...groupBy(rows, (r) => r.country_id).entries()]
    .map(([id, group]) => ({
      id,
      alpha3: group[0].alpha3,
      sum: group.reduce((s, r) => s + r.attack_rate, 0),
      cases: sumCases(group),
      deaths: sumDeaths(group),
    }))
    .sort((a, b) => b.sum - a.sum);
  expect(body.top_countries.map((c) => c.country_id)).toEqual(countries.slice(0, 10).map((c) => c.id));
  // Rates use the population of the range's last year (this year for a range without an end).
  const populationYear = Number((body.range.to ?? todayUtc()).slice(0, 4));
  body.top_countries.forEach((c, i) => {
    close(c.attack_rate_sum, countries[i].sum);
    close(c.cases, countries[i].cases);
    const expected = expectedRates(countries[i].alpha3, populationYear, countries[i]);
    expect(c.population).toBe(expected.population);
    expect(c.population_year).toBe(expected.population_year);
    close(c.cases_per_100k!, expected.cases_per_100k);
    close(c.deaths_per_100k!, expected.deaths_per_100k);
  });

  expect(body.recent.map((o) => o.id)).toEqual(
    [...rows]
      .sort(newestFirst)
      .slice(0, ANALYTICS_LIMITS.recent)
      .map((r) => r.id),
  );
}

describe.each(DATABASE_KINDS)('analytics on %s', (kind) => {
  let t: TestApp;
  let place: { country_id: number; state_id: number; disease_id: number };
  let reporterToken: string;
  let diseases: number[];

  const getAnalytics = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/analytics${query}`, headers });

  async function check(query: string, keep: (row: OutbreakFacts) => boolean) {
    const response = await getAnalytics(query);
    expect(response.statusCode).toBe(200);
    const body = response.json<AnalyticsResponse>();
    expectAnalytics(body, await allOutbreakFacts(t.app.db), keep);
    return body;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    ({ diseases } = await plantOutbreaks(t.app.db, 220, 11));
    const reporter = await createUser(t.app.db, { role_id: 3 });
    reporterToken = (await signIn(t.app, reporter)).access_token;
    const country_id = await seeded.countryId(t.app.db, 'KEN');
    const state = await t.app.db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', country_id)
      .executeTakeFirstOrThrow();
    place = { country_id, state_id: state.id, disease_id: diseases[1] };
  });
  afterAll(() => t.close());

  it('opens on the last 30 days with exact cards, series and the first ten outbreaks', async () => {
    const { from, to } = rangeForDays(30);
    const body = await check('', (r) => r.date >= from && r.date <= to);
    expect(body.range).toEqual({ from, to, days: 30 });
  });

  it('covers each preset and a custom range whose ends cut weeks and months', async () => {
    for (const days of [7, 90, 365]) {
      const { from, to } = rangeForDays(days);
      const body = await check(`?days=${days}`, (r) => r.date >= from && r.date <= to);
      expect(body.range.days).toBe(days);
    }
    const from = addDays(todayUtc(), -333);
    const to = addDays(todayUtc(), -17);
    const body = await check(`?from=${from}&to=${to}`, (r) => r.date >= from && r.date <= to);
    expect(body.range).toEqual({ from, to, days: null });
  });

  it('narrows by country, disease, severity (high includes critical) and status', async () => {
    const { from, to } = rangeForDays(365);
    const inYear = (r: OutbreakFacts) => r.date >= from && r.date <= to;
    await check(
      `?days=365&country_id=${place.country_id}`,
      (r) => inYear(r) && r.country_id === place.country_id,
    );
    await check(`?days=365&disease_id=${diseases[0]}`, (r) => inYear(r) && r.disease_id === diseases[0]);
    await check(
      '?days=365&severity=high',
      (r) => inYear(r) && (r.severity === 'high' || r.severity === 'critical'),
    );
    await check('?days=365&severity=low', (r) => inYear(r) && r.severity === 'low');
    await check('?days=365&status=contained', (r) => inYear(r) && r.status === 'contained');
    await check(
      `?days=365&status=active&country_id=${place.country_id}`,
      (r) => inYear(r) && r.status === 'active' && r.country_id === place.country_id,
    );
  });

  it('counts confirmed reports only with confirmed=true (no unconfirmed share), unconfirmed with false', async () => {
    const { from, to } = rangeForDays(365);
    const inYear = (r: OutbreakFacts) => r.date >= from && r.date <= to;
    const mixed = await check('?days=365', inYear);
    expect(mixed.cards.unconfirmed.total_outbreaks).toBeGreaterThan(0);
    const confirmed = await check('?days=365&confirmed=true', (r) => inYear(r) && Boolean(r.confirmed));
    expect(confirmed.cards.total_outbreaks).toBe(
      mixed.cards.total_outbreaks - mixed.cards.unconfirmed.total_outbreaks,
    );
    expect(confirmed.cards.unconfirmed.total_outbreaks).toBe(0);
    await check(
      `?days=365&confirmed=true&severity=high&country_id=${place.country_id}`,
      (r) =>
        inYear(r) &&
        Boolean(r.confirmed) &&
        (r.severity === 'high' || r.severity === 'critical') &&
        r.country_id === place.country_id,
    );
    await check('?days=365&confirmed=false', (r) => inYear(r) && !r.confirmed);
  });

  it('changes as soon as a report is written, and answers 304 to an unchanged ETag', async () => {
    const first = await getAnalytics();
    const etag = first.headers.etag as string;
    expect((await getAnalytics('', { 'if-none-match': etag })).statusCode).toBe(304);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(reporterToken),
      payload: reportPayload(place, { date: todayUtc() }),
    });
    expect(created.statusCode).toBe(201);
    const after = await getAnalytics('', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const body = after.json<AnalyticsResponse>();
    expect(body.cards.total_outbreaks).toBe(first.json<AnalyticsResponse>().cards.total_outbreaks + 1);
    expect(body.recent[0].id).toBe(created.json<{ id: number }>().id);
    const { from, to } = rangeForDays(30);
    expectAnalytics(body, await allOutbreakFacts(t.app.db), (r) => r.date >= from && r.date <= to);
  });

  it("covers all time with days=all, from the first outbreak's week", async () => {
    const body = await check('?days=all', () => true);
    expect(body.range).toEqual({ from: null, to: null, days: null });
    await check(`?days=all&disease_id=${diseases[2]}`, (r) => r.disease_id === diseases[2]);
  });

  it('shows zeros for a range without outbreaks', async () => {
    const body = (await getAnalytics('?from=1990-01-01&to=1990-02-01')).json<AnalyticsResponse>();
    const none = {
      total_outbreaks: 0,
      active_outbreaks: 0,
      high_risk: 0,
      total_cases: 0,
      contained_outbreaks: 0,
    };
    expect(body.cards).toEqual({ ...none, unconfirmed: none });
    expect(body.recent).toEqual([]);
    // 1990-01-01 was a Monday: five whole or partial weeks and two months, all empty.
    expect(body.weekly.map((w) => [w.week, w.week_start, w.count, w.cases, w.deaths])).toEqual([
      ['1990-W01', '1990-01-01', 0, 0, 0],
      ['1990-W02', '1990-01-08', 0, 0, 0],
      ['1990-W03', '1990-01-15', 0, 0, 0],
      ['1990-W04', '1990-01-22', 0, 0, 0],
      ['1990-W05', '1990-01-29', 0, 0, 0],
    ]);
    expect(body.monthly.map((m) => [m.month, m.count])).toEqual([
      ['1990-01', 0],
      ['1990-02', 0],
    ]);
  });

  it.each([
    '?days=14',
    '?days=ever',
    '?from=2026-02-30',
    '?severity=extreme',
    '?country_id=0',
    '?status=unknown',
    '?confirmed=yes',
  ])('refuses %s with a 400', async (query) => {
    expect((await getAnalytics(query)).statusCode).toBe(400);
  });
});
