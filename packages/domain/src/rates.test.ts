import { describe, expect, it } from 'vitest';
import {
  incidenceBand,
  populationForYear,
  populationRates,
  populationYearOfPeriod,
  ratePer100k,
  type PopulationFigures,
} from './rates.js';

const FIGURES: PopulationFigures = [
  [2020, 1_000_000],
  [2021, 1_100_000],
  [2023, 1_250_000],
];

describe('populationForYear', () => {
  it('takes the figure of the year itself', () => {
    expect(populationForYear(FIGURES, 2021)).toEqual({ year: 2021, population: 1_100_000 });
  });

  it('falls back to the latest earlier year with a figure', () => {
    expect(populationForYear(FIGURES, 2022)).toEqual({ year: 2021, population: 1_100_000 });
    expect(populationForYear(FIGURES, 2026)).toEqual({ year: 2023, population: 1_250_000 });
  });

  it('takes the earliest figure for a year before every figure', () => {
    expect(populationForYear(FIGURES, 1999)).toEqual({ year: 2020, population: 1_000_000 });
  });

  it('has no figure for a country without any', () => {
    expect(populationForYear(undefined, 2024)).toBeNull();
    expect(populationForYear([], 2024)).toBeNull();
  });
});

describe('ratePer100k', () => {
  it('is 100,000 × count / population', () => {
    expect(ratePer100k(124, 1_000_000)).toBeCloseTo(12.4, 10);
    expect(ratePer100k(0, 5_000)).toBe(0);
  });

  it('is null rather than a division by zero or by nothing', () => {
    expect(ratePer100k(10, 0)).toBeNull();
    expect(ratePer100k(10, null)).toBeNull();
    expect(ratePer100k(10, undefined)).toBeNull();
    expect(ratePer100k(10, -3)).toBeNull();
  });
});

describe('populationRates', () => {
  it('gives the population, its year and both rates', () => {
    expect(populationRates(FIGURES, 2024, { cases: 250, deaths: 25 })).toEqual({
      population: 1_250_000,
      population_year: 2023,
      cases_per_100k: 20,
      deaths_per_100k: 2,
    });
  });

  it('is all null without a figure', () => {
    expect(populationRates(undefined, 2024, { cases: 250, deaths: 25 })).toEqual({
      population: null,
      population_year: null,
      cases_per_100k: null,
      deaths_per_100k: null,
    });
  });
});

describe('populationYearOfPeriod', () => {
  it('is the year of the last day, or of today for an open period', () => {
    expect(populationYearOfPeriod('2023-12-31', '2026-05-01')).toBe(2023);
    expect(populationYearOfPeriod(null, '2026-05-01')).toBe(2026);
    expect(populationYearOfPeriod(undefined, '2026-05-01')).toBe(2026);
  });
});

describe('incidenceBand', () => {
  it.each([
    [null, 0],
    [0, 1],
    [0.099, 1],
    [0.1, 2],
    [0.99, 2],
    [1, 3],
    [9.99, 3],
    [10, 4],
    [99.9, 4],
    [100, 5],
    [5_000, 5],
  ] as const)('puts %s per 100,000 in band %s', (rate, band) => {
    expect(incidenceBand(rate)).toBe(band);
  });
});
