import { addDays, isoWeekStart } from '@outbreak-watch/domain';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../db/seed/random.js';
import {
  OutbreakCube,
  PERIOD_SUMS_STRIDE,
  type AggregateDimension,
  type AggregateFilters,
  type AggregateRow,
  type CountedOutbreak,
} from './outbreak-cube.js';
import { dayNumber } from './cube-days.js';
import { MEASURES } from './outbreak-series.js';

const STATUSES = ['active', 'investigating', 'contained', 'resolved'];
const SEVERITIES = ['low', 'medium', 'high', 'critical'];
const FIRST_DAY = '2019-01-01';
const DIMENSION_SETS: AggregateDimension[][] = [
  [],
  ['country_id'],
  ['disease_id'],
  ['status', 'severity'],
  ['week_start'],
  ['month'],
  ['country_id', 'disease_id'],
  ['country_id', 'confirmed'],
  ['status', 'severity', 'confirmed'],
  ['week_start', 'disease_id'],
  ['month', 'status'],
  ['week_start', 'country_id', 'confirmed'],
  // Too wide for a numeric group key: grouped by text.
  ['week_start', 'country_id', 'disease_id', 'status'],
];

function randomOutbreak(rng: ReturnType<typeof createRandom>, id: number): CountedOutbreak {
  return {
    id,
    country_id: rng.int(1, 6),
    state_id: rng.chance(0.3) ? null : rng.int(1, 40),
    city: rng.chance(0.3) ? null : rng.pick(['Lyon', 'Kraków', 'São Paulo', 'Ibadan']),
    disease_id: rng.int(1, 4),
    date: addDays(FIRST_DAY, rng.int(0, 900)),
    status: rng.pick(STATUSES),
    severity: rng.pick(SEVERITIES),
    confirmed: rng.chance(0.5),
    cases: rng.int(0, 5000) + rng.next(),
    deaths: rng.int(0, 200),
    attack_rate: rng.next() * 40,
    transmission_rate: rng.next() * 3,
    survivability: 50 + rng.next() * 50,
  };
}

function randomFilters(rng: ReturnType<typeof createRandom>): AggregateFilters {
  const a = addDays(FIRST_DAY, rng.int(-10, 910));
  const b = addDays(FIRST_DAY, rng.int(-10, 910));
  return {
    ...(rng.chance(0.7) ? { from: a < b ? a : b } : {}),
    ...(rng.chance(0.7) ? { to: a < b ? b : a } : {}),
    ...(rng.chance(0.3) ? { country_id: rng.int(1, 7) } : {}),
    ...(rng.chance(0.3) ? { disease_id: rng.int(1, 4) } : {}),
    ...(rng.chance(0.3) ? { statuses: [rng.pick(STATUSES)] } : {}),
    ...(rng.chance(0.3)
      ? { severities: rng.chance(0.5) ? ['high', 'critical'] : [rng.pick(SEVERITIES)] }
      : {}),
    ...(rng.chance(0.3) ? { confirmed: rng.chance(0.5) } : {}),
  };
}

function matches(outbreak: CountedOutbreak, filters: AggregateFilters): boolean {
  return (
    (!filters.from || outbreak.date >= filters.from) &&
    (!filters.to || outbreak.date <= filters.to) &&
    (filters.country_id === undefined || outbreak.country_id === filters.country_id) &&
    (filters.disease_id === undefined || outbreak.disease_id === filters.disease_id) &&
    (!filters.statuses || filters.statuses.includes(outbreak.status)) &&
    (!filters.severities || filters.severities.includes(outbreak.severity)) &&
    (filters.confirmed === undefined || outbreak.confirmed === filters.confirmed)
  );
}

function valueOf(outbreak: CountedOutbreak, dimension: AggregateDimension): string | number {
  if (dimension === 'week_start') return isoWeekStart(outbreak.date);
  if (dimension === 'month') return outbreak.date.slice(0, 7);
  if (dimension === 'confirmed') return outbreak.confirmed ? 1 : 0;
  return outbreak[dimension];
}

