import { z } from 'zod';

/**
 * Rates per 100,000 people (DESIGN §6): 100,000 × count / population, with the population of the
 * World Bank's SP.POP.TOTL series for the country. Which year's figure: the year asked for (a report's
 * year, or the last year of a period) when it has one, else the latest earlier year with a figure, else
 * the earliest later one. The year used is always given with the rate.
 */

/** The rates' denominator. */
export const RATE_BASE = 100_000;

/** A country's figures, `[year, population]`, oldest first (years without a figure are absent). */
export type PopulationFigures = readonly (readonly [year: number, population: number])[];

export interface PopulationFigure {
  year: number;
  population: number;
}

/** The figure of `year`, else the latest before it, else the earliest after it; null without figures. */
export function populationForYear(
  figures: PopulationFigures | undefined,
  year: number,
): PopulationFigure | null {
  if (!figures || figures.length === 0) return null;
  let chosen: readonly [number, number] | undefined;
  for (const figure of figures) {
    if (figure[0] > year) break;
    chosen = figure;
  }
  chosen ??= figures[0];
  return { year: chosen[0], population: chosen[1] };
}

/** 100,000 × count / population at full precision; null when there is no positive population. */
export function ratePer100k(count: number, population: number | null | undefined): number | null {
  if (population === null || population === undefined || !(population > 0)) return null;
  return (RATE_BASE * count) / population;
}

/** The population and rates a country's figures carry in every answer (all null without a figure). */
export const PopulationRatesSchema = z.object({
  /** Total population (World Bank SP.POP.TOTL) of `population_year`; null when none is known. */
  population: z.number().int().nullable(),
  /** The year of `population`: the year asked for, or the nearest with a figure (see rates.ts). */
  population_year: z.number().int().nullable(),
  /** 100,000 × cases / population. */
  cases_per_100k: z.number().nullable(),
  /** 100,000 × deaths / population. */
  deaths_per_100k: z.number().nullable(),
});
export type PopulationRates = z.infer<typeof PopulationRatesSchema>;

/** Cases and deaths per 100,000 with the population of `year` (or the nearest year with a figure). */
export function populationRates(
  figures: PopulationFigures | undefined,
  year: number,
  counts: { cases: number; deaths: number },
): PopulationRates {
  const figure = populationForYear(figures, year);
  return {
    population: figure?.population ?? null,
    population_year: figure?.year ?? null,
    cases_per_100k: ratePer100k(counts.cases, figure?.population),
    deaths_per_100k: ratePer100k(counts.deaths, figure?.population),
  };
}

/**
 * The year whose population a period's totals are divided by: the year of its last day, or of today for
 * a period without an end.
 */
export function populationYearOfPeriod(to: string | null | undefined, today: string): number {
  return Number((to ?? today).slice(0, 4));
}

/**
 * The map's incidence colouring: fixed decimal (log) bands of cases per 100,000, so a colour means the
 * same whatever the filters; 0 when there is no rate (no population figure).
 */
export function incidenceBand(casesPer100k: number | null): 0 | 1 | 2 | 3 | 4 | 5 {
  if (casesPer100k === null || !(casesPer100k >= 0)) return 0;
  if (casesPer100k < 0.1) return 1;
  if (casesPer100k < 1) return 2;
  if (casesPer100k < 10) return 3;
  if (casesPer100k < 100) return 4;
  return 5;
}

/** The map's colourings (`colour` in the map's URL); severity is the default. */
export const MAP_COLOURINGS = ['severity', 'incidence'] as const;
export type MapColouring = (typeof MAP_COLOURINGS)[number];

export const RATE_TEXTS = {
  /** The credit wherever population figures are used. */
  source: 'Population: World Bank (SP.POP.TOTL), CC BY 4.0',
  sourceUrl: 'https://data.worldbank.org/indicator/SP.POP.TOTL',
  perBase: 'per 100,000',
  /** "(population 2023)": the year of the figure a rate rests on. */
  yearNote: (year: number) => `(population ${year})`,
  noPopulation: 'no population figure for this country',
  colouringLabel: 'Colour countries by',
  colourings: { severity: 'Severity score', incidence: 'Cases per 100,000' } satisfies Record<
    MapColouring,
    string
  >,
  incidenceTitle: 'Cases per 100,000',
  incidenceNote: 'population of the period’s last year, or the latest year with a figure',
  /** Legend entries of the incidence bands (band 0: no colour). */
  incidenceBands: {
    0: 'No rate: no outbreaks or no population figure',
    1: 'Under 0.1',
    2: '0.1 to under 1',
    3: '1 to under 10',
    4: '10 to under 100',
    5: '100 and above',
  },
} as const;
