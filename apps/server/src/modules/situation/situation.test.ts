import {
  addDays,
  m49AreasCovering,
  rangeForDays,
  todayUtc,
  type SituationFigures,
  type SituationResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOutbreakFacts, plantOutbreaks, type OutbreakFacts } from '../../test/aggregate-fixtures.js';
import { insertSignal, seeded } from '../../test/factories.js';
import { areaPopulationOf, populationOrNull } from '../../test/population-fixtures.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { currentWeeksStart } from '../signals/signals.service.js';

const close = (actual: number | null, expected: number) =>
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

interface Period {
  from: string;
  to: string;
}

/** The figures of the rows in `period`, worked out directly; rates with `population` when given. */
function expectFigures(
  actual: SituationFigures,
  rows: OutbreakFacts[],
  period: Period,
  population: { population: number; year: number } | null,
) {
  const inPeriod = rows.filter((r) => r.date >= period.from && r.date <= period.to);
  const cases = inPeriod.reduce((sum, r) => sum + r.cases, 0);
  const deaths = inPeriod.reduce((sum, r) => sum + r.deaths, 0);
  expect(actual.outbreaks).toBe(inPeriod.length);
  expect(actual.confirmed_outbreaks).toBe(inPeriod.filter((r) => r.confirmed).length);
  close(actual.cases, cases);
  close(actual.deaths, deaths);
  if (population === null) {
    expect(actual.cases_per_100k).toBeNull();
    expect(actual.population).toBeNull();
    return;
  }
  expect(actual.population).toBe(population.population);
  expect(actual.population_year).toBe(population.year);
  close(actual.cases_per_100k, (100_000 * cases) / population.population);
  close(actual.deaths_per_100k, (100_000 * deaths) / population.population);
}

/** The change of each figure as the report must give it: absolute, and percent but null on a 0 base. */
function expectChanges(
  changes: SituationResponse['change_previous'],
  now: SituationFigures,
  base: SituationFigures,
) {
  for (const key of ['outbreaks', 'confirmed_outbreaks', 'cases', 'deaths'] as const) {
    close(changes[key].absolute, now[key] - base[key]);
    if (base[key] === 0) expect(changes[key].percent).toBeNull();
    else close(changes[key].percent, (100 * (now[key] - base[key])) / base[key]);
  }
}

