import { readFileSync } from 'node:fs';
import { populationRates, type PopulationFigures, type PopulationRates } from '@outbreak-watch/domain';

/**
 * Population by country and year (World Bank SP.POP.TOTL, CC BY 4.0), from the committed
 * seed-data/population.json (written by scripts/generate-population.mjs). Kept in memory rather than in a
 * table: it is about 200 kB, never changes while the server runs, and the map reads it for every country
 * of every answer, so a lookup is one Map read.
 */
const POPULATION_FILE = new URL('../../../seed-data/population.json', import.meta.url);

let figuresByAlpha3: ReadonlyMap<string, PopulationFigures> | null = null;

/** Each country's `[year, population]` figures by ISO 3166-1 alpha-3 code, read once per process. */
export function populationFigures(): ReadonlyMap<string, PopulationFigures> {
  figuresByAlpha3 ??= new Map(
    Object.entries(JSON.parse(readFileSync(POPULATION_FILE, 'utf8')) as Record<string, PopulationFigures>),
  );
  return figuresByAlpha3;
}

/** Cases and deaths per 100,000 in the country `alpha3` with the population of `year` (see rates.ts). */
export function countryRates(
  alpha3: string,
  year: number,
  counts: { cases: number; deaths: number },
): PopulationRates {
  return populationRates(populationFigures().get(alpha3), year, counts);
}
