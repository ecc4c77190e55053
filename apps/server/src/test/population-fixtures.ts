import { m49AreasCovering } from '@outbreak-watch/domain';
import { readFileSync } from 'node:fs';

/** The committed population figures, read on their own so tests check the server against them. */
const FIGURES = JSON.parse(
  readFileSync(new URL('../../seed-data/population.json', import.meta.url), 'utf8'),
) as Record<string, [number, number][]>;

/** The figure of `year` in the file, or the latest before it: what the tests' dates need. */
export function populationOf(alpha3: string, year: number): { year: number; population: number } {
  const figures = FIGURES[alpha3].filter(([figureYear]) => figureYear <= year);
  const [figureYear, population] = figures[figures.length - 1];
  return { year: figureYear, population };
}

/** Cases and deaths per 100,000, worked out directly from the file's figure for `year`. */
export function expectedRates(alpha3: string, year: number, counts: { cases: number; deaths: number }) {
  const { year: population_year, population } = populationOf(alpha3, year);
  return {
    population,
    population_year,
    cases_per_100k: (counts.cases * 100_000) / population,
    deaths_per_100k: (counts.deaths * 100_000) / population,
  };
}

/** A country the World Bank gives no population for. */
export const NO_POPULATION_ALPHA3 = 'TWN';

/** The rates.ts year rule on the file: `year`'s figure, else the latest before, else the earliest after. */
export function populationOrNull(alpha3: string, year: number): { year: number; population: number } | null {
  const figures = FIGURES[alpha3];
  if (!figures || figures.length === 0) return null;
  const before = figures.filter(([figureYear]) => figureYear <= year);
  const [figureYear, population] = before.length > 0 ? before[before.length - 1] : figures[0];
  return { year: figureYear, population };
}

/**
 * A UN M49 area's population by hand: every country filed under it (`countries` with their stored
 * region), each by the year rule, and the latest year among their figures.
 */
export function areaPopulationOf(
  countries: readonly { alpha3: string; region: string | null }[],
  code: number,
  year: number,
): { population: number; year: number } {
  let population = 0;
  let figureYear = 0;
  for (const country of countries) {
    if (!m49AreasCovering(country.region).some((area) => area.code === code)) continue;
    const figure = populationOrNull(country.alpha3, year);
    if (!figure) continue;
    population += figure.population;
    figureYear = Math.max(figureYear, figure.year);
  }
  return { population, year: figureYear };
}
