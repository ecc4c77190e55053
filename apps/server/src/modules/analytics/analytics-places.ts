import {
  caseFatalityRate,
  formatM49Code,
  m49AreasCovering,
  populationForYear,
  populationYearOfPeriod,
  ratePer100k,
  todayUtc,
  type AnalyticsPlace,
  type AnalyticsResponse,
  type PlaceLevel,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { populationFigures } from '../reference/country-population.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import type { AggregateFilters } from '../stats/outbreak-cube.js';

type Db = Kysely<DB>;

interface PlaceCountry {
  id: number;
  name: string;
  alpha3: string;
  region: string | null;
}

const countriesOf = new WeakMap<Db, Promise<PlaceCountry[]>>();

/** Every country with its M49 area, read once per process (reference data does not change). */
function allCountries(db: Db): Promise<PlaceCountry[]> {
  let countries = countriesOf.get(db);
  if (!countries) {
    countries = db.selectFrom('countries').select(['id', 'name', 'alpha3', 'region']).orderBy('id').execute();
    countries.catch(() => countriesOf.delete(db));
    countriesOf.set(db, countries);
  }
  return countries;
}

/** The place a country is counted in at `level`: itself, or its M49 region or (most precise) sub-region. */
function placeOf(country: PlaceCountry, level: PlaceLevel): Pick<AnalyticsPlace, 'id' | 'code' | 'name'> {
  if (level === 'country') return { id: country.id, code: country.alpha3, name: country.name };
  const areas = m49AreasCovering(country.region);
  const area = level === 'region' ? areas.find((a) => a.level === 'region') : areas[0];
  return area
    ? { id: area.code, code: formatM49Code(area.code), name: area.name }
    : { id: 0, code: '', name: 'No region' };
}

interface PlaceTotals {
  place: Pick<AnalyticsPlace, 'id' | 'code' | 'name'>;
  count: number;
  unconfirmed: number;
  cases: number;
  deaths: number;
  attackRateSum: number;
  population: number;
  populationYear: number | null;
}

const byCasesDesc = (a: AnalyticsPlace, b: AnalyticsPlace) =>
  b.cases - a.cases || b.count - a.count || a.name.localeCompare(b.name);

/**
 * Every place with matching outbreaks at `level`, the most cases first: outbreaks (and how many are
 * unconfirmed), cases, deaths, case fatality rate, mean attack rate, and cases and deaths per 100,000.
 * A place's population is the sum of its countries' (all of them, with or without outbreaks), each by the
 * rates.ts rule for the range's last year.
 */
export async function listAnalyticsPlaces(
  db: Db,
  filters: AggregateFilters,
  range: AnalyticsResponse['range'],
  level: PlaceLevel,
  version: number,
): Promise<AnalyticsPlace[]> {
  const [cube, countries] = await Promise.all([outbreakCube(db, version), allCountries(db)]);
  const year = populationYearOfPeriod(range.to, todayUtc());
  const figures = populationFigures();
  const totals = new Map<number, PlaceTotals>();
  const countryPlace = new Map<number, PlaceTotals>();
  for (const country of countries) {
    const place = placeOf(country, level);
    let entry = totals.get(place.id);
    if (!entry) {
      entry = {
        place,
        count: 0,
        unconfirmed: 0,
        cases: 0,
        deaths: 0,
        attackRateSum: 0,
        population: 0,
        populationYear: null,
      };
      totals.set(place.id, entry);
    }
    const figure = populationForYear(figures.get(country.alpha3), year);
    if (figure) {
      entry.population += figure.population;
      entry.populationYear = Math.max(entry.populationYear ?? figure.year, figure.year);
    }
    countryPlace.set(country.id, entry);
  }
  for (const row of cube.aggregate(filters, ['country_id', 'confirmed'])) {
    const entry = countryPlace.get(Number(row.country_id));
    if (!entry) continue;
    entry.count += row.outbreaks;
    if (row.confirmed === 0) entry.unconfirmed += row.outbreaks;
    entry.cases += row.cases;
    entry.deaths += row.deaths;
    entry.attackRateSum += row.attack_rate_sum;
  }
  return [...totals.values()]
    .filter((entry) => entry.count > 0)
    .map((entry) => {
      const population = entry.populationYear === null ? null : entry.population;
      return {
        ...entry.place,
        count: entry.count,
        unconfirmed: entry.unconfirmed,
        cases: entry.cases,
        deaths: entry.deaths,
        case_fatality_rate: caseFatalityRate(entry.deaths, entry.cases),
        mean_attack_rate: entry.attackRateSum / entry.count,
        population,
        population_year: entry.populationYear,
        cases_per_100k: ratePer100k(entry.cases, population),
        deaths_per_100k: ratePer100k(entry.deaths, population),
      };
    })
    .sort(byCasesDesc);
}
