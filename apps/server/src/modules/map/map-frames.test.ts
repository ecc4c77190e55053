import {
  addDays,
  isoWeekStart,
  MAP_FRAME_MAX,
  MapFramesResponseSchema,
  rangeForDays,
  severityScore,
  severityScoreBand,
  todayUtc,
  type MapCountriesResponse,
  type MapFramesResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allOutbreakFacts,
  groupBy,
  plantOutbreaks,
  type OutbreakFacts,
} from '../../test/aggregate-fixtures.js';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { expectedRates } from '../../test/population-fixtures.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/** Iceland's reports around the turn of 2026, the year with an ISO week 53 (2026-12-28 to 2027-01-03). */
const YEAR_END_DATES = ['2026-12-21', '2026-12-28', '2027-01-02', '2027-01-03', '2027-01-04'];

/** Compares each frame's countries with a direct computation over the rows in its days that pass `keep`. */
function expectFramesMatch(
  body: MapFramesResponse,
  rows: OutbreakFacts[],
  keep: (row: OutbreakFacts) => boolean,
) {
  expect(MapFramesResponseSchema.safeParse(body).success).toBe(true);
  const names = new Map(body.countries.map((country) => [country.country_id, country]));
  for (const frame of body.frames) {
    const inFrame = rows.filter((row) => keep(row) && row.date >= frame.start && row.date <= frame.end);
    const byCountry = groupBy(inFrame, (row) => row.country_id);
    expect([...frame.country_ids].sort(), frame.label).toEqual([...byCountry.keys()].sort());
    frame.country_ids.forEach((id, i) => {
      const reports = byCountry.get(id)!;
      const sum = (pick: (row: OutbreakFacts) => number) =>
        reports.reduce((total, row) => total + pick(row), 0);
      const n = reports.length;
      const score = severityScore({
        attack_rate: sum((r) => r.attack_rate) / n,
        transmission_rate: sum((r) => r.transmission_rate) / n,
        survivability: sum((r) => r.survivability) / n,
      });
      const rates = expectedRates(names.get(id)!.alpha3, Number(frame.end.slice(0, 4)), {
        cases: sum((r) => r.cases),
        deaths: sum((r) => r.deaths),
      });
      expect(frame.total_outbreaks[i]).toBe(n);
      expect(frame.confirmed_outbreaks[i]).toBe(reports.filter((r) => r.confirmed).length);
      expect(Math.abs(frame.total_cases[i] - sum((r) => r.cases))).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.abs(frame.total_deaths[i] - sum((r) => r.deaths))).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.abs(frame.severity_scores[i] - score)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(frame.severity_bands[i]).toBe(severityScoreBand(score));
      // Four significant digits, cut: never above the exact rate, within a thousandth of it.
      const rate = frame.cases_per_100k[i]!;
      expect(rate).toBeLessThanOrEqual(rates.cases_per_100k * (1 + 1e-12));
      expect(rate).toBeGreaterThanOrEqual(rates.cases_per_100k * (1 - 1e-3));
      expect(frame.population_years[i]).toBe(rates.population_year);
    });
  }
}