describe.each(DATABASE_KINDS)('situation reports on %s', (kind) => {
  let t: TestApp;
  let countries: number[];
  let diseases: number[];

  const getReport = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/situation?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SituationResponse>();
  };

  /** Compares a report with a direct computation over the rows that pass `keep`. */
  async function check(
    query: string,
    keep: (r: OutbreakFacts) => boolean,
    population: (year: number) => { population: number; year: number } | null,
  ) {
    const body = await getReport(query);
    const rows = (await allOutbreakFacts(t.app.db)).filter(keep);
    const periods = [
      [body.figures, body.period],
      [body.previous_figures, body.previous_period],
      [body.year_before_figures, body.year_before_period],
    ] as const;
    for (const [figures, period] of periods) {
      expectFigures(figures, rows, period, population(Number(period.to.slice(0, 4))));
    }
    expectChanges(body.change_previous, body.figures, body.previous_figures);
    expectChanges(body.change_year_before, body.figures, body.year_before_figures);
    const largest = rows
      .filter((r) => r.date >= body.period.from && r.date <= body.period.to)
      .sort((a, b) => b.cases - a.cases || (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
      .slice(0, 5);
    expect(body.largest_outbreaks.map((o) => o.id)).toEqual(largest.map((r) => r.id));
    for (const [i, outbreak] of body.largest_outbreaks.entries()) {
      expect(outbreak.disease_name).toBe(largest[i].disease_name);
      expect(outbreak.confirmed).toBe(Boolean(largest[i].confirmed));
      close(outbreak.deaths, largest[i].deaths);
    }
    return body;
  }

  const countryPopulation = (alpha3: string) => (year: number) => populationOrNull(alpha3, year);

  /** A region's population by hand, for the year asked. */
  async function areaPopulation(code: number) {
    const all = await t.app.db.selectFrom('countries').select(['alpha3', 'region']).execute();
    return (year: number) => areaPopulationOf(all, code, year);
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 100_000 });
    ({ countries, diseases } = await plantOutbreaks(t.app.db, 260, 5));
  });
  afterAll(() => t.close());

  it('covers the last 28 days by default, against the 28 days before and the same days a year earlier', async () => {
    const { from, to } = rangeForDays(28);
    const body = await check(
      '',
      () => true,
      () => null,
    );
    expect(body.period).toEqual({ from, to });
    expect(body.previous_period).toEqual({ from: addDays(from, -28), to: addDays(from, -1) });
    expect(body.year_before_period.from.slice(0, 4)).toBe(String(Number(from.slice(0, 4)) - 1));
    expect(body.figures.outbreaks).toBeGreaterThan(0);
    expect(Date.parse(body.generated_at)).not.toBeNaN();
  });

  it('gives one country its rates per 100,000 with the population year used', async () => {
    const kenya = await seeded.countryId(t.app.db, 'KEN');
    const body = await check(`country_id=${kenya}`, (r) => r.country_id === kenya, countryPopulation('KEN'));
    expect(body.figures.population_year).not.toBeNull();
    const from = addDays(todayUtc(), -120);
    const to = addDays(todayUtc(), -30);
    const custom = await check(
      `country_id=${kenya}&disease_id=${diseases[0]}&from=${from}&to=${to}`,
      (r) => r.country_id === kenya && r.disease_id === diseases[0],
      countryPopulation('KEN'),
    );
    expect(custom.period).toEqual({ from, to });
    expect(custom.previous_period.to).toBe(addDays(from, -1));
  });

  it('gives a region the sum of its countries’ populations, and a disease alone no rates', async () => {
    const africa = 2;
    const inAfrica = new Set(
      (await t.app.db.selectFrom('countries').select(['id', 'region']).execute())
        .filter((c) => m49AreasCovering(c.region).some((area) => area.code === africa))
        .map((c) => c.id),
    );
    const from = addDays(todayUtc(), -90);
    await check(
      `region=${africa}&from=${from}`,
      (r) => inAfrica.has(r.country_id),
      await areaPopulation(africa),
    );
    await check(
      `disease_id=${diseases[1]}&from=${from}&to=${todayUtc()}`,
      (r) => r.disease_id === diseases[1],
      () => null,
    );
  });

  it('says null for the percent change where the base is zero', async () => {
    const body = await check(
      'from=1990-01-01&to=1990-01-28',
      () => true,
      () => null,
    );
    expect(body.figures.outbreaks).toBe(0);
    expect(body.change_previous.outbreaks).toEqual({ absolute: 0, percent: null });
  });

  it('lists the current signals and the period’s verified events of the filter, not others', async () => {
    const [nigeria, kenya] = countries;
    const addSignal = (country_id: number, week_start: string, status: string, disease_id?: number) =>
      insertSignal(t.app.db, { country_id, week_start, status, disease_id });
    const current = await addSignal(kenya, currentWeeksStart(), 'new');
    // Five weeks before the current ones: in a 90-day period, not among the current signals.
    const olderWeek = addDays(currentWeeksStart(), -35);
    const verified = await addSignal(kenya, olderWeek, 'verified');
    await addSignal(kenya, olderWeek, 'new', diseases[0]);
    await addSignal(kenya, addDays(olderWeek, -70), 'verified');
    await addSignal(nigeria, currentWeeksStart(), 'new');
    const body = await getReport(`country_id=${kenya}&from=${addDays(todayUtc(), -89)}`);
    expect(body.signals.map((s) => s.id).sort((a, b) => a - b)).toEqual([current, verified]);
  });

  it.each([
    'from=2026-02-30',
    'from=2026-03-01&to=2026-02-01',
    'country_id=0',
    'country_id=abc',
    'region=999',
    'disease_id=-1',
  ])('refuses %s with a 400 and the schema message', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/situation?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });
});