/** The aggregate computed directly, one outbreak at a time. */
function directAggregate(
  outbreaks: Iterable<CountedOutbreak>,
  filters: AggregateFilters,
  dimensions: AggregateDimension[],
): Map<string, AggregateRow> {
  const groups = new Map<string, AggregateRow>();
  for (const outbreak of outbreaks) {
    if (!matches(outbreak, filters)) continue;
    const key = dimensions.map((d) => valueOf(outbreak, d)).join('|');
    const group = groups.get(key) ?? {
      outbreaks: 0,
      cases: 0,
      attack_rate_sum: 0,
      transmission_rate_sum: 0,
      survivability_sum: 0,
      deaths: 0,
      confirmed_outbreaks: 0,
    };
    group.outbreaks += 1;
    if (outbreak.confirmed) group.confirmed_outbreaks! += 1;
    group.cases += outbreak.cases;
    group.deaths += outbreak.deaths;
    group.attack_rate_sum += outbreak.attack_rate;
    group.transmission_rate_sum += outbreak.transmission_rate;
    group.survivability_sum += outbreak.survivability;
    groups.set(key, group);
  }
  return groups;
}

function expectSameAggregate(
  cube: OutbreakCube,
  outbreaks: Map<number, CountedOutbreak>,
  filters: AggregateFilters,
  dimensions: AggregateDimension[],
) {
  const expected = directAggregate(outbreaks.values(), filters, dimensions);
  const countConfirmed = dimensions.length % 2 === 1;
  const actual = cube.aggregate(filters, dimensions, { countConfirmed });
  const context = JSON.stringify({ filters, dimensions, countConfirmed });
  if (dimensions.length === 0 && expected.size === 0) {
    expect(actual, context).toHaveLength(1);
    expect(actual[0].outbreaks, context).toBe(0);
    return;
  }
  expect(actual.length, context).toBe(expected.size);
  // Compared in plain code and asserted once: thousands of rows are compared per call.
  const differences: string[] = [];
  for (const row of actual) {
    const key = dimensions.map((d) => row[d]).join('|');
    const want = expected.get(key);
    if (!want || row.outbreaks !== want.outbreaks) {
      differences.push(`${key}: ${row.outbreaks} outbreaks, expected ${want?.outbreaks}`);
      continue;
    }
    if (row.confirmed_outbreaks !== (countConfirmed ? want.confirmed_outbreaks : undefined))
      differences.push(`${key}: ${row.confirmed_outbreaks} confirmed, expected ${want.confirmed_outbreaks}`);
    for (const measure of MEASURES) {
      if (!(Math.abs(row[measure] - want[measure]) < 1e-9 * Math.max(1, want[measure])))
        differences.push(`${key}: ${measure} ${row[measure]}, expected ${want[measure]}`);
    }
  }
  expect(differences, context).toEqual([]);
}

function expectSameNewest(
  cube: OutbreakCube,
  outbreaks: Map<number, CountedOutbreak>,
  filters: AggregateFilters,
) {
  const newestFirst = [...outbreaks.values()]
    .filter((o) => matches(o, filters))
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  expect(cube.newest(filters, 10).get(-1) ?? [], JSON.stringify(filters)).toEqual(
    newestFirst.slice(0, 10).map((o) => o.id),
  );
  const perCountry = cube.newest(filters, 6, true);
  const countries = new Set(newestFirst.map((o) => o.country_id));
  expect(new Set(perCountry.keys())).toEqual(countries);
  for (const country of countries) {
    expect(perCountry.get(country)).toEqual(
      newestFirst
        .filter((o) => o.country_id === country)
        .slice(0, 6)
        .map((o) => o.id),
    );
  }
}

/** The summary's copy of each outbreak's shown facts is the outbreak's, at full precision. */
function expectSameRecords(cube: OutbreakCube, outbreaks: Map<number, CountedOutbreak>, lastId: number) {
  for (let id = 0; id <= lastId + 1; id++) {
    const outbreak = outbreaks.get(id);
    if (!outbreak) {
      expect(cube.record(id)).toBeUndefined();
      continue;
    }
    const { country_id: _country, deaths: _deaths, ...shown } = outbreak;
    expect(cube.record(id)).toEqual(shown);
  }
}