describe.each(DATABASE_KINDS)('the map frames on %s', (kind) => {
  let t: TestApp;
  let rows: OutbreakFacts[];
  let cholera: number;

  const getFrames = (query: string) => t.app.inject({ method: 'GET', url: `/api/map/frames${query}` });
  async function frames(query: string): Promise<MapFramesResponse> {
    const response = await getFrames(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MapFramesResponse>();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const iceland = await seeded.countryId(t.app.db, 'ISL');
    cholera = await seeded.diseaseId(t.app.db, 'Cholera');
    await insertOutbreakRows(
      t.app.db,
      { country_id: iceland, disease_id: cholera },
      YEAR_END_DATES.map((date, i) => ({ date, confirmed: i % 2 === 0, cases: 100 + i, deaths: i })),
    );
    // Summarises Iceland's rows too.
    await plantOutbreaks(t.app.db);
    rows = await allOutbreakFacts(t.app.db);
  });
  afterAll(() => t.close());

  it('cuts a range across a year end into ISO weeks, 2026-W53 included, every week present', async () => {
    const body = await frames('?from=2026-12-01&to=2027-01-10&interval=week');
    expect(body).toMatchObject({ interval: 'week', from: '2026-12-01', to: '2027-01-10' });
    expect(body.frames.map((frame) => [frame.label, frame.start, frame.end])).toEqual([
      ['2026-W49', '2026-12-01', '2026-12-06'],
      ['2026-W50', '2026-12-07', '2026-12-13'],
      ['2026-W51', '2026-12-14', '2026-12-20'],
      ['2026-W52', '2026-12-21', '2026-12-27'],
      ['2026-W53', '2026-12-28', '2027-01-03'],
      ['2027-W01', '2027-01-04', '2027-01-10'],
    ]);
    const w53 = body.frames.find((frame) => frame.label === '2026-W53')!;
    expect(w53.total_outbreaks).toEqual([3]);
    expect(w53.confirmed_outbreaks).toEqual([1]);
    expect(w53.population_year).toBe(2027);
    expect(body.frames.find((frame) => frame.label === '2026-W50')!.country_ids).toEqual([]);
    expectFramesMatch(body, rows, () => true);
  });

  it('gives every month of a range, cut to it, with figures equal to a direct computation', async () => {
    const today = todayUtc();
    const from = addDays(today, -400);
    const body = await frames(`?from=${from}&to=${today}&interval=month`);
    expect(body.frames).toHaveLength(14);
    expect(body.frames[0]).toMatchObject({ label: from.slice(0, 7), start: from });
    expect(body.frames.at(-1)).toMatchObject({ label: today.slice(0, 7), end: today });
    body.frames.slice(1).forEach((frame, i) => {
      expect(frame.start).toBe(addDays(body.frames[i].end, 1));
      expect(frame.start.slice(8)).toBe('01');
    });
    expectFramesMatch(body, rows, (row) => row.date >= from && row.date <= today);

    // The frames of a range add up to the map of that range.
    const map = (
      await t.app.inject({ method: 'GET', url: `/api/map/countries?from=${from}&to=${today}` })
    ).json<MapCountriesResponse>();
    for (const country of map.countries) {
      const total = body.frames.reduce((sum, frame) => {
        const i = frame.country_ids.indexOf(country.country_id);
        return sum + (i < 0 ? 0 : frame.total_outbreaks[i]);
      }, 0);
      expect(total).toBe(country.total_outbreaks);
    }
  });

  it('covers the most weeks up to today without dates, and the last N days cut at their ends', async () => {
    const today = todayUtc();
    const all = await frames('');
    expect(all.frames).toHaveLength(MAP_FRAME_MAX.week);
    expect(all.frames.at(-1)).toMatchObject({ start: isoWeekStart(today), end: today });
    expect(all.frames[0].start).toBe(addDays(isoWeekStart(today), -7 * (MAP_FRAME_MAX.week - 1)));
    expectFramesMatch(all, rows, (row) => row.date >= all.from && row.date <= today);

    const last30 = rangeForDays(30, today);
    const month = await frames('?days=30');
    expect(month.frames[0].start).toBe(last30.from);
    expect(month.frames.at(-1)!.end).toBe(today);
    expectFramesMatch(month, rows, (row) => row.date >= last30.from);
  });

  it('narrows by disease, status, confirmation and region as the map does', async () => {
    const today = todayUtc();
    const from = addDays(today, -400);
    const range = `from=${from}&to=${today}&interval=month`;
    const inRange = (row: OutbreakFacts) => row.date >= from && row.date <= today;
    expectFramesMatch(
      await frames(`?${range}&disease_id=${cholera}`),
      rows,
      (r) => inRange(r) && r.disease_id === cholera,
    );
    expectFramesMatch(
      await frames(`?${range}&status=contained`),
      rows,
      (r) => inRange(r) && r.status === 'contained',
    );
    expectFramesMatch(await frames(`?${range}&confirmed=true`), rows, (r) => inRange(r) && r.confirmed);
    // Northern Europe (154), Iceland's area, by a direct query of the countries filed under it.
    const northern = await t.app.db
      .selectFrom('countries')
      .select('id')
      .where('region', '=', 'Northern Europe')
      .execute();
    const inNorthernEurope = new Set(northern.map((country) => country.id));
    expectFramesMatch(
      await frames(`?${range}&region=154`),
      rows,
      (r) => inRange(r) && inNorthernEurope.has(r.country_id),
    );
    expectFramesMatch(await frames(`?${range}&confirmed=false`), rows, (r) => inRange(r) && !r.confirmed);
    expectFramesMatch(await frames('?days=90&interval=week&confirmed=true'), rows, (r) => {
      return r.confirmed && r.date >= rangeForDays(90, today).from;
    });
  });

  it('answers with an ETag of the data version', async () => {
    const first = await getFrames('?days=90');
    const again = await getFrames('?days=90');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/map/frames?days=90',
          headers: { 'if-none-match': String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
  });

  it.each([
    ['?interval=day', 'interval', undefined],
    ['?days=5', 'days', undefined],
    ['?from=2026-02-30', 'from', undefined],
    ['?from=2026-03-01&to=2026-02-01', 'from', 'The range must start on or before its end.'],
    ['?from=2024-01-01&to=2026-01-05', 'from', 'Choose a range of at most 104 weeks, or monthly frames.'],
    ['?from=2021-01-01&to=2026-01-31&interval=month', 'from', 'Choose a range of at most 60 months.'],
    ['?to=2026-01-31&from=2016-01-01&interval=week', 'from', undefined],
    ['?confirmed=maybe', 'confirmed', undefined],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const response = await getFrames(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; details: { field: string; message: string }[] }>();
    expect(body.details.map((detail) => detail.field)).toContain(field);
    if (message) expect(body.message).toBe(message);
  });

  it('accepts the longest ranges', async () => {
    expect((await getFrames('?from=2024-01-01&to=2025-12-28')).statusCode).toBe(200);
    expect((await getFrames('?from=2021-01-01&to=2025-12-31&interval=month')).statusCode).toBe(200);
  });
});