async function loadedCube(outbreaks: Iterable<CountedOutbreak>) {
  const cube = new OutbreakCube(1);
  for (const outbreak of outbreaks) cube.load(outbreak);
  await cube.seal();
  return cube;
}

describe('the in-memory outbreak summary', () => {
  it('answers every filter and grouping as a direct computation over the outbreaks does', async () => {
    const rng = createRandom(11);
    const outbreaks = new Map<number, CountedOutbreak>();
    for (let id = 1; id <= 1500; id++) outbreaks.set(id, randomOutbreak(rng, id));
    const cube = await loadedCube(outbreaks.values());
    for (let i = 0; i < 150; i++) {
      const filters = randomFilters(rng);
      for (const dimensions of DIMENSION_SETS) expectSameAggregate(cube, outbreaks, filters, dimensions);
      expectSameNewest(cube, outbreaks, filters);
    }
    expectSameRecords(cube, outbreaks, 1500);
  });

  it('follows additions, changes and removals as a fresh load would', async () => {
    const rng = createRandom(12);
    const outbreaks = new Map<number, CountedOutbreak>();
    for (let id = 1; id <= 600; id++) outbreaks.set(id, randomOutbreak(rng, id));
    const cube = await loadedCube(outbreaks.values());
    let nextId = 601;
    for (let step = 0; step < 900; step++) {
      const roll = rng.next();
      if (roll < 0.4) {
        const outbreak = randomOutbreak(rng, nextId++);
        outbreaks.set(outbreak.id, outbreak);
        cube.apply(outbreak, 1);
      } else if (roll < 0.8 && outbreaks.size > 0) {
        // A change: the outbreak as it was goes out, as it is now comes in (status, date, numbers).
        const before = rng.pick([...outbreaks.values()]);
        const after = { ...randomOutbreak(rng, before.id), country_id: before.country_id };
        cube.apply(before, -1);
        cube.apply(after, 1);
        outbreaks.set(after.id, after);
      } else if (outbreaks.size > 0) {
        const removed = rng.pick([...outbreaks.values()]);
        cube.apply(removed, -1);
        outbreaks.delete(removed.id);
      }
    }
    const fresh = await loadedCube(outbreaks.values());
    for (let i = 0; i < 60; i++) {
      const filters = randomFilters(rng);
      for (const dimensions of DIMENSION_SETS) {
        expectSameAggregate(cube, outbreaks, filters, dimensions);
        expectSameAggregate(fresh, outbreaks, filters, dimensions);
      }
      expectSameNewest(cube, outbreaks, filters);
    }
    expectSameRecords(cube, outbreaks, nextId);
    expectSameRecords(fresh, outbreaks, nextId);
  });

  it('sums by country and week or month as the grouped answer does, in typed arrays', async () => {
    const rng = createRandom(15);
    const outbreaks = Array.from({ length: 1500 }, (_, i) => randomOutbreak(rng, i + 1));
    const cube = await loadedCube(outbreaks);
    for (let i = 0; i < 100; i++) {
      const filters = randomFilters(rng);
      const byWeek = rng.chance(0.5);
      // Periods from before the first outbreak to after the last, every one of them.
      const starts: string[] = [];
      for (let day = isoWeekStart(addDays(FIRST_DAY, -20)); day <= addDays(FIRST_DAY, 930);) {
        const start = byWeek ? day : `${day.slice(0, 7)}-01`;
        if (starts.at(-1) !== start) starts.push(start);
        day = addDays(day, 7);
      }
      const boundaries = starts.map(dayNumber);
      const sums = cube.sumsByCountryAndPeriod(filters, boundaries);
      const rows = cube.aggregate(filters, [byWeek ? 'week_start' : 'month', 'country_id'], {
        countConfirmed: true,
      });
      let periodsWithOutbreaks = 0;
      for (const row of rows) {
        const period = starts.indexOf(byWeek ? String(row.week_start) : `${row.month}-01`);
        if (period < 0 || period >= starts.length - 1) continue;
        periodsWithOutbreaks++;
        const at = period * PERIOD_SUMS_STRIDE;
        const country = sums.get(Number(row.country_id))!;
        MEASURES.forEach((name, m) => expect(country[at + m]).toBe(row[name]));
        expect(country[at + MEASURES.length]).toBe(row.confirmed_outbreaks);
      }
      let counted = 0;
      for (const country of sums.values()) {
        for (let at = 0; at < country.length; at += PERIOD_SUMS_STRIDE) if (country[at] > 0.5) counted++;
      }
      expect(counted).toBe(periodsWithOutbreaks);
    }
  });

  it('stacks weeks by disease under a status, severity or confirmation filter as every cell does', async () => {
    const rng = createRandom(14);
    const outbreaks = new Map<number, CountedOutbreak>();
    for (let id = 1; id <= 3000; id++) outbreaks.set(id, randomOutbreak(rng, id));
    const cube = await loadedCube(outbreaks.values());
    const filterSets: AggregateFilters[] = [
      { statuses: ['active'] },
      { severities: ['high', 'critical'] },
      { confirmed: true },
      { confirmed: false, statuses: ['resolved', 'contained'], from: '2019-03-04', to: '2020-02-23' },
      { disease_id: 2, severities: ['low'] },
    ];
    for (const filters of filterSets) {
      for (const stack of ['disease_id', 'status'] as const) {
        const context = JSON.stringify({ filters, stack });
        // Grouped by country too, the summary reads every cell; added up over the countries here.
        const fromCells = new Map<string, AggregateRow>();
        for (const row of cube.aggregate(filters, ['week_start', stack, 'country_id'])) {
          const key = `${row.week_start}|${row[stack]}`;
          const sums = fromCells.get(key);
          if (!sums) fromCells.set(key, { ...row, country_id: undefined });
          else for (const m of MEASURES) sums[m] += row[m];
        }
        const stacked = cube.aggregate(filters, ['week_start', stack]);
        expect(stacked.length, context).toBe(fromCells.size);
        expect(stacked.length, context).toBeGreaterThan(0);
        for (const row of stacked) {
          const cells = fromCells.get(`${row.week_start}|${row[stack]}`);
          expect(cells, context).toBeDefined();
          expect(row.outbreaks, context).toBe(cells!.outbreaks);
          expect(row.deaths, context).toBe(cells!.deaths);
          for (const m of MEASURES) {
            expect(Math.abs(row[m] - cells![m]), `${context} ${m}`).toBeLessThan(
              1e-9 * Math.max(1, cells![m]),
            );
          }
        }
      }
    }
  });

  it('replays changes idempotently: an outbreak already counted is not counted twice', async () => {
    const rng = createRandom(13);
    const first = randomOutbreak(rng, 1);
    const changed = {
      ...first,
      status: first.status === 'active' ? 'resolved' : 'active',
      cases: 7,
      city: 'Mombasa',
    };
    // Loaded after the change had committed, then the change replayed from the log.
    const cube = await loadedCube([changed]);
    cube.apply(first, -1);
    cube.apply(changed, 1);
    cube.apply(changed, 1);
    const [total] = cube.aggregate({}, []);
    expect(total.outbreaks).toBe(1);
    expect(total.cases).toBe(7);
    expect(cube.aggregate({ statuses: [changed.status] }, [])[0].outbreaks).toBe(1);
    expect(cube.record(1)).toMatchObject({ city: 'Mombasa', status: changed.status, cases: 7 });
    // Taking away what is not there changes nothing either.
    cube.apply(randomOutbreak(rng, 99), -1);
    expect(cube.aggregate({}, [])[0].outbreaks).toBe(1);
  });

  it('answers nothing for an empty summary and for values it has never seen', async () => {
    const cube = await loadedCube([]);
    expect(cube.aggregate({}, [])[0].outbreaks).toBe(0);
    expect(cube.aggregate({}, ['country_id'])).toEqual([]);
    expect(cube.newest({}, 6, true).size).toBe(0);
    cube.apply(randomOutbreak(createRandom(1), 5), 1);
    expect(cube.aggregate({ statuses: ['unheard-of'] }, [])[0].outbreaks).toBe(0);
    expect(cube.aggregate({}, [])[0].outbreaks).toBe(1);
  });
});
